DELETE FROM rated
WHERE source = :user
  AND target = (SELECT min(target) FROM rated WHERE source = :user)
