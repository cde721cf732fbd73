// What holds the benchmark graph in FalkorDB besides the graph key itself. Schema.create runs
// id-index once for each label of the graph, {label} replaced by the label's name (an identifier), then,
// on the generated graph, every index-* statement in file order, and waits until pending-indexes is 0; with
// BENCH_FALKORDB_CONSTRAINTS=true it then makes a unique constraint over each label's id
// (GRAPH.CONSTRAINT, a command, not Cypher) and waits for them. Schema.afterWrites waits on
// deleted-nodes.

// name: id-index
CREATE INDEX FOR (n:{label}) ON (n.id)

// name: index-Issue-repoId
CREATE INDEX FOR (n:Issue) ON (n.repoId)

// name: property-index
// A workload folder's index (--indexes), its label and property written as id-index writes a name;
// created unless indexed finds it, then waited for with pending-indexes.
CREATE INDEX FOR (n:{label}) ON (n.{property})

// name: indexed
CALL db.indexes() YIELD label, properties
RETURN label, properties

// name: pending-indexes
CALL db.indexes() YIELD status
RETURN count(CASE WHEN status <> 'OPERATIONAL' THEN 1 END) AS pending

// name: constraints
CALL db.constraints() YIELD label, status
RETURN label, status

// name: deleted-nodes
// How many deleted nodes each index still holds entries of: what it holds beyond an entry for each
// indexed property of each of its nodes, which its garbage collector has not taken out yet.
CALL db.indexes() YIELD label, properties, info
RETURN label, (info.numRecords - size(properties) * info.numDocuments) / size(properties) AS deleted
