package dev.graphbench.cypher;

import java.util.List;
import java.util.Map;
import org.drivine.query.QuerySpecification;

/**
 * Runs the object store's own statements, which are not Drivine's: the check that a referenced
 * node exists and the incoming relationships written from their outgoing side ({@link Links}).
 * By default they go through Drivine's persistence manager, as Drivine's do; an engine whose
 * Drivine connection cannot bind their parameters runs them on its own connection.
 */
public interface OwnStatements {

    /** Runs {@code cypher} with {@code parameters} bound; returns the first column of each row, as text. */
    List<String> query(String cypher, Map<String, Object> parameters);

    /** The statements through {@code drivine}'s persistence manager. */
    static OwnStatements through(DrivineConnection drivine) {
        return (cypher, parameters) -> drivine.persistence().query(QuerySpecification.Companion
                .withStatement(cypher).bind(parameters).transform(String.class));
    }
}
