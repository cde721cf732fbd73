-- The object store's two writes, each one PL/SQL block sent with JSON text as its one parameter and
-- run as one call: one round trip, one transaction. save takes a change set (its shape is described
-- in bench-sql's JsonSqlDialect.saveStatement), delete the labels and ids of the nodes to remove.
-- Both read their JSON with JSON_TABLE. When a block fails, it rolls back all it did before the error
-- reaches the client. save refuses a change set with ORA-20001, a related node given by its id alone
-- that does not exist, or ORA-20002, an id held by a node without the labels to save, the message
-- being the culprit's position in its array of the change set, then, for ORA-20002, the labels of the
-- node that holds the id. New nodes take their nid from the identity of bench_node (schema.sql).

-- name: save
DECLARE
    changes CLOB := ?;
BEGIN
    SAVEPOINT bench_save;

    -- Ids are unique across the graph: an id held by a node without the labels refuses the change set.
    FOR culprit IN (
        SELECT x.position - 1 AS position, JSON_SERIALIZE(n.labels) AS held
        FROM JSON_TABLE(changes, '$.nodes[*]' COLUMNS (
                 position FOR ORDINALITY,
                 id VARCHAR2(4000) PATH '$.id',
                 NESTED PATH '$.labels[*]' COLUMNS (label VARCHAR2(4000) PATH '$'))) x
        JOIN bench_node n ON JSON_VALUE(n.props, '$.id') = x.id
        WHERE NOT JSON_EXISTS(n.labels, '$[*]?(@ == $label)' PASSING x.label AS "label")
        ORDER BY x.position
        FETCH FIRST 1 ROWS ONLY)
    LOOP
        RAISE_APPLICATION_ERROR(-20002, TO_CHAR(culprit.position) || ' ' || culprit.held);
    END LOOP;

    -- The class's properties are set, its null ones removed (a merge patch), others kept; an
    -- unchanged node is not rewritten. A new node gets the properties that are not null.
    MERGE INTO bench_node n
    USING (
        SELECT x.labels, x.props, existing.nid
        FROM JSON_TABLE(changes, '$.nodes[*]' COLUMNS (
                 id VARCHAR2(4000) PATH '$.id',
                 labels VARCHAR2(4000) FORMAT JSON PATH '$.labels',
                 props CLOB FORMAT JSON PATH '$.props')) x
        LEFT JOIN bench_node existing ON JSON_VALUE(existing.props, '$.id') = x.id
    ) s
    ON (n.nid = s.nid)
    WHEN MATCHED THEN
        UPDATE SET n.props = JSON_MERGEPATCH(n.props, s.props)
        WHERE NOT JSON_EQUAL(n.props, JSON_MERGEPATCH(n.props, s.props))
    WHEN NOT MATCHED THEN
        INSERT (labels, props) VALUES (s.labels, JSON_MERGEPATCH('{}', s.props RETURNING CLOB));

    -- A related node given by its id alone must exist by now, with every label it is given.
    FOR culprit IN (
        SELECT x.position - 1 AS position
        FROM JSON_TABLE(changes, '$.references[*]' COLUMNS (
                 position FOR ORDINALITY,
                 id VARCHAR2(4000) PATH '$.id',
                 NESTED PATH '$.labels[*]' COLUMNS (label VARCHAR2(4000) PATH '$'))) x
        WHERE NOT EXISTS (
            SELECT 1 FROM bench_node n
            WHERE JSON_VALUE(n.props, '$.id') = x.id
              AND JSON_EXISTS(n.labels, '$[*]?(@ == $label)' PASSING x.label AS "label"))
        ORDER BY x.position
        FETCH FIRST 1 ROWS ONLY)
    LOOP
        RAISE_APPLICATION_ERROR(-20001, TO_CHAR(culprit.position));
    END LOOP;

    -- Each link names an anchor, a type, a direction and the labels of the far end: the anchor's
    -- relationships of that kind become exactly those to the link's targets. First those it no
    -- longer holds go, out of the anchor, then into it; then the missing ones are inserted.
    DELETE FROM bench_edge
    WHERE (src, dst, type) IN (
        SELECT old.src, old.dst, old.type
        FROM JSON_TABLE(changes, '$.links[*]' COLUMNS (
                 anchor VARCHAR2(4000) PATH '$.anchor',
                 rel_type VARCHAR2(4000) PATH '$.type',
                 outgoing VARCHAR2(5) PATH '$.outgoing',
                 labels VARCHAR2(4000) FORMAT JSON PATH '$.labels',
                 targets CLOB FORMAT JSON PATH '$.targets')) l
        JOIN bench_node a ON JSON_VALUE(a.props, '$.id') = l.anchor
        JOIN bench_edge old ON old.src = a.nid AND old.type = l.rel_type
        JOIN bench_node far ON far.nid = old.dst
        WHERE l.outgoing = 'true'
          AND NOT EXISTS (
              SELECT 1 FROM JSON_TABLE(l.labels, '$[*]' COLUMNS (label VARCHAR2(4000) PATH '$')) w
              WHERE NOT JSON_EXISTS(far.labels, '$[*]?(@ == $label)' PASSING w.label AS "label"))
          AND NOT EXISTS (
              SELECT 1 FROM JSON_TABLE(l.targets, '$[*]' COLUMNS (id VARCHAR2(4000) PATH '$')) t
              WHERE t.id = JSON_VALUE(far.props, '$.id')));

    DELETE FROM bench_edge
    WHERE (src, dst, type) IN (
        SELECT old.src, old.dst, old.type
        FROM JSON_TABLE(changes, '$.links[*]' COLUMNS (
                 anchor VARCHAR2(4000) PATH '$.anchor',
                 rel_type VARCHAR2(4000) PATH '$.type',
                 outgoing VARCHAR2(5) PATH '$.outgoing',
                 labels VARCHAR2(4000) FORMAT JSON PATH '$.labels',
                 targets CLOB FORMAT JSON PATH '$.targets')) l
        JOIN bench_node a ON JSON_VALUE(a.props, '$.id') = l.anchor
        JOIN bench_edge old ON old.dst = a.nid AND old.type = l.rel_type
        JOIN bench_node far ON far.nid = old.src
        WHERE l.outgoing = 'false'
          AND NOT EXISTS (
              SELECT 1 FROM JSON_TABLE(l.labels, '$[*]' COLUMNS (label VARCHAR2(4000) PATH '$')) w
              WHERE NOT JSON_EXISTS(far.labels, '$[*]?(@ == $label)' PASSING w.label AS "label"))
          AND NOT EXISTS (
              SELECT 1 FROM JSON_TABLE(l.targets, '$[*]' COLUMNS (id VARCHAR2(4000) PATH '$')) t
              WHERE t.id = JSON_VALUE(far.props, '$.id')));

    INSERT INTO bench_edge (src, dst, type)
    SELECT DISTINCT w.src, w.dst, w.rel_type
    FROM (
        SELECT CASE l.outgoing WHEN 'true' THEN a.nid ELSE t.nid END AS src,
               CASE l.outgoing WHEN 'true' THEN t.nid ELSE a.nid END AS dst,
               l.rel_type
        FROM JSON_TABLE(changes, '$.links[*]' COLUMNS (
                 anchor VARCHAR2(4000) PATH '$.anchor',
                 rel_type VARCHAR2(4000) PATH '$.type',
                 outgoing VARCHAR2(5) PATH '$.outgoing',
                 NESTED PATH '$.targets[*]' COLUMNS (target VARCHAR2(4000) PATH '$'))) l
        JOIN bench_node a ON JSON_VALUE(a.props, '$.id') = l.anchor
        JOIN bench_node t ON JSON_VALUE(t.props, '$.id') = l.target
    ) w
    WHERE NOT EXISTS (SELECT 1 FROM bench_edge e WHERE e.src = w.src AND e.dst = w.dst AND e.type = w.rel_type);
EXCEPTION
    WHEN OTHERS THEN
        -- Rolled back here, so that a refused change set leaves nothing behind, then raised as it was.
        ROLLBACK TO bench_save;
        RAISE;
END;

-- name: delete
DECLARE
    TYPE node_numbers IS TABLE OF bench_node.nid%TYPE;
    request CLOB := ?;
    doomed node_numbers;
BEGIN
    SAVEPOINT bench_delete;
    DELETE FROM bench_node n
    WHERE JSON_VALUE(n.props, '$.id') IN (
              SELECT x.id FROM JSON_TABLE(request, '$.ids[*]' COLUMNS (id VARCHAR2(4000) PATH '$')) x)
      AND NOT EXISTS (
              SELECT 1 FROM JSON_TABLE(request, '$.labels[*]' COLUMNS (label VARCHAR2(4000) PATH '$')) w
              WHERE NOT JSON_EXISTS(n.labels, '$[*]?(@ == $label)' PASSING w.label AS "label"))
    RETURNING nid BULK COLLECT INTO doomed;
    FORALL i IN 1 .. doomed.COUNT
        DELETE FROM bench_edge WHERE src = doomed(i);
    FORALL i IN 1 .. doomed.COUNT
        DELETE FROM bench_edge WHERE dst = doomed(i);
EXCEPTION
    WHEN OTHERS THEN
        ROLLBACK TO bench_delete;
        RAISE;
END;
