MATCH (u:User {id: $user}), (m:Movie {id: $movie})
CREATE (u)-[:RATED {rating: 5.0, ratedAt: 0}]->(m)
