package dev.graphbench.engine.neo4j;

import dev.graphbench.api.DataSize;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.cypher.CypherStatements;
import dev.graphbench.cypher.DrivineConnection;
import dev.graphbench.cypher.Errors;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.drivine.connection.DatabaseType;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.AuthToken;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.BookmarkManager;
import org.neo4j.driver.BookmarkManagerConfig;
import org.neo4j.driver.BookmarkManagers;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.NotificationSeverity;
import org.neo4j.driver.Record;
import org.neo4j.driver.SessionConfig;

/**
 * One driver, shared by every thread; each {@link Session} has a driver session of its own. All
 * sessions on a server of the user's share one bookmark manager, so that in a cluster a read
 * follows the writes before it. The Neo4j server the harness starts is one instance, where every read follows the
 * writes committed before it anyway; its sessions have no bookmarks, which would name transactions
 * of a store an import has since replaced and wait for them in vain.
 */
final class Neo4jEngine implements Engine, CypherRunner {

    private static final String DRIVER = "neo4j-java-driver";

    private final Driver driver;
    private final Neo4jTarget target;
    private final EngineInfo info;
    private final BookmarkManager bookmarks;
    private final Neo4jSchema schema;
    private final Neo4jLoader loader;
    private final DrivineConnection drivine;

    private Neo4jEngine(Driver driver, Neo4jTarget target, EngineInfo info, int batchSize, int loadThreads,
                        LocalStore store, DrivineConnection drivine) {
        this.driver = driver;
        this.target = target;
        this.info = info;
        this.drivine = drivine;
        this.bookmarks = target.embedded() ? null : BookmarkManagers.defaultManager(BookmarkManagerConfig.builder().build());
        this.schema = new Neo4jSchema(this);
        this.loader = new Neo4jLoader(this, schema, store == null ? new BoltLoad(this, batchSize, loadThreads) : null,
                store);
    }

    static Neo4jEngine connect(Settings settings) {
        Neo4jTarget target = Neo4jTarget.of(settings);
        int batchSize = settings.getInt(Neo4jProvider.BATCH_SIZE);
        if (batchSize < 1) {
            throw new EngineException(settings.setting(Neo4jProvider.BATCH_SIZE).environmentVariable()
                    + " must be at least 1, got " + batchSize);
        }
        int loadThreads = settings.getInt(Neo4jProvider.LOAD_THREADS);
        if (loadThreads < 1) {
            throw new EngineException(settings.setting(Neo4jProvider.LOAD_THREADS).environmentVariable()
                    + " must be at least 1, got " + loadThreads);
        }
        LocalStore store = Neo4jProvider.importPath(settings, target.embedded())
                ? EmbeddedNeo4jLauncher.storeAt(target.uri()).orElseThrow()
                : null;
        Driver driver = openDriver(target, settings);
        try {
            target.await(driver.verifyConnectivityAsync());
            EngineInfo info = readInfo(driver, target);
            return new Neo4jEngine(driver, target, info, batchSize, loadThreads, store,
                    drivine(target, target.embedded() ? null : settings.get(Neo4jProvider.PASSWORD)));
        } catch (RuntimeException e) {
            driver.close();
            throw e;
        }
    }

    /**
     * Drivine's own Neo4j connection to the server {@code target} names (its own driver and pool);
     * no connection is made until the first call.
     *
     * @param password the password, or null for a server without authentication
     */
    private static DrivineConnection drivine(Neo4jTarget target, String password) {
        java.net.URI uri = java.net.URI.create(target.uri());
        return DrivineConnection.register(DatabaseType.NEO4J, builder -> builder
                .protocol(uri.getScheme())
                .host(uri.getHost())
                .port(uri.getPort() < 0 ? Neo4jTarget.DEFAULT_PORT : uri.getPort())
                // Drivine always sends basic credentials; a server without authentication accepts any.
                .userName(target.user())
                .password(password == null ? "" : password)
                .databaseName(target.database())
                .cypherDialect(Neo4jDialect.DRIVINE_GRAMMAR));
    }

    private static Driver openDriver(Neo4jTarget target, Settings settings) {
        String password = settings.get(Neo4jProvider.PASSWORD);
        // The server the harness starts runs without authentication; it is reachable from loopback only.
        AuthToken auth = target.embedded() || password == null
                ? AuthTokens.none()
                : AuthTokens.basic(settings.get(Neo4jProvider.USER), password);
        Config config = Config.builder()
                // Connecting as a whole is bounded by Neo4jTarget.await; this bounds the TCP connect alone.
                .withConnectionTimeout(Neo4jTarget.CONNECT_SECONDS, TimeUnit.SECONDS)
                // A retried call would be timed as one: let failures show.
                .withAutoCommitRetriesDisabled(true)
                .withTelemetryDisabled(true)
                .withMinimumNotificationSeverity(NotificationSeverity.OFF)
                .withUserAgent("graph-bench")
                .build();
        try {
            return GraphDatabase.driver(target.uri(), auth, config);
        } catch (IllegalArgumentException e) {
            throw new EngineException("BENCH_NEO4J_URI must be a bolt:// or neo4j:// URI, got '"
                    + target.shownUri() + "': " + Errors.oneLine(e.getMessage()), e);
        }
    }

    private static EngineInfo readInfo(Driver driver, Neo4jTarget target) {
        try (org.neo4j.driver.Session session = driver.session(SessionConfig.builder()
                .withDatabase(target.database()).withDefaultAccessMode(AccessMode.READ).build())) {
            List<Record> components = session.run("CALL dbms.components() YIELD name, versions, edition "
                    + "WHERE name = 'Neo4j Kernel' RETURN versions[0] AS version, edition").list();
            Record kernel = components.get(0);
            String edition = kernel.get("edition").asString();
            String product = "Neo4j " + Character.toUpperCase(edition.charAt(0)) + edition.substring(1);
            return new EngineInfo(product, kernel.get("version").asString(), DRIVER, driverVersion(),
                    target.deployment());
        } catch (RuntimeException e) {
            throw target.failure(e);
        }
    }

    /** The driver's version without the commit its manifest appends. */
    static String driverVersion() {
        String version = Driver.class.getPackage().getImplementationVersion();
        return version == null ? "unknown" : version.replaceFirst("-[0-9a-f]{7,40}$", "");
    }

    @Override
    public EngineInfo info() {
        return info;
    }

    @Override
    public void ping() {
        target.await(driver.verifyConnectivityAsync());
    }

    /** The default database on disk, store and transaction logs, of the Neo4j the harness started; empty for a server of the user's. */
    @Override
    public Optional<DataSize> dataSize() {
        return EmbeddedNeo4jLauncher.storeAt(target.uri()).map(store -> new DataSize(store.storeBytes(),
                "the default database's store files and transaction logs on disk"));
    }

    @Override
    public Schema schema() {
        return schema;
    }

    @Override
    public Loader loader() {
        return loader;
    }

    @Override
    public Session openSession() {
        return new Neo4jSession(this, session(AccessMode.READ));
    }

    /** A driver session on the benchmark's database. */
    org.neo4j.driver.Session session(AccessMode mode) {
        SessionConfig.Builder config = SessionConfig.builder()
                .withDatabase(target.database())
                .withDefaultAccessMode(mode);
        return driver.session((bookmarks == null ? config : config.withBookmarkManager(bookmarks)).build());
    }

    Neo4jTarget target() {
        return target;
    }

    /** In an auto-commit transaction of a driver session of its own. */
    @Override
    public List<Map<String, Object>> run(String statement, Map<String, Object> parameters) {
        try (org.neo4j.driver.Session session = session(AccessMode.WRITE)) {
            return session.run(statement, parameters).list(Record::asMap);
        }
    }

    @Override
    public int constraintsAdded(String statement) {
        try (org.neo4j.driver.Session session = session(AccessMode.WRITE)) {
            return session.run(statement).consume().counters().constraintsAdded();
        }
    }

    @Override
    public EngineException failure(RuntimeException failure, String doing) {
        return target.failure(failure, doing);
    }

    CypherStatements cypher() {
        return Neo4jDialect.INSTANCE;
    }

    DrivineConnection drivine() {
        return drivine;
    }

    @Override
    public void close() {
        loader.abandon();
        drivine.close();
        driver.close();
        NettyHelperThread.awaitEnd();
    }
}
