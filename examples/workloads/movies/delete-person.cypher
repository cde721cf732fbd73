MATCH (p:Person {id: $person})
DETACH DELETE p
