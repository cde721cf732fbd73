-- The storage of the write-up: one row per node with its labels (a JSON array such as ["Person"])
-- and properties (a JSON object), one row per relationship. nid, src and dst are node ordinals.
-- The schema runs statements by prefix, in file order: create-* before the load, after-load-* after
-- it, drop-* to remove everything. The loader runs empty-*, copy-* and count-*.
--
-- Every index is built after COPY: sorting the loaded rows once is three times faster than
-- updating five indexes row by row (scale factor 1: 15 s against 46 s, load and indexes together).
--
-- Each COPY runs in the transaction that empties its table, so that it may FREEZE: rows are written
-- frozen and their pages all-visible, so index-only scans never visit the table, no VACUUM is
-- needed after the load, and the first queries do not write hint bits.

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

-- name: after-load-node-key
ALTER TABLE bench_node ADD CONSTRAINT bench_node_pkey PRIMARY KEY (nid);

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

-- name: drop-tables
DROP TABLE IF EXISTS bench_edge, bench_node;

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
