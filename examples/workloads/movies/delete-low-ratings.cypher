MATCH (:User)-[r:RATED]->(:Movie)
WHERE r.rating < $below
DELETE r
