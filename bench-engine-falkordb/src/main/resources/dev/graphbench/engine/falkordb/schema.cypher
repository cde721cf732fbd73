// What holds the benchmark graph in FalkorDB besides the graph key itself. Schema.create runs every
// index-* statement in file order; with BENCH_FALKORDB_CONSTRAINTS=true it then makes a unique
// constraint over each label's id (GRAPH.CONSTRAINT, a command, not Cypher) and waits for them.

// name: index-Org
CREATE INDEX FOR (n:Org) ON (n.id)

// name: index-Person
CREATE INDEX FOR (n:Person) ON (n.id)

// name: index-Repo
CREATE INDEX FOR (n:Repo) ON (n.id)

// name: index-Topic
CREATE INDEX FOR (n:Topic) ON (n.id)

// name: index-Issue
CREATE INDEX FOR (n:Issue) ON (n.id)

// name: index-Comment
CREATE INDEX FOR (n:Comment) ON (n.id)

// name: index-Issue-repoId
CREATE INDEX FOR (n:Issue) ON (n.repoId)

// name: constraints
CALL db.constraints() YIELD label, status
RETURN label, status
