-- Counting by dst before the join keeps the join to one row per person followed.
SELECT JSON_VALUE(p.props, '$.id') AS person_id, f.followers
FROM (SELECT dst, COUNT(*) AS followers FROM bench_edge WHERE type = 'FOLLOWS' GROUP BY dst) f
JOIN bench_node p ON p.nid = f.dst
ORDER BY f.followers DESC, person_id
FETCH FIRST 10 ROWS ONLY
