SELECT COUNT(DISTINCT e2.dst) FROM bench_edge e1
JOIN bench_edge e2 ON e2.src = e1.dst AND e2.type = 'FOLLOWS'
WHERE e1.type = 'FOLLOWS'
  AND e1.src = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]')
