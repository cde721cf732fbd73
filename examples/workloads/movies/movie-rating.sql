SELECT imdbrating FROM movie WHERE id = :movie
