SELECT m.id, count(*) AS ratings, sum(r.rating) AS total
FROM genre g
JOIN in_genre ig ON ig.target = g.id
JOIN movie m ON m.id = ig.source
JOIN rated r ON r.target = m.id
WHERE g.name = :genre
GROUP BY m.id
ORDER BY ratings DESC, m.id
FETCH FIRST 10 ROWS ONLY
