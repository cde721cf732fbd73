MATCH path = (:Repo {id: $repoId})-[:DEPENDS_ON*1..4]->(dependency)
RETURN count(DISTINCT dependency) AS repos
