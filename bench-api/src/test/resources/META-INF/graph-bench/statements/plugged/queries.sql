-- A plugin's statements for a query of its own.
-- name: reach
SELECT COUNT(*) FROM reach(:personId, :hops)
