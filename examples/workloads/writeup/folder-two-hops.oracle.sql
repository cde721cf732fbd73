-- The person is named by the subquery, outside the pattern, never in it: Oracle Free
-- 23.26 drops a test of the start node inside the pattern (bench-engine-oracle's queries.sql says how).
SELECT COUNT(DISTINCT reached) FROM GRAPH_TABLE (bench_graph
    MATCH (person IS node) -[f1 IS edge WHERE f1.type = 'FOLLOWS']-> (followed IS node)
          -[f2 IS edge WHERE f2.type = 'FOLLOWS']-> (x IS node)
    COLUMNS (f1.src AS person_nid, x.nid AS reached))
WHERE person_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :personId
                      AND JSON_EXISTS(labels, '$[*]?(@ == "Person")'))
