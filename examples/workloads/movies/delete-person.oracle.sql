BEGIN
  DELETE FROM acted_in WHERE source = :person;
  DELETE FROM directed WHERE source = :person;
  DELETE FROM director WHERE id = :person;
  DELETE FROM person WHERE id = :person;
END;
