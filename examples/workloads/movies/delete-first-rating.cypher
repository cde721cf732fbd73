MATCH (:User {id: $user})-[:RATED]->(m:Movie)
WITH min(m.id) AS first
MATCH (:User {id: $user})-[r:RATED]->(:Movie {id: first})
DELETE r
