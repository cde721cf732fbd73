UPDATE movie SET imdbrating = :rating WHERE id = :movie
