SELECT count(*) FROM rated WHERE source = :user
