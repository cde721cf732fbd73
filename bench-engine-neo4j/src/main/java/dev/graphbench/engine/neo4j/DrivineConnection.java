package dev.graphbench.engine.neo4j;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import org.drivine.connection.ConnectionProvider;
import org.drivine.connection.DataSourceMap;
import org.drivine.connection.DatabaseRegistry;
import org.drivine.connection.DatabaseType;
import org.drivine.manager.GraphObjectManager;
import org.drivine.manager.NonTransactionalPersistenceManager;
import org.drivine.manager.PersistenceManager;
import org.drivine.mapper.Neo4jObjectMapper;
import org.drivine.mapper.SubtypeRegistry;
import org.drivine.session.SessionManager;

/**
 * Drivine wired by hand, without Spring: one connection provider (Drivine's own driver and pool,
 * whose size and timeouts Drivine fixes) and one persistence manager for the engine, shared by
 * every session, each of which builds a {@link GraphObjectManager} of its own on them. Statements
 * run in auto-commit transactions, one per statement; a saveAll runs in one transaction.
 */
final class DrivineConnection implements AutoCloseable {

    /**
     * The Cypher Drivine writes: its default for Neo4j, named here so that {@link DrivineStatements}
     * writes statements without a server in the same grammar. (Drivine's class, not this package's.)
     */
    static final org.drivine.query.grammar.CypherDialect CYPHER = org.drivine.query.grammar.CypherDialect.NEO4J_5;

    /** The name the database is registered under in Drivine. */
    private static final String NAME = "graph-bench";

    private final PersistenceManager persistence;
    private final SubtypeRegistry subtypes;
    private final Runnable end;
    private final ObjectMapper json = Neo4jObjectMapper.INSTANCE.getInstance();
    private final ObjectModel model = new ObjectModel();

    private DrivineConnection(PersistenceManager persistence, SubtypeRegistry subtypes, Runnable end) {
        this.persistence = persistence;
        this.subtypes = subtypes;
        this.end = end;
    }

    /**
     * A provider for the server {@code target} names; no connection is made until the first call.
     *
     * @param password the password, or null for a server without authentication
     */
    static DrivineConnection to(Neo4jTarget target, String password) {
        URI uri = URI.create(target.uri());
        SubtypeRegistry subtypes = new SubtypeRegistry();
        ConnectionProvider provider = new DatabaseRegistry(new DataSourceMap(), subtypes).builder()
                .withType(DatabaseType.NEO4J)
                .protocol(uri.getScheme())
                .host(uri.getHost())
                .port(uri.getPort() < 0 ? Neo4jTarget.DEFAULT_PORT : uri.getPort())
                // Drivine always sends basic credentials; a server without authentication accepts any.
                .userName(target.user())
                .password(password == null ? "" : password)
                .databaseName(target.database())
                .cypherDialect(CYPHER)
                .register(NAME);
        return new DrivineConnection(new NonTransactionalPersistenceManager(provider, NAME, DatabaseType.NEO4J, subtypes),
                subtypes, provider::end);
    }

    /** Drivine on {@code persistence}, which runs or keeps its statements; closing this closes nothing. */
    static DrivineConnection over(PersistenceManager persistence) {
        return new DrivineConnection(persistence, new SubtypeRegistry(), () -> { });
    }

    /** A new object manager with a session of its own, which the caller alone uses. */
    GraphObjectManager manager(SessionManager session) {
        return new GraphObjectManager(persistence, session, json, subtypes);
    }

    /** A new, empty session for {@link #manager}. */
    SessionManager session() {
        return new SessionManager(json);
    }

    PersistenceManager persistence() {
        return persistence;
    }

    ObjectMapper json() {
        return json;
    }

    ObjectModel model() {
        return model;
    }

    @Override
    public void close() {
        end.run();
    }
}
