MATCH path = (:Person {id: $personId})-[:FOLLOWS]->(:Person)<-[:OPENED_BY]-(:Issue)-[:IN_REPO]->(repo:Repo)
RETURN repo.id AS repoId, count(*) AS issues
ORDER BY issues DESC, repoId
LIMIT 10
