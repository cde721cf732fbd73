-- name: one-hop
SELECT 0
