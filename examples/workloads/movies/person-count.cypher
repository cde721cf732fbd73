MATCH (p:Person)
WITH count(p) AS people
MATCH ()-[r:ACTED_IN]->()
RETURN people, count(r)
