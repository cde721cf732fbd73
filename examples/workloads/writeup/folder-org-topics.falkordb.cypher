// The org first, on its own: in one pattern FalkorDB starts from a scan of every issue (59 ms
// against 1.5 ms at scale factor 0.1).
MATCH (org:Org {id: $orgId})
WITH org
MATCH path = (org)<-[:OWNED_BY]-(:Repo)<-[:IN_REPO]-(issue:Issue)-[:TAGGED]->(topic:Topic)
WHERE issue.state = 'open'
RETURN topic.id AS topicId, count(*) AS issues
ORDER BY issues DESC, topicId
LIMIT 10
