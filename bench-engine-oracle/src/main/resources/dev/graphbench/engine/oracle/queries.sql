-- The benchmark's hand-written queries for Oracle Database 23ai, one statement each: the traversals
-- and the hops count in SQL/PGQ, GRAPH_TABLE over the property graph bench_graph, whose vertices are
-- the rows of bench_node(nid, labels, props) and whose edges are the rows of bench_edge(src, dst,
-- type) (see schema.sql); the whole-graph queries and the object store's reads written by hand in
-- plain SQL over the same two tables. :name is a bound parameter. A node is found by its id through
-- the function-based index on JSON_VALUE(props, '$.id'); a hop follows the indexes on (src, type,
-- dst) and (dst, type, src), which hold the far end, so it reads an index only.
--
-- Every GRAPH_TABLE pattern finds its start node first, with a subquery outside the pattern that
-- names it by its key, and never tests the start node's JSON properties inside the pattern. Oracle
-- Free 23.26 drops such a test by join elimination when the pattern reads nothing else of that node:
-- the count of one person's followers becomes a count of every FOLLOWS in the graph, and with the id
-- bound as a parameter the server process ends (ORA-07445 in kkocfbMarkBindFroCB; the write-up's
-- "The bugs" section has both statements). A test of the start node's key, outside the pattern,
-- leaves nothing of that node for the optimizer to drop.
--
-- A pattern matches walks: one relationship may appear twice in a path (hops counts them).
-- Ties are broken by id in code point order: every session of the engine sorts and compares BINARY.
--
-- After them, the object store's reads written by hand (read-*, count-*): the same JSON documents
-- the object store's compiled statements return for the same argument (see bench-sql's ObjectSql),
-- one row of one column, or no row when the id names no node. They lean on what the dataset
-- guarantees and a mapper cannot know: each relationship type runs from one label to one label, so
-- the node at the far end is not tested for its label, and the middle node of a path is not read.

-- name: one-hop
-- The person is named by the subquery, outside the pattern: see the header.
SELECT COUNT(*) FROM GRAPH_TABLE (bench_graph
    MATCH (follower IS node) -[f IS edge WHERE f.type = 'FOLLOWS']-> (person IS node)
    COLUMNS (f.dst AS person_nid))
WHERE person_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :personId
                      AND JSON_EXISTS(labels, '$[*]?(@ == "Person")'));

-- name: two-hops
-- The person is named by the subquery, outside the pattern: see the header.
SELECT COUNT(DISTINCT reached) FROM GRAPH_TABLE (bench_graph
    MATCH (person IS node) -[f1 IS edge WHERE f1.type = 'FOLLOWS']-> (followed IS node)
          -[f2 IS edge WHERE f2.type = 'FOLLOWS']-> (x IS node)
    COLUMNS (f1.src AS person_nid, x.nid AS reached))
WHERE person_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :personId
                      AND JSON_EXISTS(labels, '$[*]?(@ == "Person")'));

-- name: three-hops
-- The person is named by the subquery, outside the pattern: see the header.
SELECT COUNT(DISTINCT reached) FROM GRAPH_TABLE (bench_graph
    MATCH (person IS node) -[f1 IS edge WHERE f1.type = 'FOLLOWS']-> (followed IS node)
          -[f2 IS edge WHERE f2.type = 'FOLLOWS']-> (further IS node)
          -[f3 IS edge WHERE f3.type = 'FOLLOWS']-> (x IS node)
    COLUMNS (f1.src AS person_nid, x.nid AS reached))
WHERE person_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :personId
                      AND JSON_EXISTS(labels, '$[*]?(@ == "Person")'));

-- name: dependencies
-- The repo is named by the subquery on its key, outside the pattern: see the header. The quantified
-- edge walks 1 to 4 DEPENDS_ON hops; each repo reached counts once, however many walks reach it.
SELECT COUNT(DISTINCT reached) FROM GRAPH_TABLE (bench_graph
    MATCH (repo IS node) -[d IS edge WHERE d.type = 'DEPENDS_ON']->{1,4} (x IS node)
    COLUMNS (repo.nid AS repo_nid, x.nid AS reached))
WHERE repo_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :repoId
                    AND JSON_EXISTS(labels, '$[*]?(@ == "Repo")'));

-- name: org-topics
-- The org is named by the subquery, outside the pattern: see the header. The test of an issue's
-- state stays in the pattern: the issue is not the start, and no index covers its state.
SELECT topic_id, COUNT(*) AS issues FROM GRAPH_TABLE (bench_graph
    MATCH (org IS node) <-[owned IS edge WHERE owned.type = 'OWNED_BY']- (repo IS node)
          <-[in_repo IS edge WHERE in_repo.type = 'IN_REPO']-
          (issue IS node WHERE JSON_VALUE(issue.props, '$.state') = 'open')
          -[tagged IS edge WHERE tagged.type = 'TAGGED']-> (topic IS node)
    COLUMNS (owned.dst AS org_nid, JSON_VALUE(topic.props, '$.id') AS topic_id))
WHERE org_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :orgId
                   AND JSON_EXISTS(labels, '$[*]?(@ == "Org")'))
GROUP BY topic_id
ORDER BY issues DESC, topic_id
FETCH FIRST 10 ROWS ONLY;

-- name: repo-commenters
-- The repo is named by the subquery, outside the pattern: see the header.
SELECT person_id, COUNT(*) AS comments FROM GRAPH_TABLE (bench_graph
    MATCH (repo IS node) <-[in_repo IS edge WHERE in_repo.type = 'IN_REPO']- (issue IS node)
          <-[on_issue IS edge WHERE on_issue.type = 'ON']- (remark IS node)
          -[written_by IS edge WHERE written_by.type = 'WRITTEN_BY']-> (person IS node)
    COLUMNS (in_repo.dst AS repo_nid, JSON_VALUE(person.props, '$.id') AS person_id))
WHERE repo_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :repoId
                    AND JSON_EXISTS(labels, '$[*]?(@ == "Repo")'))
GROUP BY person_id
ORDER BY comments DESC, person_id
FETCH FIRST 10 ROWS ONLY;

-- name: followed-repos
-- The person is named by the subquery, outside the pattern: see the header.
SELECT repo_id, COUNT(*) AS issues FROM GRAPH_TABLE (bench_graph
    MATCH (person IS node) -[follows IS edge WHERE follows.type = 'FOLLOWS']-> (followed IS node)
          <-[opened_by IS edge WHERE opened_by.type = 'OPENED_BY']- (issue IS node)
          -[in_repo IS edge WHERE in_repo.type = 'IN_REPO']-> (repo IS node)
    COLUMNS (follows.src AS person_nid, JSON_VALUE(repo.props, '$.id') AS repo_id))
WHERE person_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :personId
                      AND JSON_EXISTS(labels, '$[*]?(@ == "Person")'))
GROUP BY repo_id
ORDER BY issues DESC, repo_id
FETCH FIRST 10 ROWS ONLY;

-- name: issues-by-state
SELECT JSON_VALUE(props, '$.state') AS state, COUNT(*) AS issues
FROM bench_node
WHERE JSON_EXISTS(labels, '$[*]?(@ == "Issue")')
GROUP BY JSON_VALUE(props, '$.state')
ORDER BY state;

-- name: top-followed
-- Counting by dst before the join keeps the join to one row per person followed.
SELECT JSON_VALUE(p.props, '$.id') AS person_id, f.followers
FROM (SELECT dst, COUNT(*) AS followers FROM bench_edge WHERE type = 'FOLLOWS' GROUP BY dst) f
JOIN bench_node p ON p.nid = f.dst
ORDER BY f.followers DESC, person_id
FETCH FIRST 10 ROWS ONLY;

-- name: hops
-- Every path, not every person: COUNT(*) of the pattern's rows, each a walk, which may come back
-- over a relationship already walked (round a cycle of three people and out over its first
-- relationship again, at four hops). A pattern's length cannot be a parameter, so :hops picks one of
-- four patterns, and only the one picked runs: Oracle evaluates a CASE's branches lazily. The person
-- is named once, outside every pattern: see the header.
WITH person AS (
    SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :personId
      AND JSON_EXISTS(labels, '$[*]?(@ == "Person")')
)
SELECT CASE :hops
    WHEN 1 THEN (SELECT COUNT(*) FROM GRAPH_TABLE (bench_graph
                     MATCH (p IS node) -[e1 IS edge WHERE e1.type = 'FOLLOWS']-> (x IS node)
                     COLUMNS (e1.src AS person_nid))
                 WHERE person_nid = (SELECT nid FROM person))
    WHEN 2 THEN (SELECT COUNT(*) FROM GRAPH_TABLE (bench_graph
                     MATCH (p IS node) -[e1 IS edge WHERE e1.type = 'FOLLOWS']-> (x1 IS node)
                           -[e2 IS edge WHERE e2.type = 'FOLLOWS']-> (x IS node)
                     COLUMNS (e1.src AS person_nid))
                 WHERE person_nid = (SELECT nid FROM person))
    WHEN 3 THEN (SELECT COUNT(*) FROM GRAPH_TABLE (bench_graph
                     MATCH (p IS node) -[e1 IS edge WHERE e1.type = 'FOLLOWS']-> (x1 IS node)
                           -[e2 IS edge WHERE e2.type = 'FOLLOWS']-> (x2 IS node)
                           -[e3 IS edge WHERE e3.type = 'FOLLOWS']-> (x IS node)
                     COLUMNS (e1.src AS person_nid))
                 WHERE person_nid = (SELECT nid FROM person))
    WHEN 4 THEN (SELECT COUNT(*) FROM GRAPH_TABLE (bench_graph
                     MATCH (p IS node) -[e1 IS edge WHERE e1.type = 'FOLLOWS']-> (x1 IS node)
                           -[e2 IS edge WHERE e2.type = 'FOLLOWS']-> (x2 IS node)
                           -[e3 IS edge WHERE e3.type = 'FOLLOWS']-> (x3 IS node)
                           -[e4 IS edge WHERE e4.type = 'FOLLOWS']-> (x IS node)
                     COLUMNS (e1.src AS person_nid))
                 WHERE person_nid = (SELECT nid FROM person))
END AS paths
FROM DUAL;

-- name: reach
-- Distinct nodes, not paths: bench_reach (schema.sql), a breadth-first search of one SQL/PGQ query a
-- level that keeps each node once. A quantified pattern ({1,4}) enumerates the paths to each node, as a
-- recursive WITH does, which on a graph with cycles grows with the depth without end; and its upper
-- bound is at most 10 on 23ai's first releases. The start is named by the subquery on its key, outside
-- every pattern: see the header. Not measured here, where no Oracle runs.
SELECT bench_reach((SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :startId
                      AND JSON_EXISTS(labels, '$[*]?(@ == "Node")')), :hops) AS reached
FROM DUAL;

-- name: read-fragment
SELECT props FROM bench_node
WHERE JSON_VALUE(props, '$.id') = :personId AND JSON_EXISTS(labels, '$[*]?(@ == "Person")');

-- name: read-issue-detail
-- A document built as text is embedded as JSON only when said to be (FORMAT JSON); stored props are.
SELECT JSON_OBJECT(
    'issue' VALUE i.props,
    'repo' VALUE (SELECT r.props FROM bench_edge e JOIN bench_node r ON r.nid = e.dst
                  WHERE e.src = i.nid AND e.type = 'IN_REPO' FETCH FIRST 1 ROWS ONLY),
    'author' VALUE (SELECT p.props FROM bench_edge e JOIN bench_node p ON p.nid = e.dst
                    WHERE e.src = i.nid AND e.type = 'OPENED_BY' FETCH FIRST 1 ROWS ONLY),
    'assignees' VALUE (SELECT COALESCE(JSON_ARRAYAGG(p.props RETURNING CLOB), TO_CLOB('[]'))
                       FROM bench_edge e JOIN bench_node p ON p.nid = e.dst
                       WHERE e.src = i.nid AND e.type = 'ASSIGNED_TO') FORMAT JSON,
    'topics' VALUE (SELECT COALESCE(JSON_ARRAYAGG(t.props RETURNING CLOB), TO_CLOB('[]'))
                    FROM bench_edge e JOIN bench_node t ON t.nid = e.dst
                    WHERE e.src = i.nid AND e.type = 'TAGGED') FORMAT JSON,
    'comments' VALUE (SELECT COALESCE(JSON_ARRAYAGG(c.props RETURNING CLOB), TO_CLOB('[]'))
                      FROM bench_edge e JOIN bench_node c ON c.nid = e.src
                      WHERE e.dst = i.nid AND e.type = 'ON') FORMAT JSON
    RETURNING CLOB)
FROM bench_node i
WHERE JSON_VALUE(i.props, '$.id') = :issueId AND JSON_EXISTS(i.labels, '$[*]?(@ == "Issue")');

-- name: read-issue-thread
SELECT JSON_OBJECT(
    'issue' VALUE i.props,
    'comments' VALUE (
        SELECT COALESCE(JSON_ARRAYAGG(JSON_OBJECT(
                   'comment' VALUE c.props,
                   'author' VALUE (SELECT p.props FROM bench_edge w JOIN bench_node p ON p.nid = w.dst
                                   WHERE w.src = c.nid AND w.type = 'WRITTEN_BY' FETCH FIRST 1 ROWS ONLY)
                   RETURNING CLOB) FORMAT JSON RETURNING CLOB), TO_CLOB('[]'))
        FROM bench_edge e JOIN bench_node c ON c.nid = e.src
        WHERE e.dst = i.nid AND e.type = 'ON') FORMAT JSON
    RETURNING CLOB)
FROM bench_node i
WHERE JSON_VALUE(i.props, '$.id') = :issueId AND JSON_EXISTS(i.labels, '$[*]?(@ == "Issue")');

-- name: read-repo-overview
SELECT JSON_OBJECT(
    'repo' VALUE r.props,
    'owner' VALUE (SELECT o.props FROM bench_edge e JOIN bench_node o ON o.nid = e.dst
                   WHERE e.src = r.nid AND e.type = 'OWNED_BY' FETCH FIRST 1 ROWS ONLY),
    'dependencies' VALUE (SELECT COALESCE(JSON_ARRAYAGG(d.props RETURNING CLOB), TO_CLOB('[]'))
                          FROM bench_edge e JOIN bench_node d ON d.nid = e.dst
                          WHERE e.src = r.nid AND e.type = 'DEPENDS_ON') FORMAT JSON,
    'issueCount' VALUE (SELECT COUNT(*) FROM bench_edge e WHERE e.dst = r.nid AND e.type = 'IN_REPO')
    RETURNING CLOB)
FROM bench_node r
WHERE JSON_VALUE(r.props, '$.id') = :repoId AND JSON_EXISTS(r.labels, '$[*]?(@ == "Repo")');

-- name: read-person-network
-- The orgs are found from the edges alone: the people followed are never read.
SELECT JSON_OBJECT(
    'person' VALUE p.props,
    'orgsOfFollowed' VALUE (
        SELECT COALESCE(JSON_ARRAYAGG(o.props RETURNING CLOB), TO_CLOB('[]')) FROM bench_node o
        WHERE o.nid IN (SELECT m.dst FROM bench_edge f
                        JOIN bench_edge m ON m.src = f.dst AND m.type = 'MEMBER_OF'
                        WHERE f.src = p.nid AND f.type = 'FOLLOWS')) FORMAT JSON
    RETURNING CLOB)
FROM bench_node p
WHERE JSON_VALUE(p.props, '$.id') = :personId AND JSON_EXISTS(p.labels, '$[*]?(@ == "Person")');

-- name: read-open-issues-of-repo
-- Through the index on repoId, one JSON array of every open issue of the repo.
SELECT COALESCE(JSON_ARRAYAGG(props RETURNING CLOB), TO_CLOB('[]')) FROM bench_node
WHERE JSON_VALUE(props, '$.repoId') = :repoId AND JSON_VALUE(props, '$.state') = 'open'
  AND JSON_EXISTS(labels, '$[*]?(@ == "Issue")');

-- name: count-issues-by-properties
SELECT COUNT(*) FROM bench_node
WHERE JSON_EXISTS(labels, '$[*]?(@ == "Issue")') AND JSON_VALUE(props, '$.state') = :state
  AND JSON_VALUE(props, '$.priority' RETURNING NUMBER) = :priority;

-- name: count-comments
SELECT COUNT(*) FROM bench_node WHERE JSON_EXISTS(labels, '$[*]?(@ == "Comment")');
