// What the engine sends besides the queries: the loader's batches, the counts, the schema and the ping,
// Gremlin with bindings, sent as the queries are (see queries.groovy).
//
// A node arrives as a map of its properties with T.id (the node's id, so that g.V(id) finds it without an
// index) and T.label; a relationship as a map of T.label, Direction.OUT and Direction.IN, its ends' ids.
// mergeV and mergeE take each map as it comes (identity()): they find the ends by id. Each batch answers
// how many it wrote, which the loader checks.

// name: load-nodes
g.inject(nodes).unfold().mergeV(identity()).count()

// name: load-relationships
g.inject(relationships).unfold().mergeE(identity()).count()

// name: count-nodes
g.V().groupCount().by(label)

// name: count-relationships
g.E().groupCount().by(label)

// name: drop
// Edges go with their vertices. A server with millions of vertices drops them faster in batches.
g.V().drop()

// name: ping
g.inject(1)
