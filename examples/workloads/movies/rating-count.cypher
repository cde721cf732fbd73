MATCH (:User)-[r:RATED]->(:Movie)
RETURN count(r)
