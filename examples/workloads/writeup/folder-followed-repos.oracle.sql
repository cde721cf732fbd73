-- The person is named by the subquery, outside the pattern, never in it: Oracle Free
-- 23.26 drops a test of the start node inside the pattern (bench-engine-oracle's queries.sql says how).
SELECT repo_id, COUNT(*) AS issues FROM GRAPH_TABLE (bench_graph
    MATCH (person IS node) -[follows IS edge WHERE follows.type = 'FOLLOWS']-> (followed IS node)
          <-[opened_by IS edge WHERE opened_by.type = 'OPENED_BY']- (issue IS node)
          -[in_repo IS edge WHERE in_repo.type = 'IN_REPO']-> (repo IS node)
    COLUMNS (follows.src AS person_nid, JSON_VALUE(repo.props, '$.id') AS repo_id))
WHERE person_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :personId
                      AND JSON_EXISTS(labels, '$[*]?(@ == "Person")'))
GROUP BY repo_id
ORDER BY issues DESC, repo_id
FETCH FIRST 10 ROWS ONLY
