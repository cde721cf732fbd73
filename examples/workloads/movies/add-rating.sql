INSERT INTO rated (source, target, rating, ratedat) VALUES (:user, :movie, 5.0, 0)
