SELECT (t.props ->> 'id') AS topic_id, COUNT(*) AS issues
FROM bench_edge owned
JOIN bench_edge in_repo ON in_repo.dst = owned.src AND in_repo.type = 'IN_REPO'
JOIN bench_node i ON i.nid = in_repo.src AND (i.props ->> 'state') = 'open'
JOIN bench_edge tagged ON tagged.src = in_repo.src AND tagged.type = 'TAGGED'
JOIN bench_node t ON t.nid = tagged.dst
WHERE owned.type = 'OWNED_BY'
  AND owned.dst = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :orgId AND labels @> '["Org"]')
GROUP BY topic_id
ORDER BY issues DESC, (t.props ->> 'id') COLLATE "C"
LIMIT 10
