SELECT (p.props ->> 'id') AS person_id, COUNT(*) AS comments
FROM bench_edge in_repo
JOIN bench_edge on_issue ON on_issue.dst = in_repo.src AND on_issue.type = 'ON'
JOIN bench_edge written_by ON written_by.src = on_issue.src AND written_by.type = 'WRITTEN_BY'
JOIN bench_node p ON p.nid = written_by.dst
WHERE in_repo.type = 'IN_REPO'
  AND in_repo.dst = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :repoId AND labels @> '["Repo"]')
GROUP BY person_id
ORDER BY comments DESC, (p.props ->> 'id') COLLATE "C"
LIMIT 10
