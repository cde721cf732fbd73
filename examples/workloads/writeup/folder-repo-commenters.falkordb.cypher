MATCH path = (:Repo {id: $repoId})<-[:IN_REPO]-(:Issue)<-[:ON]-(:Comment)-[:WRITTEN_BY]->(person:Person)
RETURN person.id AS personId, count(*) AS comments
ORDER BY comments DESC, personId
LIMIT 10
