MATCH (m:Movie {imdbId: $imdb})
RETURN m.id, m.title, m.released
