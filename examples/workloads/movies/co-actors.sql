SELECT o.id, o.name, count(DISTINCT mine.target) AS films
FROM acted_in mine
JOIN acted_in theirs ON theirs.target = mine.target AND theirs.source <> mine.source
JOIN person o ON o.id = theirs.source
WHERE mine.source = :person
GROUP BY o.id, o.name
ORDER BY films DESC, o.id
FETCH FIRST 10 ROWS ONLY
