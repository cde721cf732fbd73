MATCH (m:Movie)
WHERE m.released < $year
SET m.runtime = m.runtime + 1
