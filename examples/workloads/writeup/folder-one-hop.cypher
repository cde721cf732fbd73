MATCH (:Person {id: $personId})<-[:FOLLOWS]-(follower)
RETURN count(*) AS followers
