// What holds the benchmark graph in Neo4j. Schema.create runs every constraint-* and index-*
// statement in file order, then waits for the indexes. Every name starts with bench_, so that
// drop removes what the benchmark made and nothing else.

// name: constraint-Org
CREATE CONSTRAINT bench_org_id IF NOT EXISTS FOR (n:Org) REQUIRE n.id IS UNIQUE

// name: constraint-Person
CREATE CONSTRAINT bench_person_id IF NOT EXISTS FOR (n:Person) REQUIRE n.id IS UNIQUE

// name: constraint-Repo
CREATE CONSTRAINT bench_repo_id IF NOT EXISTS FOR (n:Repo) REQUIRE n.id IS UNIQUE

// name: constraint-Topic
CREATE CONSTRAINT bench_topic_id IF NOT EXISTS FOR (n:Topic) REQUIRE n.id IS UNIQUE

// name: constraint-Issue
CREATE CONSTRAINT bench_issue_id IF NOT EXISTS FOR (n:Issue) REQUIRE n.id IS UNIQUE

// name: constraint-Comment
CREATE CONSTRAINT bench_comment_id IF NOT EXISTS FOR (n:Comment) REQUIRE n.id IS UNIQUE

// name: index-Issue-repoId
CREATE INDEX bench_issue_repo_id IF NOT EXISTS FOR (n:Issue) ON (n.repoId)

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

// name: drop-constraint
DROP CONSTRAINT $name IF EXISTS

// name: drop-index
DROP INDEX $name IF EXISTS

// name: delete-relationships
MATCH (:Org|Person|Repo|Topic|Issue|Comment)-[r]->()
CALL (r) {
  DELETE r
} IN TRANSACTIONS OF 10000 ROWS

// name: delete-nodes
MATCH (n:Org|Person|Repo|Topic|Issue|Comment)
CALL (n) {
  DETACH DELETE n
} IN TRANSACTIONS OF 10000 ROWS
