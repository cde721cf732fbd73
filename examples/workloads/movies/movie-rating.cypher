MATCH (m:Movie {id: $movie})
RETURN m.imdbRating
