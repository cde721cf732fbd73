MATCH (:Person {id: $personId})-[:FOLLOWS]->()-[:FOLLOWS]->(x)
RETURN count(DISTINCT x) AS people
