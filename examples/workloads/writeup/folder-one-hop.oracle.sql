-- The person is named by the subquery, outside the pattern, never in it: Oracle Free
-- 23.26 drops a test of the start node inside the pattern (bench-engine-oracle's queries.sql says how).
SELECT COUNT(*) FROM GRAPH_TABLE (bench_graph
    MATCH (follower IS node) -[f IS edge WHERE f.type = 'FOLLOWS']-> (person IS node)
    COLUMNS (f.dst AS person_nid))
WHERE person_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :personId
                      AND JSON_EXISTS(labels, '$[*]?(@ == "Person")'))
