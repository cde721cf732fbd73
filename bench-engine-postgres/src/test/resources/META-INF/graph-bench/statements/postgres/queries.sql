-- The statement of the workload this module's tests add (FollowedColleaguesCatalogue), read beside
-- the engine's own queries.sql.

-- name: followed-colleagues
SELECT DISTINCT (f.props ->> 'id') AS person_id
FROM bench_edge follows
JOIN bench_node f ON f.nid = follows.dst
JOIN bench_edge theirs ON theirs.src = follows.dst AND theirs.type = 'MEMBER_OF'
JOIN bench_edge mine ON mine.src = follows.src AND mine.type = 'MEMBER_OF' AND mine.dst = theirs.dst
WHERE follows.type = 'FOLLOWS'
  AND follows.src = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId AND labels @> '["Person"]');
