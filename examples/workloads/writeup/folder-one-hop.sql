SELECT COUNT(*) FROM bench_edge e
WHERE e.type = 'FOLLOWS'
  AND e.dst = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]')
