SELECT count(*) FROM rated
