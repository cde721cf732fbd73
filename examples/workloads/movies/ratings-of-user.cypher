MATCH (:User {id: $user})-[r:RATED]->(:Movie)
RETURN count(r)
