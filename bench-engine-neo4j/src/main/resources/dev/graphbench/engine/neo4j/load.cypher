// The load over Bolt: one statement per label and per relationship type, since Cypher takes
// neither as a parameter. Each runs once per batch with its rows as columns, one list per
// property, row i being element i of each: fewer and smaller values to send and decode than a
// map per row. A relationship batch holds each start node once, in $src, with the ids of its
// ends in the list at the same place in $dst: the start node is found once, and every end
// through the unique constraint's index.
//
// A property graph's (GraphSchema.PROPERTY): its names are the user's, written in backticks, so its
// statements are made from the statements at the end: {labels} (":`Person`:`Actor`"), {from}, {to}, {type} and {label} replaced
// by names, and {set} by "SET n.`name` = $p1[i], ..." for each property, its values in $p1, $p2, ...

// name: nodes-Org
UNWIND range(0, size($id) - 1) AS i
CREATE (:Org {id: $id[i], name: $name[i]})

// name: nodes-Person
UNWIND range(0, size($id) - 1) AS i
CREATE (:Person {id: $id[i], name: $name[i], login: $login[i]})

// name: nodes-Repo
UNWIND range(0, size($id) - 1) AS i
CREATE (:Repo {id: $id[i], name: $name[i], language: $language[i], stars: $stars[i]})

// name: nodes-Topic
UNWIND range(0, size($id) - 1) AS i
CREATE (:Topic {id: $id[i], name: $name[i]})

// name: nodes-Issue
UNWIND range(0, size($id) - 1) AS i
CREATE (:Issue {id: $id[i], title: $title[i], state: $state[i], priority: $priority[i], repoId: $repoId[i]})

// name: nodes-Comment
UNWIND range(0, size($id) - 1) AS i
CREATE (:Comment {id: $id[i], body: $body[i], createdAt: $createdAt[i]})

// name: nodes-Node
// The one label of a graph of any other kind (a SNAP edge list, a Kronecker graph).
UNWIND range(0, size($id) - 1) AS i
CREATE (:Node {id: $id[i]})

// name: relationships-MEMBER_OF
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Person {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Org {id: dstId})
CREATE (src)-[:MEMBER_OF]->(dst)

// name: relationships-FOLLOWS
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Person {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Person {id: dstId})
CREATE (src)-[:FOLLOWS]->(dst)

// name: relationships-OWNED_BY
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Repo {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Org {id: dstId})
CREATE (src)-[:OWNED_BY]->(dst)

// name: relationships-DEPENDS_ON
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Repo {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Repo {id: dstId})
CREATE (src)-[:DEPENDS_ON]->(dst)

// name: relationships-IN_REPO
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Issue {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Repo {id: dstId})
CREATE (src)-[:IN_REPO]->(dst)

// name: relationships-OPENED_BY
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Issue {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Person {id: dstId})
CREATE (src)-[:OPENED_BY]->(dst)

// name: relationships-ASSIGNED_TO
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Issue {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Person {id: dstId})
CREATE (src)-[:ASSIGNED_TO]->(dst)

// name: relationships-TAGGED
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Issue {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Topic {id: dstId})
CREATE (src)-[:TAGGED]->(dst)

// name: relationships-ON
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Comment {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Issue {id: dstId})
CREATE (src)-[:ON]->(dst)

// name: relationships-WRITTEN_BY
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Comment {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Person {id: dstId})
CREATE (src)-[:WRITTEN_BY]->(dst)

// name: relationships-LINK
UNWIND range(0, size($src) - 1) AS i
MATCH (src:Node {id: $src[i]})
UNWIND $dst[i] AS dstId
MATCH (dst:Node {id: dstId})
CREATE (src)-[:LINK]->(dst)

// name: counts
// What the graph holds, per label and per type, from the counts Neo4j keeps.
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
UNWIND range(0, size($id) - 1) AS i
CREATE (n{labels} {id: $id[i]})
{set}

// name: relationships-of-type
UNWIND range(0, size($src) - 1) AS i
MATCH (src{from} {id: $src[i]})
MATCH (dst{to} {id: $dst[i]})
CREATE (src)-[r{type}]->(dst)
{set}

// name: count-label
MATCH (n{label}) RETURN count(n) AS count

// name: count-type
MATCH ()-[r{type}]->() RETURN count(r) AS count
