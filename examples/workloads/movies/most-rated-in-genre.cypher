MATCH (:Genre {name: $genre})<-[:IN_GENRE]-(m:Movie)<-[r:RATED]-(:User)
RETURN m.id, count(r) AS ratings, sum(r.rating) AS total
ORDER BY ratings DESC, m.id
LIMIT 10
