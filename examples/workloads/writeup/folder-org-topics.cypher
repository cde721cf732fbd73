MATCH (:Org {id: $orgId})<-[:OWNED_BY]-(:Repo)<-[:IN_REPO]-(issue:Issue {state: 'open'})-[:TAGGED]->(topic:Topic)
RETURN topic.id AS topicId, count(*) AS issues
ORDER BY issues DESC, topicId
LIMIT 10
