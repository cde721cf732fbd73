package dev.graphbench.engine.neo4j;

import dev.graphbench.api.PathSemantics;
import dev.graphbench.cypher.CypherStatements;
import org.drivine.connection.DatabaseType;
import org.drivine.query.grammar.CypherDialect;

/**
 * Neo4j's statements: the hand-written queries in {@code queries.cypher}, and the Cypher Drivine
 * writes in its Neo4j 5 grammar for the object store's reads.
 */
final class Neo4jDialect {

    /** The grammar Drivine's connection is registered with, and the statements are shown in. */
    static final CypherDialect DRIVINE_GRAMMAR = CypherDialect.NEO4J_5;

    /** Cypher matches each relationship at most once per path. */
    static final CypherStatements INSTANCE = new CypherStatements(Neo4jDialect.class, "neo4j", PathSemantics.TRAIL,
            DatabaseType.NEO4J, DRIVINE_GRAMMAR, Neo4jPlans.HOW).withSchema(Neo4jSchema::statements);

    /**
     * The same statements for {@code neo4j-embedded}, whose sessions run them in the transactions of the
     * embedded Java API and have no object store (Drivine needs the driver). A jar's statements added for
     * {@code neo4j} are its too.
     */
    static final CypherStatements EMBEDDED_API = CypherStatements.withoutObjectStore(Neo4jDialect.class, "neo4j",
            PathSemantics.TRAIL, EmbeddedApiPlans.HOW).withSchema(Neo4jSchema::statements);

    private Neo4jDialect() {
    }
}
