// The bulk load: one statement per label and per relationship type, since Cypher takes neither
// as a parameter. Each runs once per batch with $rows, a list of maps: a node's properties, or
// a relationship's src and dst ids, which find both ends through the range index on each label's id.
//
// A property graph's (GraphSchema.PROPERTY): its names are the user's, written in backticks, so its
// statements are made from those at the end, {labels}, {label}, {type}, {from} and {to} replaced by ":`Name`".

// name: nodes-Org
UNWIND $rows AS row
CREATE (n:Org) SET n = row

// name: nodes-Person
UNWIND $rows AS row
CREATE (n:Person) SET n = row

// name: nodes-Repo
UNWIND $rows AS row
CREATE (n:Repo) SET n = row

// name: nodes-Topic
UNWIND $rows AS row
CREATE (n:Topic) SET n = row

// name: nodes-Issue
UNWIND $rows AS row
CREATE (n:Issue) SET n = row

// name: nodes-Comment
UNWIND $rows AS row
CREATE (n:Comment) SET n = row

// name: nodes-Node
// The one label of a graph of any other kind (a SNAP edge list, a Kronecker graph).
UNWIND $rows AS row
CREATE (n:Node) SET n = row

// name: relationships-MEMBER_OF
UNWIND $rows AS row
MATCH (src:Person {id: row.src})
MATCH (dst:Org {id: row.dst})
CREATE (src)-[:MEMBER_OF]->(dst)

// name: relationships-FOLLOWS
UNWIND $rows AS row
MATCH (src:Person {id: row.src})
MATCH (dst:Person {id: row.dst})
CREATE (src)-[:FOLLOWS]->(dst)

// name: relationships-OWNED_BY
UNWIND $rows AS row
MATCH (src:Repo {id: row.src})
MATCH (dst:Org {id: row.dst})
CREATE (src)-[:OWNED_BY]->(dst)

// name: relationships-DEPENDS_ON
UNWIND $rows AS row
MATCH (src:Repo {id: row.src})
MATCH (dst:Repo {id: row.dst})
CREATE (src)-[:DEPENDS_ON]->(dst)

// name: relationships-IN_REPO
UNWIND $rows AS row
MATCH (src:Issue {id: row.src})
MATCH (dst:Repo {id: row.dst})
CREATE (src)-[:IN_REPO]->(dst)

// name: relationships-OPENED_BY
UNWIND $rows AS row
MATCH (src:Issue {id: row.src})
MATCH (dst:Person {id: row.dst})
CREATE (src)-[:OPENED_BY]->(dst)

// name: relationships-ASSIGNED_TO
UNWIND $rows AS row
MATCH (src:Issue {id: row.src})
MATCH (dst:Person {id: row.dst})
CREATE (src)-[:ASSIGNED_TO]->(dst)

// name: relationships-TAGGED
UNWIND $rows AS row
MATCH (src:Issue {id: row.src})
MATCH (dst:Topic {id: row.dst})
CREATE (src)-[:TAGGED]->(dst)

// name: relationships-ON
UNWIND $rows AS row
MATCH (src:Comment {id: row.src})
MATCH (dst:Issue {id: row.dst})
CREATE (src)-[:ON]->(dst)

// name: relationships-WRITTEN_BY
UNWIND $rows AS row
MATCH (src:Comment {id: row.src})
MATCH (dst:Person {id: row.dst})
CREATE (src)-[:WRITTEN_BY]->(dst)

// name: relationships-LINK
UNWIND $rows AS row
MATCH (src:Node {id: row.src})
MATCH (dst:Node {id: row.dst})
CREATE (src)-[:LINK]->(dst)

// name: counts
// What the graph holds, per label and per type: FalkorDB counts a label or a type from its matrix.
MATCH (n:Org) RETURN 'node' AS kind, 'Org' AS name, count(n) AS count
UNION ALL MATCH (n:Person) RETURN 'node' AS kind, 'Person' AS name, count(n) AS count
UNION ALL MATCH (n:Repo) RETURN 'node' AS kind, 'Repo' AS name, count(n) AS count
UNION ALL MATCH (n:Topic) RETURN 'node' AS kind, 'Topic' AS name, count(n) AS count
UNION ALL MATCH (n:Issue) RETURN 'node' AS kind, 'Issue' AS name, count(n) AS count
UNION ALL MATCH (n:Comment) RETURN 'node' AS kind, 'Comment' AS name, count(n) AS count
UNION ALL MATCH (n:Node) RETURN 'node' AS kind, 'Node' AS name, count(n) AS count
UNION ALL MATCH ()-[r:MEMBER_OF]->() RETURN 'relationship' AS kind, 'MEMBER_OF' AS name, count(r) AS count
UNION ALL MATCH ()-[r:FOLLOWS]->() RETURN 'relationship' AS kind, 'FOLLOWS' AS name, count(r) AS count
UNION ALL MATCH ()-[r:OWNED_BY]->() RETURN 'relationship' AS kind, 'OWNED_BY' AS name, count(r) AS count
UNION ALL MATCH ()-[r:DEPENDS_ON]->() RETURN 'relationship' AS kind, 'DEPENDS_ON' AS name, count(r) AS count
UNION ALL MATCH ()-[r:IN_REPO]->() RETURN 'relationship' AS kind, 'IN_REPO' AS name, count(r) AS count
UNION ALL MATCH ()-[r:OPENED_BY]->() RETURN 'relationship' AS kind, 'OPENED_BY' AS name, count(r) AS count
UNION ALL MATCH ()-[r:ASSIGNED_TO]->() RETURN 'relationship' AS kind, 'ASSIGNED_TO' AS name, count(r) AS count
UNION ALL MATCH ()-[r:TAGGED]->() RETURN 'relationship' AS kind, 'TAGGED' AS name, count(r) AS count
UNION ALL MATCH ()-[r:ON]->() RETURN 'relationship' AS kind, 'ON' AS name, count(r) AS count
UNION ALL MATCH ()-[r:WRITTEN_BY]->() RETURN 'relationship' AS kind, 'WRITTEN_BY' AS name, count(r) AS count
UNION ALL MATCH ()-[r:LINK]->() RETURN 'relationship' AS kind, 'LINK' AS name, count(r) AS count

// name: nodes-of-labels
UNWIND $rows AS row
CREATE (n{labels}) SET n = row

// name: relationships-of-type
UNWIND $rows AS row
MATCH (src{from} {id: row.src})
MATCH (dst{to} {id: row.dst})
CREATE (src)-[r{type}]->(dst) SET r = row.properties

// name: count-label
MATCH (n{label}) RETURN count(n) AS count

// name: count-type
MATCH ()-[r{type}]->() RETURN count(r) AS count

// name: temporal-nodes
// FalkorDB's loads take no date or datetime: they arrive as text, which these make temporal values, once
// every node (or relationship) is loaded, with date() or localdatetime(). A node of several labels is
// matched under each, so a value already made temporal is left as it is.
MATCH (n{label}) WHERE typeOf(n.{property}) = 'String'
SET n.{property} = {function}(n.{property})

// name: temporal-nodes-arrays
MATCH (n{label}) WHERE typeOf(n.{property}[0]) = 'String'
SET n.{property} = [value IN n.{property} | {function}(value)]

// name: temporal-relationships
MATCH ()-[r{type}]->() WHERE typeOf(r.{property}) = 'String'
SET r.{property} = {function}(r.{property})

// name: temporal-relationships-arrays
MATCH ()-[r{type}]->() WHERE typeOf(r.{property}[0]) = 'String'
SET r.{property} = [value IN r.{property} | {function}(value)]
