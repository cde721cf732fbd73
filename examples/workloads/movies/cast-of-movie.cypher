MATCH (p:Person)-[r:ACTED_IN]->(:Movie {id: $movie})
RETURN p.name, r.role
ORDER BY p.name, r.role
