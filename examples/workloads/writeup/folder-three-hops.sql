SELECT COUNT(DISTINCT e3.dst) FROM bench_edge e1
JOIN bench_edge e2 ON e2.src = e1.dst AND e2.type = 'FOLLOWS'
JOIN bench_edge e3 ON e3.src = e2.dst AND e3.type = 'FOLLOWS'
WHERE e1.type = 'FOLLOWS'
  AND e1.src = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]')
