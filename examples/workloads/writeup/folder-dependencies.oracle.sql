-- The repo is named by the subquery on its key, outside the pattern, never in it: Oracle Free 23.26
-- drops a test of the start node inside the pattern (bench-engine-oracle's queries.sql says how). The
-- quantified edge walks 1 to 4 DEPENDS_ON hops; each repo reached counts once, however many walks reach it.
SELECT COUNT(DISTINCT reached) FROM GRAPH_TABLE (bench_graph
    MATCH (repo IS node) -[d IS edge WHERE d.type = 'DEPENDS_ON']->{1,4} (x IS node)
    COLUMNS (repo.nid AS repo_nid, x.nid AS reached))
WHERE repo_nid = (SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :repoId
                    AND JSON_EXISTS(labels, '$[*]?(@ == "Repo")'))
