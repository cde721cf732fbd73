SELECT p.name, r.role
FROM acted_in r
JOIN person p ON p.id = r.source
WHERE r.target = :movie
ORDER BY p.name, r.role
