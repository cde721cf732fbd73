-- The engine's own statements, as an engine ships them.

-- name: one-hop
SELECT COUNT(*) FROM follows WHERE dst = :personId;

-- name: two-hops
SELECT COUNT(DISTINCT f2.dst)
FROM follows f1 JOIN follows f2 ON f2.src = f1.dst
WHERE f1.src = :personId
