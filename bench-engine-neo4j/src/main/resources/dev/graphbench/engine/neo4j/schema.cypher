// What holds the benchmark graph in Neo4j. Schema.create runs id-constraint once for each label of
// the graph, {label} replaced by the label's name and {name} by bench_<label>_id (each in backticks for
// a property graph, whose names are the user's), then, on the generated graph, every index-* statement in
// file order, then waits for the indexes. Every name starts with bench_, so that drop removes what the
// benchmark made and nothing else, and a property graph's nodes by the labels of its constraints.

// name: id-constraint
CREATE CONSTRAINT {name} IF NOT EXISTS FOR (n:{label}) REQUIRE n.id IS UNIQUE

// name: index-Issue-repoId
CREATE INDEX bench_issue_repo_id IF NOT EXISTS FOR (n:Issue) ON (n.repoId)

// name: property-index
// A workload folder's index (--indexes), named bench_<label>_<property>, its label and property written
// as id-constraint writes a name, then waited for with await-indexes.
CREATE INDEX {name} IF NOT EXISTS FOR (n:{label}) ON (n.{property})

// name: await-indexes
CALL db.awaitIndexes($seconds)

// name: resample-indexes
CALL db.resampleOutdatedIndexes()

// name: benchmark-constraints
SHOW CONSTRAINTS YIELD name WHERE name STARTS WITH 'bench_'
RETURN name

// name: benchmark-indexes
SHOW INDEXES YIELD name, owningConstraint WHERE name STARTS WITH 'bench_' AND owningConstraint IS NULL
RETURN name

// name: benchmark-constraint-labels
SHOW CONSTRAINTS YIELD name, labelsOrTypes WHERE name STARTS WITH 'bench_'
RETURN labelsOrTypes

// name: drop-constraint
DROP CONSTRAINT $name IF EXISTS

// name: drop-index
DROP INDEX $name IF EXISTS

// name: delete-relationships
MATCH (:Org|Person|Repo|Topic|Issue|Comment|Node)-[r]->()
CALL (r) {
  DELETE r
} IN TRANSACTIONS OF 10000 ROWS

// name: delete-nodes
MATCH (n:Org|Person|Repo|Topic|Issue|Comment|Node)
CALL (n) {
  DETACH DELETE n
} IN TRANSACTIONS OF 10000 ROWS

// name: delete-nodes-of-label
// A property graph's nodes, a label at a time ({label} in backticks), their relationships with them.
MATCH (n:{label})
CALL (n) {
  DETACH DELETE n
} IN TRANSACTIONS OF 10000 ROWS
