SELECT (r.props ->> 'id') AS repo_id, COUNT(*) AS issues
FROM bench_edge follows
JOIN bench_edge opened_by ON opened_by.dst = follows.dst AND opened_by.type = 'OPENED_BY'
JOIN bench_edge in_repo ON in_repo.src = opened_by.src AND in_repo.type = 'IN_REPO'
JOIN bench_node r ON r.nid = in_repo.dst
WHERE follows.type = 'FOLLOWS'
  AND follows.src = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]')
GROUP BY repo_id
ORDER BY issues DESC, (r.props ->> 'id') COLLATE "C"
LIMIT 10
