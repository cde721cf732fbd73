MATCH (issue:Issue)
RETURN issue.state AS state, count(*) AS issues
ORDER BY state
