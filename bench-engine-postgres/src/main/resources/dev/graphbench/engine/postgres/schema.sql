-- The storage of the write-up: one row per node with its labels (a JSON array such as ["Person"])
-- and properties (a JSON object), one row per relationship. nid, src and dst are node ordinals.
-- The schema runs statements by prefix, in file order: create-* before the load, after-load-* after
-- it, after-writes-* once the write phase's objects are deleted, drop-* to remove everything. The
-- loader runs empty-*, copy-* and count-*.
--
-- Every index is built after COPY: sorting the loaded rows once is three times faster than
-- updating five indexes row by row (scale factor 1: 15 s against 46 s, load and indexes together).
--
-- Each COPY runs in the transaction that empties its table, so that it may FREEZE: rows are written
-- frozen and their pages all-visible, so index-only scans never visit the table, no VACUUM is
-- needed after the load, and the first queries do not write hint bits.
--
-- The object store writes through two functions installed here, so that a save or a delete is one
-- statement and one round trip, and one transaction: bench_save takes a change set as jsonb (its
-- shape is described in bench-sql's JsonSqlDialect), bench_delete the label and ids of the nodes to
-- remove. Nodes they create take their nid from bench_node_nid, which afterLoad moves past the
-- loaded ordinals.
--
-- A property graph's tables (GraphSchema.PROPERTY) in place of the two below: a table per label and per
-- relationship type, made from the property-* statements at the end (PropertySchema), {table} a table's name (bench-sql's SqlNames),
-- {columns} its columns after the first, each written ",\n    name type", {comment} what the table holds,
-- as a string literal: drop finds the tables by it. Keys and indexes are built after the load, as below.

-- name: create-node-table
CREATE TABLE bench_node (
    nid bigint NOT NULL,
    labels jsonb NOT NULL,
    props jsonb NOT NULL
);

-- name: create-edge-table
CREATE TABLE bench_edge (
    src bigint NOT NULL,
    dst bigint NOT NULL,
    type text COLLATE "C" NOT NULL
);

-- name: create-node-numbers
CREATE SEQUENCE bench_node_nid MINVALUE 0 OWNED BY bench_node.nid;

-- name: create-save-function
CREATE FUNCTION bench_save(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    culprit record;
    anchors bigint[];
    anchor_types text[];
    anchor_outgoing boolean[];
    anchor_labels jsonb[];
    wanted_src bigint[];
    wanted_dst bigint[];
    wanted_type text[];
BEGIN
    -- Ids are unique across the graph: an id held by a node of other labels refuses the change set.
    SELECT x.position - 1 AS position, n.labels INTO culprit
    FROM jsonb_array_elements(changes -> 'nodes') WITH ORDINALITY AS x(node, position)
    JOIN bench_node n ON (n.props ->> 'id') = (x.node ->> 'id')
    WHERE NOT n.labels @> (x.node -> 'labels')
    LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'GB002', MESSAGE = culprit.position, DETAIL = culprit.labels;
    END IF;

    -- The class's properties are set, its null ones removed, others kept; an unchanged node is not rewritten.
    UPDATE bench_node n SET props = jsonb_strip_nulls(n.props || (x.node -> 'props'))
    FROM jsonb_array_elements(changes -> 'nodes') AS x(node)
    WHERE (n.props ->> 'id') = (x.node ->> 'id')
      AND n.props IS DISTINCT FROM jsonb_strip_nulls(n.props || (x.node -> 'props'));

    INSERT INTO bench_node (nid, labels, props)
    SELECT nextval('bench_node_nid'), x.node -> 'labels', jsonb_strip_nulls(x.node -> 'props')
    FROM jsonb_array_elements(changes -> 'nodes') AS x(node)
    WHERE NOT EXISTS (SELECT FROM bench_node n WHERE (n.props ->> 'id') = (x.node ->> 'id'));

    -- A related node given by its id alone must exist by now.
    SELECT x.position - 1 AS position INTO culprit
    FROM jsonb_array_elements(changes -> 'references') WITH ORDINALITY AS x(reference, position)
    WHERE NOT EXISTS (SELECT FROM bench_node n
                      WHERE (n.props ->> 'id') = (x.reference ->> 'id') AND n.labels @> (x.reference -> 'labels'))
    LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'GB001', MESSAGE = culprit.position;
    END IF;

    -- Each link names an anchor, a type, a direction and the labels of the far end: the anchor's
    -- relationships of that kind become exactly those to the link's targets.
    SELECT array_agg(a.nid), array_agg(x.link ->> 'type'), array_agg((x.link ->> 'outgoing')::boolean),
           array_agg(x.link -> 'labels')
    INTO anchors, anchor_types, anchor_outgoing, anchor_labels
    FROM jsonb_array_elements(changes -> 'links') AS x(link)
    JOIN bench_node a ON (a.props ->> 'id') = (x.link ->> 'anchor');

    SELECT array_agg(CASE WHEN (x.link ->> 'outgoing')::boolean THEN a.nid ELSE t.nid END),
           array_agg(CASE WHEN (x.link ->> 'outgoing')::boolean THEN t.nid ELSE a.nid END),
           array_agg(x.link ->> 'type')
    INTO wanted_src, wanted_dst, wanted_type
    FROM jsonb_array_elements(changes -> 'links') AS x(link)
    JOIN bench_node a ON (a.props ->> 'id') = (x.link ->> 'anchor')
    CROSS JOIN LATERAL jsonb_array_elements_text(x.link -> 'targets') AS target(id)
    JOIN bench_node t ON (t.props ->> 'id') = target.id;

    DELETE FROM bench_edge e
    USING unnest(anchors, anchor_types, anchor_outgoing, anchor_labels) AS g(anchor, type, outgoing, labels),
          bench_node far
    WHERE g.outgoing AND e.src = g.anchor AND e.type = g.type AND far.nid = e.dst AND far.labels @> g.labels
      AND (e.src, e.dst, e.type) NOT IN (SELECT * FROM unnest(wanted_src, wanted_dst, wanted_type));

    DELETE FROM bench_edge e
    USING unnest(anchors, anchor_types, anchor_outgoing, anchor_labels) AS g(anchor, type, outgoing, labels),
          bench_node far
    WHERE NOT g.outgoing AND e.dst = g.anchor AND e.type = g.type AND far.nid = e.src AND far.labels @> g.labels
      AND (e.src, e.dst, e.type) NOT IN (SELECT * FROM unnest(wanted_src, wanted_dst, wanted_type));

    INSERT INTO bench_edge (src, dst, type)
    SELECT DISTINCT w.src, w.dst, w.type
    FROM unnest(wanted_src, wanted_dst, wanted_type) AS w(src, dst, type)
    WHERE NOT EXISTS (SELECT FROM bench_edge e WHERE e.src = w.src AND e.dst = w.dst AND e.type = w.type);
END
$$;

-- name: create-delete-function
CREATE FUNCTION bench_delete(request jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    doomed bigint[];
BEGIN
    WITH deleted AS (
        DELETE FROM bench_node n
        USING jsonb_array_elements_text(request -> 'ids') AS x(id)
        WHERE (n.props ->> 'id') = x.id AND n.labels @> (request -> 'labels')
        RETURNING n.nid
    )
    SELECT array_agg(nid) INTO doomed FROM deleted;
    DELETE FROM bench_edge WHERE src = ANY (doomed);
    DELETE FROM bench_edge WHERE dst = ANY (doomed);
    RETURN coalesce(cardinality(doomed), 0);
END
$$;

-- name: create-reach-function
-- How many distinct nodes 1 to hops LINK relationships lead to from the node numbered start, the start
-- not counted, 0 when start is null: a breadth-first search that keeps each node once, whatever the depth
-- (queries.sql's reach says why). A node's flag is seen[nid], nid being its ordinal (0, 1, 2, ... as
-- loaded): PL/pgSQL reads and sets an array's element in place, where a set of the nodes seen handed to
-- each level's SQL would be copied, or hashed, again at every level (a 30,000-node cycle walked whole:
-- 0.50 s this way, 65 s with a hashed anti-join a level). Each level reads the relationships out of the
-- level before through bench_edge_out, and the walk stops at a level that reaches nothing new.
CREATE FUNCTION bench_reach(start bigint, hops bigint) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
    seen boolean[];
    frontier bigint[];
    next_level bigint[];
    reached bigint;
    depth bigint := 0;
    total bigint := 0;
BEGIN
    IF start IS NULL THEN
        RETURN 0;
    END IF;
    seen := array_fill(false, ARRAY[(SELECT max(nid) + 1 FROM bench_node)::integer], ARRAY[0]);
    seen[start] := true;
    frontier := ARRAY[start];
    WHILE depth < hops AND cardinality(frontier) > 0 LOOP
        depth := depth + 1;
        next_level := '{}';
        FOR reached IN SELECT e.dst FROM bench_edge e WHERE e.src = ANY (frontier) AND e.type = 'LINK' LOOP
            IF NOT seen[reached] THEN
                seen[reached] := true;
                next_level := next_level || reached;
            END IF;
        END LOOP;
        total := total + cardinality(next_level);
        frontier := next_level;
    END LOOP;
    RETURN total;
END
$$;

-- name: after-load-node-key
ALTER TABLE bench_node ADD CONSTRAINT bench_node_pkey PRIMARY KEY (nid);

-- name: after-load-node-numbers
-- Nodes the object store creates are numbered on from the loaded ones.
SELECT setval('bench_node_nid', (SELECT COALESCE(MAX(nid), -1) + 1 FROM bench_node), false);

-- name: after-load-node-id
CREATE UNIQUE INDEX bench_node_id ON bench_node ((props ->> 'id'));

-- name: after-load-issue-repo
CREATE INDEX bench_issue_repo ON bench_node ((props ->> 'repoId')) WHERE labels @> '["Issue"]';

-- name: after-load-edge-out
CREATE INDEX bench_edge_out ON bench_edge (src, type) INCLUDE (dst);

-- name: after-load-edge-in
CREATE INDEX bench_edge_in ON bench_edge (dst, type) INCLUDE (src);

-- name: after-load-state-statistics
-- Without statistics on the expression the planner expects a group per issue, not two, and
-- sorts 250,000 rows to count issues by state (280 ms against 110 ms at scale factor 1).
CREATE STATISTICS bench_issue_state ON (props ->> 'state') FROM bench_node;

-- name: after-load-analyze
ANALYZE bench_node, bench_edge;

-- name: after-writes-vacuum
-- The write phase leaves as many dead rows as it wrote (about 700,000 at any scale factor).
-- Left to autovacuum, they made the hops phase that follows at scale factor 1 cost 2.8 ms a call
-- before its first path, against 0.46 ms once vacuumed (1.5 s). Pages COPY froze and the writes
-- never touched are skipped.
VACUUM (ANALYZE) bench_node, bench_edge;

-- name: drop-tables
-- The node numbers' sequence belongs to bench_node and goes with it.
DROP TABLE IF EXISTS bench_edge, bench_node;

-- name: drop-functions
DROP FUNCTION IF EXISTS bench_save(jsonb), bench_delete(jsonb), bench_reach(bigint, bigint);

-- name: empty-nodes
TRUNCATE bench_node;

-- name: copy-nodes
COPY bench_node (nid, labels, props) FROM STDIN WITH (FREEZE);

-- name: empty-edges
TRUNCATE bench_edge;

-- name: copy-edges
COPY bench_edge (src, dst, type) FROM STDIN WITH (FREEZE);

-- name: count-nodes
SELECT label, COUNT(*) FROM bench_node, jsonb_array_elements_text(labels) AS label GROUP BY label;

-- name: count-edges
SELECT type, COUNT(*) FROM bench_edge GROUP BY type;

-- name: property-node-table
CREATE TABLE {table} (
    id text NOT NULL{columns}
)

-- name: property-edge-table
CREATE TABLE {table} (
    source text NOT NULL,
    target text NOT NULL{columns}
)

-- name: property-comment
COMMENT ON TABLE {table} IS {comment}

-- name: property-node-key
ALTER TABLE {table} ADD PRIMARY KEY (id)

-- name: property-edge-source
CREATE INDEX ON {table} (source)

-- name: property-edge-target
CREATE INDEX ON {table} (target)

-- name: property-index
-- A workload folder's index, named after the label's table and the property's column, over the loaded rows.
CREATE INDEX IF NOT EXISTS {index} ON {table} ({column})

-- name: property-analyze
ANALYZE {table}

-- name: property-tables
-- The tables a property graph's load made, by their comment, in the schema the connection uses.
SELECT c.relname FROM pg_class c
JOIN pg_description d ON d.objoid = c.oid AND d.classoid = 'pg_class'::regclass AND d.objsubid = 0
WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace AND d.description LIKE 'graph-bench %'

-- name: property-drop
DROP TABLE IF EXISTS {table}

-- name: property-empty
TRUNCATE {table}

-- name: property-copy
COPY {table} ({columns}) FROM STDIN WITH (FREEZE)

-- name: property-count
SELECT count(*) FROM {table}
