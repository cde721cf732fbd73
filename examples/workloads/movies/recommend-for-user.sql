SELECT liked.target AS id, count(DISTINCT liked.source) AS peers
FROM rated liked
WHERE liked.rating >= 4
  AND liked.source IN (SELECT theirs.source
                       FROM rated mine
                       JOIN rated theirs ON theirs.target = mine.target
                       WHERE mine.source = :user AND mine.rating >= 4 AND theirs.rating >= 4
                         AND theirs.source <> :user)
  AND liked.target NOT IN (SELECT seen.target FROM rated seen WHERE seen.source = :user)
GROUP BY liked.target
ORDER BY peers DESC, id
FETCH FIRST 10 ROWS ONLY
