SELECT (props ->> 'state') AS state, COUNT(*) AS issues
FROM bench_node
WHERE labels @> '["Issue"]'
GROUP BY state
ORDER BY (props ->> 'state') COLLATE "C"
