package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.ServerProvider;
import dev.graphbench.api.ServerSettings;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.Optional;

/**
 * Neo4j over Bolt with the official Java driver: Cypher statements, an UNWIND loader, a unique
 * constraint on every label's id.
 *
 * <p>With {@code BENCH_NEO4J_URI} set it connects to that server or cluster ({@code bolt://} or
 * {@code neo4j://} for routing). Without it the harness starts a Neo4j Community server in a JVM of
 * its own, from the jars the harness runs on, with Bolt on a free loopback port; that needs
 * {@code org.neo4j.test:neo4j-harness} on the class path. Its heap is {@code BENCH_NEO4J_HEAP}, its
 * page cache {@code BENCH_NEO4J_PAGECACHE}, its transactions' memory {@code BENCH_NEO4J_TX_MEMORY}
 * (defaults sized from the machine: {@link Neo4jMemory}).
 *
 * <p>Logging: the Neo4j server writes its own logs to files in its folder under the work directory,
 * which its stop removes; nothing of it reaches SLF4J. The driver logs through {@link System.Logger},
 * routed to SLF4J under {@code org.neo4j.driver}, and announces every driver it opens at INFO: set that
 * logger to WARN. This engine logs start, close, drop and schema times at INFO under
 * {@code dev.graphbench.engine.neo4j}.
 */
public final class Neo4jProvider extends ServerProvider {

    static final String URI = ServerSettings.URI;
    static final String USER = ServerSettings.USER;
    static final String PASSWORD = ServerSettings.PASSWORD;
    static final String DATABASE = "database";
    static final String BATCH_SIZE = "batch-size";
    static final String LOAD_THREADS = "load-threads";
    static final String HEAP = "heap";
    static final String PAGE_CACHE = "page-cache";
    static final String TRANSACTION_MEMORY = "transaction-memory";
    static final String EMBEDDED_PORT = "embedded-port";
    static final String LOAD_PATH = "load-path";
    static final String IMPORT = "import";
    static final String BOLT = "bolt";

    /** The page cache of the Neo4j the harness starts, which {@code neo4j-embedded} declares too. */
    static final Setting PAGE_CACHE_SETTING = Setting.of(PAGE_CACHE, "BENCH_NEO4J_PAGECACHE", null,
            "page cache of the Neo4j the harness starts; unset: half the machine's memory less 1g");
    /** The transaction memory of the Neo4j the harness starts, which {@code neo4j-embedded} declares too. */
    static final Setting TRANSACTION_MEMORY_SETTING = Setting.of(TRANSACTION_MEMORY, "BENCH_NEO4J_TX_MEMORY", null,
            "memory all transactions of the Neo4j the harness starts may use; unset: 70% of its heap");

    private static final ServerSettings SERVER = ServerSettings.uri("neo4j",
            "bolt://host:7687, or neo4j://host:7687 for a cluster; unset: the harness starts a Neo4j server in"
                    + " a JVM of its own").withUser("neo4j");

    /** The engine's settings after the server's. */
    private static final Setting[] OWN_SETTINGS = {
            Setting.of(DATABASE, "BENCH_NEO4J_DATABASE", "neo4j",
                    "database to load and query; the benchmark's nodes in it are deleted by drop"),
            Setting.of(LOAD_PATH, "BENCH_NEO4J_LOAD_PATH", null,
                    "import: the store of the Neo4j server the harness starts is written by Neo4j's bulk importer; bolt:"
                            + " UNWIND batches over Bolt; unset: import into the harness's server, bolt to a server of your own"),
            Setting.wholeNumber(BATCH_SIZE, "BENCH_NEO4J_BATCH_SIZE", "10000", 1, 1_000_000,
                    "rows per UNWIND batch of the Bolt load path"),
            Setting.wholeNumber(LOAD_THREADS, "BENCH_NEO4J_LOAD_THREADS", "2", 1, 64,
                    "transactions the Bolt load path keeps in flight at once (more for a server with cores of its own)"),
            Setting.of(HEAP, "BENCH_NEO4J_HEAP", null,
                    "heap of the Neo4j server the harness starts (512m, 4g); unset: a quarter of the machine's memory,"
                            + " 256m to 8g"),
            PAGE_CACHE_SETTING,
            TRANSACTION_MEMORY_SETTING,
            Setting.wholeNumber(EMBEDDED_PORT, "BENCH_NEO4J_EMBEDDED_PORT", "0", 0, 65_535,
                    "loopback Bolt port of the Neo4j server the harness starts; 0: any free port")};

    /** The provider ServiceLoader instantiates. */
    public Neo4jProvider() {
        super(SERVER, OWN_SETTINGS);
    }

    @Override
    public String name() {
        return "neo4j";
    }

    @Override
    public String displayName() {
        return "Neo4j";
    }

    @Override
    public String description() {
        return "Neo4j over Bolt: Cypher, an UNWIND loader, unique constraints; a server in a JVM of its own by default";
    }

    /** A URI the driver cannot use, or a load path that cannot run, is refused before anything runs. */
    @Override
    public void check(Settings settings) {
        try {
            loadPath(settings, !settings.isSet(URI));
        } catch (EngineException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        if (settings.isSet(URI)) {
            try {
                Neo4jTarget.of(settings);
            } catch (EngineException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }
    }

    @Override
    public Optional<EmbeddedServer.Launcher> embeddedServer() {
        return Optional.of(new EmbeddedNeo4jLauncher(true));
    }

    @Override
    public Dialect dialect() {
        return Neo4jDialect.INSTANCE;
    }

    @Override
    public String howToConfigure() {
        return "set BENCH_NEO4J_URI (and BENCH_NEO4J_USER, BENCH_NEO4J_PASSWORD, BENCH_NEO4J_DATABASE)";
    }

    /**
     * Whether to load with the importer: {@code BENCH_NEO4J_LOAD_PATH}, or by default whether the harness
     * started the Neo4j, whose store it can write.
     */
    static boolean importPath(Settings settings, boolean harnessStarted) {
        return loadPath(settings, harnessStarted).equals(IMPORT);
    }

    private static String loadPath(Settings settings, boolean harnessStarted) {
        String path = settings.get(LOAD_PATH);
        if (path == null) {
            return harnessStarted && EmbeddedNeo4jLauncher.importerCanRun() ? IMPORT : BOLT;
        }
        String variable = settings.setting(LOAD_PATH).environmentVariable();
        if (!path.equals(IMPORT) && !path.equals(BOLT)) {
            throw new EngineException(variable + " must be import or bolt, got '" + path + "'");
        }
        if (path.equals(IMPORT) && !harnessStarted) {
            throw new EngineException(variable + "=import needs the Neo4j the harness starts, whose store the importer writes;"
                    + " unset BENCH_NEO4J_URI, or set " + variable + "=bolt");
        }
        if (path.equals(IMPORT) && !EmbeddedNeo4jLauncher.importerCanRun()) {
            throw new EngineException(variable + "=import needs Java started with " + EmbeddedNeo4jLauncher.IMPORTER_ADD_OPENS
                    + " (bench-cli.jar's manifest has it); add it, or set " + variable + "=bolt");
        }
        return path;
    }

    @Override
    public Engine open(Settings settings) {
        return Neo4jEngine.connect(settings);
    }
}
