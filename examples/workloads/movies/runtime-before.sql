-- Cypher's sum of no rows is 0, SQL's is NULL: coalesce so that both answer alike.
SELECT count(*), coalesce(sum(runtime), 0) FROM movie WHERE released < :year
