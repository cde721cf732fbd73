-- The org is named by the subquery, outside the pattern, never in it: Oracle Free 23.26 drops a test
-- of the start node inside the pattern (bench-engine-oracle's queries.sql says how). The test of an issue's
-- state stays in the pattern: the issue is not the start, and no index covers its state.
SELECT topic_id, COUNT(*) AS issues FROM GRAPH_TABLE (bench_graph
    MATCH (org IS node) <-[owned IS edge WHERE owned.type = 'OWNED_BY']- (repo IS node)
          <-[in_repo IS edge WHERE in_repo.type = 'IN_REPO']-
          (issue IS node WHERE JSON_VALUE(issue.props, '$.state') = 'open')
          -[tagged IS edge WHERE tagged.type = 'TAGGED']-> (topic IS node)
    COLUMNS (owned.dst AS org_nid, JSON_VALUE(topic.props, '$.id') AS topic_id))
WHERE org_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :orgId
                   AND JSON_EXISTS(labels, '$[*]?(@ == "Org")'))
GROUP BY topic_id
ORDER BY issues DESC, topic_id
FETCH FIRST 10 ROWS ONLY
