WITH roles AS (DELETE FROM acted_in WHERE source = :person),
     directing AS (DELETE FROM directed WHERE source = :person),
     director_row AS (DELETE FROM director WHERE id = :person)
DELETE FROM person WHERE id = :person
