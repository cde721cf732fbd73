MATCH (:Person {id: $person})-[:ACTED_IN]->(m:Movie)<-[:ACTED_IN]-(other:Person)
WHERE other.id <> $person
RETURN other.id, other.name, count(DISTINCT m) AS films
ORDER BY films DESC, other.id
LIMIT 10
