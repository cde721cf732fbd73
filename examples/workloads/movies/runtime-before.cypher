MATCH (m:Movie)
WHERE m.released < $year
RETURN count(m), sum(m.runtime)
