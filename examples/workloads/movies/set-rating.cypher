MATCH (m:Movie {id: $movie})
SET m.imdbRating = toFloat($rating)
