package dev.graphbench.cypher;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.drivine.connection.ConnectionProvider;
import org.drivine.connection.ConnectionProviderBuilder;
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
 * Drivine wired by hand, without Spring: one connection provider (Drivine's own connection, whose
 * pool size and timeouts Drivine fixes) and one persistence manager for the engine, shared by
 * every session, each of which builds a {@link GraphObjectManager} of its own on them. Statements
 * run as Drivine runs them without a transaction manager: one at a time, each committed on its own.
 */
public final class DrivineConnection implements AutoCloseable {

    /** The name the database is registered under in Drivine. */
    private static final String NAME = "graph-bench";

    private final PersistenceManager persistence;
    private final SubtypeRegistry subtypes;
    private final Runnable end;
    private final ObjectMapper json;
    private final ObjectModel model;

    private DrivineConnection(PersistenceManager persistence, SubtypeRegistry subtypes, Runnable end) {
        this(persistence, subtypes, end, Neo4jObjectMapper.INSTANCE.getInstance(), new ObjectModel());
    }

    private DrivineConnection(PersistenceManager persistence, SubtypeRegistry subtypes, Runnable end, ObjectMapper json,
                              ObjectModel model) {
        this.persistence = persistence;
        this.subtypes = subtypes;
        this.end = end;
        this.json = json;
        this.model = model;
    }

    /**
     * This connection with its statements passing through {@code sent}, which wraps its persistence
     * manager, so that a session can keep what its calls sent; closing it closes nothing.
     */
    public DrivineConnection through(SentStatements sent) {
        return new DrivineConnection(sent, subtypes, () -> { }, json, model);
    }

    /**
     * Drivine's own connection provider for a server of {@code type}, configured by {@code server}
     * (host, port, credentials, database, the grammar Drivine writes in); no connection is made
     * until the first call.
     */
    public static DrivineConnection register(DatabaseType type, UnaryOperator<ConnectionProviderBuilder> server) {
        return of(subtypes -> server.apply(new DatabaseRegistry(new DataSourceMap(), subtypes).builder()
                .withType(type)).register(NAME));
    }

    /** Drivine on the connection provider {@code connect} makes with the subtype registry it is given. */
    public static DrivineConnection of(Function<SubtypeRegistry, ConnectionProvider> connect) {
        SubtypeRegistry subtypes = new SubtypeRegistry();
        ConnectionProvider provider = connect.apply(subtypes);
        return new DrivineConnection(new NonTransactionalPersistenceManager(provider, provider.getName(),
                provider.getType(), subtypes), subtypes, provider::end);
    }

    /** Drivine on {@code persistence}, which runs or keeps its statements; closing this closes nothing. */
    public static DrivineConnection over(PersistenceManager persistence) {
        return new DrivineConnection(persistence, new SubtypeRegistry(), () -> { });
    }

    /** A new object manager with a session of its own, which the caller alone uses. */
    public GraphObjectManager manager(SessionManager session) {
        return new GraphObjectManager(persistence, session, json, subtypes);
    }

    /** A new, empty session for {@link #manager}. */
    public SessionManager session() {
        return new SessionManager(json);
    }

    /** The persistence manager every session shares: Drivine's way to run a statement of one's own. */
    public PersistenceManager persistence() {
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
