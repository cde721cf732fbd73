MATCH (:Person)-[:FOLLOWS]->(person:Person)
RETURN person.id AS personId, count(*) AS followers
ORDER BY followers DESC, personId
LIMIT 10
