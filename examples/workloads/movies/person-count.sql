SELECT (SELECT count(*) FROM person), (SELECT count(*) FROM acted_in) FROM (SELECT 1 AS one) one_row
