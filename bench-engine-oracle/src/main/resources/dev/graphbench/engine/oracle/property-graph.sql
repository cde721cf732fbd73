-- A property graph's tables (GraphSchema.PROPERTY) in Oracle Database 23ai, in place of schema.sql's two:
-- a table per label and per relationship type, and the SQL property graph bench_graph over them, in which
-- each table is a vertex or edge table labelled with its label's or type's name, its columns the graph's
-- properties by their names. OraclePropertySchema makes the statements from these: {table} a table's name
-- (bench-sql's SqlNames), {columns} its columns after the first, each written ",\n    name type",
-- {comment} what the table holds, as a string literal (drop finds the tables by it). Keys, indexes and
-- statistics are built after the load, as schema.sql's are; the graph before it, so that a user without
-- the privilege to create one learns so before the load. The loader runs insert and count.

-- name: node-table
CREATE TABLE {table} (
    id VARCHAR2(4000) NOT NULL{columns}
)

-- name: edge-table
CREATE TABLE {table} (
    source VARCHAR2(4000) NOT NULL,
    target VARCHAR2(4000) NOT NULL{columns}
)

-- name: comment
COMMENT ON TABLE {table} IS {comment}

-- name: graph
-- Metadata only, as schema.sql's graph: its keys are trusted, not enforced (an edge's ends and all).
CREATE PROPERTY GRAPH bench_graph
    VERTEX TABLES ({vertices})
    EDGE TABLES ({edges})

-- name: index
-- A workload folder's index, named after the label's table and the property's column; Oracle gathers
-- its statistics as it builds it over the loaded rows.
CREATE INDEX IF NOT EXISTS {index} ON {table} ({column})

-- name: node-key
ALTER TABLE {table} ADD CONSTRAINT {table}_pk PRIMARY KEY (id)

-- name: edge-source
CREATE INDEX {table}_source ON {table} (source)

-- name: edge-target
CREATE INDEX {table}_target ON {table} (target)

-- name: statistics
CALL DBMS_STATS.GATHER_TABLE_STATS(USER, {upper})

-- name: tables
SELECT table_name FROM user_tab_comments WHERE table_type = 'TABLE' AND comments LIKE 'graph-bench %'

-- name: drop-table
DROP TABLE IF EXISTS {table} PURGE

-- name: insert
INSERT INTO {table} ({columns}) VALUES ({values})

-- name: count
SELECT COUNT(*) FROM {table}
