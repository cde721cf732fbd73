package dev.graphbench.engine.falkordb;

import dev.graphbench.api.PathSemantics;
import dev.graphbench.cypher.CypherStatements;
import org.drivine.connection.DatabaseType;
import org.drivine.query.grammar.CypherDialect;

/**
 * FalkorDB's statements: the hand-written queries in {@code queries.cypher}, and the Cypher Drivine
 * writes in its FalkorDB grammar for the object store's reads.
 */
final class FalkorDbDialect {

    /** The grammar Drivine's FalkorDB connection writes in, and the statements are shown in. */
    static final CypherDialect DRIVINE_GRAMMAR = CypherDialect.FALKORDB;

    /**
     * FalkorDB's patterns may walk a relationship twice: from a cycle of three people, the four-hop
     * pattern counts the path that comes back over its first FOLLOWS, which Neo4j does not
     * ({@code FalkorDbHopsTest} shows it). So its paths are walks, as in SQL.
     */
    static final CypherStatements INSTANCE = new CypherStatements(FalkorDbDialect.class, "falkordb", PathSemantics.WALK,
            DatabaseType.FALKORDB, DRIVINE_GRAMMAR, FalkorDbPlans.HOW).withSchema(FalkorDbSchema::statements);

    private FalkorDbDialect() {
    }
}
