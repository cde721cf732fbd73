-- The benchmark's hand-written queries in PostgreSQL's SQL, one statement each, over
-- bench_node(nid, labels, props) and bench_edge(src, dst, type) (see schema.sql).
-- :name is a bound parameter. A node is found by its id through the index on (props ->> 'id');
-- a walk follows bench_edge through the (src, type) and (dst, type) indexes, which include the
-- other end, so the joins read indexes only. Ties are broken by id in code point order (COLLATE "C"),
-- whatever the database's collation.
--
-- After them, the object store's reads written by hand (read-*, count-*): the same JSON documents
-- the object store's compiled statements return for the same argument (see bench-sql's ObjectSql),
-- one row of one column, or no row when the id names no node. They lean on what the dataset
-- guarantees and a mapper cannot know: each relationship type runs from one label to one label, so
-- the node at the far end is not tested for its label, and the middle node of a path is not read.

-- name: one-hop
SELECT COUNT(*) FROM bench_edge e
WHERE e.type = 'FOLLOWS'
  AND e.dst = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]');

-- name: two-hops
SELECT COUNT(DISTINCT e2.dst) FROM bench_edge e1
JOIN bench_edge e2 ON e2.src = e1.dst AND e2.type = 'FOLLOWS'
WHERE e1.type = 'FOLLOWS'
  AND e1.src = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]');

-- name: three-hops
SELECT COUNT(DISTINCT e3.dst) FROM bench_edge e1
JOIN bench_edge e2 ON e2.src = e1.dst AND e2.type = 'FOLLOWS'
JOIN bench_edge e3 ON e3.src = e2.dst AND e3.type = 'FOLLOWS'
WHERE e1.type = 'FOLLOWS'
  AND e1.src = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]');

-- name: dependencies
-- UNION drops a repo reached again at the same depth, so each level grows from distinct repos. As
-- fast as a union of four joins at scale factor 1 (0.25-0.40 ms a call on 2,000 repos, both ways).
WITH RECURSIVE reached (nid, hops) AS (
    SELECT e.dst, 1 FROM bench_edge e
    WHERE e.type = 'DEPENDS_ON'
      AND e.src = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :repoId AND labels @> '["Repo"]')
  UNION
    SELECT e.dst, r.hops + 1 FROM reached r
    JOIN bench_edge e ON e.src = r.nid AND e.type = 'DEPENDS_ON'
    WHERE r.hops < 4
)
SELECT COUNT(DISTINCT nid) FROM reached;

-- name: org-topics
SELECT (t.props ->> 'id') AS topic_id, COUNT(*) AS issues
FROM bench_edge owned
JOIN bench_edge in_repo ON in_repo.dst = owned.src AND in_repo.type = 'IN_REPO'
JOIN bench_node i ON i.nid = in_repo.src AND (i.props ->> 'state') = 'open'
JOIN bench_edge tagged ON tagged.src = in_repo.src AND tagged.type = 'TAGGED'
JOIN bench_node t ON t.nid = tagged.dst
WHERE owned.type = 'OWNED_BY'
  AND owned.dst = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :orgId AND labels @> '["Org"]')
GROUP BY topic_id
ORDER BY issues DESC, (t.props ->> 'id') COLLATE "C"
LIMIT 10;

-- name: repo-commenters
SELECT (p.props ->> 'id') AS person_id, COUNT(*) AS comments
FROM bench_edge in_repo
JOIN bench_edge on_issue ON on_issue.dst = in_repo.src AND on_issue.type = 'ON'
JOIN bench_edge written_by ON written_by.src = on_issue.src AND written_by.type = 'WRITTEN_BY'
JOIN bench_node p ON p.nid = written_by.dst
WHERE in_repo.type = 'IN_REPO'
  AND in_repo.dst = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :repoId AND labels @> '["Repo"]')
GROUP BY person_id
ORDER BY comments DESC, (p.props ->> 'id') COLLATE "C"
LIMIT 10;

-- name: followed-repos
SELECT (r.props ->> 'id') AS repo_id, COUNT(*) AS issues
FROM bench_edge follows
JOIN bench_edge opened_by ON opened_by.dst = follows.dst AND opened_by.type = 'OPENED_BY'
JOIN bench_edge in_repo ON in_repo.src = opened_by.src AND in_repo.type = 'IN_REPO'
JOIN bench_node r ON r.nid = in_repo.dst
WHERE follows.type = 'FOLLOWS'
  AND follows.src = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]')
GROUP BY repo_id
ORDER BY issues DESC, (r.props ->> 'id') COLLATE "C"
LIMIT 10;

-- name: issues-by-state
SELECT (props ->> 'state') AS state, COUNT(*) AS issues
FROM bench_node
WHERE labels @> '["Issue"]'
GROUP BY state
ORDER BY (props ->> 'state') COLLATE "C";

-- name: top-followed
-- Counting by dst before the join keeps the join to one row per person (1.4-2.5 s against
-- 2.9-3.5 s at scale factor 1 for grouping the joined FOLLOWS rows by id).
SELECT (p.props ->> 'id') AS person_id, f.followers
FROM (SELECT dst, COUNT(*) AS followers FROM bench_edge WHERE type = 'FOLLOWS' GROUP BY dst) f
JOIN bench_node p ON p.nid = f.dst
ORDER BY f.followers DESC, (p.props ->> 'id') COLLATE "C"
LIMIT 10;

-- name: hops
-- Every path, not every person: COUNT(*) of the joined rows. Joins count walks, which may come back
-- over a relationship already walked (round a cycle of three people and out over its first
-- relationship again, at four hops). Cypher counts trails, which may not. A join's length cannot be
-- a parameter, so :hops picks one of four joins, and only the one picked runs.
WITH person AS (
    SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]'
)
SELECT CASE CAST(:hops AS integer)
    WHEN 1 THEN (SELECT COUNT(*) FROM person
                 JOIN bench_edge e1 ON e1.src = person.nid AND e1.type = 'FOLLOWS')
    WHEN 2 THEN (SELECT COUNT(*) FROM person
                 JOIN bench_edge e1 ON e1.src = person.nid AND e1.type = 'FOLLOWS'
                 JOIN bench_edge e2 ON e2.src = e1.dst AND e2.type = 'FOLLOWS')
    WHEN 3 THEN (SELECT COUNT(*) FROM person
                 JOIN bench_edge e1 ON e1.src = person.nid AND e1.type = 'FOLLOWS'
                 JOIN bench_edge e2 ON e2.src = e1.dst AND e2.type = 'FOLLOWS'
                 JOIN bench_edge e3 ON e3.src = e2.dst AND e3.type = 'FOLLOWS')
    WHEN 4 THEN (SELECT COUNT(*) FROM person
                 JOIN bench_edge e1 ON e1.src = person.nid AND e1.type = 'FOLLOWS'
                 JOIN bench_edge e2 ON e2.src = e1.dst AND e2.type = 'FOLLOWS'
                 JOIN bench_edge e3 ON e3.src = e2.dst AND e3.type = 'FOLLOWS'
                 JOIN bench_edge e4 ON e4.src = e3.dst AND e4.type = 'FOLLOWS')
END AS paths;

-- name: reach
-- Distinct nodes, not paths: up to 2 hops a recursive query, deeper bench_reach (schema.sql), a
-- breadth-first search that keeps each node once. The recursive query tags a node with the depth it is
-- reached at, and UNION drops a repeated (node, depth), not a repeated node: a node is walked again at
-- each depth it is reached at, so on a graph with cycles its work grows with the depth, never ending at
-- 131,072 hops. The function walks each relationship once at any depth, but a call costs 0.1 ms more.
-- pgbench, ms a call, on snap: of the generated FOLLOWS at scale factor 0.1 (10,000 nodes, 147,195
-- relationships), the query against the function: 1 hop 0.07-0.09 against 0.18-0.19, 2 hops 0.22-0.37
-- against 0.35-0.63, 3 hops 2.0-3.6 against 1.8-1.9, 4 hops 18-24 against 11, and the full walk 46 ms.
-- (A temporary table of the nodes seen, keyed by nid, cost 1.1 ms a call to empty.) CASE runs only the
-- branch it takes. A breadth-first search a level at a time, one SQL statement a level over the whole
-- frontier (unnest joined to bench_edge, NOT seen[dst], a hashed DISTINCT, its hash given 64 MB), was
-- measured as a variant and is not one: it was no quicker than bench_reach beyond the noise at any depth
-- on kronecker:16 and kronecker:18, where both spend their time reading the index (docs/engines.md).
WITH start AS (
    SELECT nid FROM bench_node WHERE (props ->> 'id') = :startId AND labels @> '["Node"]'
)
SELECT CASE WHEN :hops <= 2 THEN (
    WITH RECURSIVE reached (nid, hops) AS (
        SELECT e.dst, 1 FROM start JOIN bench_edge e ON e.src = start.nid AND e.type = 'LINK'
      UNION
        SELECT e.dst, r.hops + 1 FROM reached r
        JOIN bench_edge e ON e.src = r.nid AND e.type = 'LINK'
        WHERE r.hops < :hops
    )
    SELECT COUNT(DISTINCT reached.nid) FROM reached, start WHERE reached.nid <> start.nid
) ELSE bench_reach((SELECT nid FROM start), :hops) END AS reached;

-- name: reach@function
-- The breadth-first search of bench_reach (schema.sql) at every depth, not only beyond 2 hops: it walks
-- each relationship once, where the recursive query walks a node again at each depth it is reached at,
-- but costs about 0.1 ms more a call (the figures above). The table shows whichever form is quicker at
-- each depth, on the graph asked.
SELECT bench_reach((SELECT nid FROM bench_node WHERE (props ->> 'id') = :startId AND labels @> '["Node"]'),
                   :hops) AS reached;

-- name: read-fragment
SELECT props FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]';

-- name: read-issue-detail
SELECT jsonb_build_object(
    'issue', i.props,
    'repo', (SELECT r.props FROM bench_edge e JOIN bench_node r ON r.nid = e.dst
             WHERE e.src = i.nid AND e.type = 'IN_REPO' LIMIT 1),
    'author', (SELECT p.props FROM bench_edge e JOIN bench_node p ON p.nid = e.dst
               WHERE e.src = i.nid AND e.type = 'OPENED_BY' LIMIT 1),
    'assignees', COALESCE((SELECT jsonb_agg(p.props) FROM bench_edge e JOIN bench_node p ON p.nid = e.dst
                           WHERE e.src = i.nid AND e.type = 'ASSIGNED_TO'), '[]'),
    'topics', COALESCE((SELECT jsonb_agg(t.props) FROM bench_edge e JOIN bench_node t ON t.nid = e.dst
                        WHERE e.src = i.nid AND e.type = 'TAGGED'), '[]'),
    'comments', COALESCE((SELECT jsonb_agg(c.props) FROM bench_edge e JOIN bench_node c ON c.nid = e.src
                          WHERE e.dst = i.nid AND e.type = 'ON'), '[]'))
FROM bench_node i
WHERE (i.props ->> 'id') = :issueId AND i.labels @> '["Issue"]';

-- name: read-issue-thread
SELECT jsonb_build_object(
    'issue', i.props,
    'comments', COALESCE((
        SELECT jsonb_agg(jsonb_build_object(
            'comment', c.props,
            'author', (SELECT p.props FROM bench_edge w JOIN bench_node p ON p.nid = w.dst
                       WHERE w.src = c.nid AND w.type = 'WRITTEN_BY' LIMIT 1)))
        FROM bench_edge e JOIN bench_node c ON c.nid = e.src
        WHERE e.dst = i.nid AND e.type = 'ON'), '[]'))
FROM bench_node i
WHERE (i.props ->> 'id') = :issueId AND i.labels @> '["Issue"]';

-- name: read-repo-overview
SELECT jsonb_build_object(
    'repo', r.props,
    'owner', (SELECT o.props FROM bench_edge e JOIN bench_node o ON o.nid = e.dst
              WHERE e.src = r.nid AND e.type = 'OWNED_BY' LIMIT 1),
    'dependencies', COALESCE((SELECT jsonb_agg(d.props) FROM bench_edge e JOIN bench_node d ON d.nid = e.dst
                              WHERE e.src = r.nid AND e.type = 'DEPENDS_ON'), '[]'),
    'issueCount', (SELECT COUNT(*) FROM bench_edge e WHERE e.dst = r.nid AND e.type = 'IN_REPO'))
FROM bench_node r
WHERE (r.props ->> 'id') = :repoId AND r.labels @> '["Repo"]';

-- name: read-person-network
-- The orgs are found from the edges alone: the people followed are never read.
SELECT jsonb_build_object(
    'person', p.props,
    'orgsOfFollowed', COALESCE((
        SELECT jsonb_agg(o.props) FROM bench_node o
        WHERE o.nid IN (SELECT m.dst FROM bench_edge f
                        JOIN bench_edge m ON m.src = f.dst AND m.type = 'MEMBER_OF'
                        WHERE f.src = p.nid AND f.type = 'FOLLOWS')), '[]'))
FROM bench_node p
WHERE (p.props ->> 'id') = :personId AND p.labels @> '["Person"]';

-- name: read-open-issues-of-repo
-- Through the partial index on repoId, one JSON array of every open issue of the repo.
SELECT COALESCE(jsonb_agg(props), '[]') FROM bench_node
WHERE (props ->> 'repoId') = :repoId AND (props ->> 'state') = 'open' AND labels @> '["Issue"]';

-- name: count-issues-by-properties
SELECT COUNT(*) FROM bench_node
WHERE labels @> '["Issue"]' AND (props ->> 'state') = :state AND (props -> 'priority') = to_jsonb(:priority::bigint);

-- name: count-comments
SELECT COUNT(*) FROM bench_node WHERE labels @> '["Comment"]';
