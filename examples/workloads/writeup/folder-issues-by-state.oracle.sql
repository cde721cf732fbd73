SELECT JSON_VALUE(props, '$.state') AS state, COUNT(*) AS issues
FROM bench_node
WHERE JSON_EXISTS(labels, '$[*]?(@ == "Issue")')
GROUP BY JSON_VALUE(props, '$.state')
ORDER BY state
