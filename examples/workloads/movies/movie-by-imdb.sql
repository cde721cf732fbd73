SELECT id, title, released
FROM movie
WHERE imdbid = :imdb
