-- A variant planted wrong (VariantsTest): PostgreSQL's breadth-first search stopped one hop short, the
-- kind of slip a quicker form can hide. The engine "planted" has it beside PostgreSQL's own statements.

-- name: reach@one-hop-short
SELECT bench_reach((SELECT nid FROM bench_node WHERE (props ->> 'id') = :startId AND labels @> '["Node"]'),
                   :hops - 1) AS reached;
