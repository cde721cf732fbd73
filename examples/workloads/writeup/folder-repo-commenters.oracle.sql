-- The repo is named by the subquery, outside the pattern, never in it: Oracle Free
-- 23.26 drops a test of the start node inside the pattern (bench-engine-oracle's queries.sql says how).
SELECT person_id, COUNT(*) AS comments FROM GRAPH_TABLE (bench_graph
    MATCH (repo IS node) <-[in_repo IS edge WHERE in_repo.type = 'IN_REPO']- (issue IS node)
          <-[on_issue IS edge WHERE on_issue.type = 'ON']- (remark IS node)
          -[written_by IS edge WHERE written_by.type = 'WRITTEN_BY']-> (person IS node)
    COLUMNS (in_repo.dst AS repo_nid, JSON_VALUE(person.props, '$.id') AS person_id))
WHERE repo_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :repoId
                    AND JSON_EXISTS(labels, '$[*]?(@ == "Repo")'))
GROUP BY person_id
ORDER BY comments DESC, person_id
FETCH FIRST 10 ROWS ONLY
