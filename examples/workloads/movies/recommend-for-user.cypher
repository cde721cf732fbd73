MATCH (me:User {id: $user})-[mine:RATED]->(:Movie)<-[theirs:RATED]-(peer:User)
WHERE mine.rating >= 4 AND theirs.rating >= 4 AND peer <> me
WITH me, collect(DISTINCT peer) AS peers
UNWIND peers AS peer
MATCH (peer)-[liked:RATED]->(rec:Movie)
WHERE liked.rating >= 4 AND NOT (me)-[:RATED]->(rec)
RETURN rec.id, count(DISTINCT peer) AS peers
ORDER BY peers DESC, rec.id
LIMIT 10
