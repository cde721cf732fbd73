package dev.graphbench.engine.falkordb;

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
 * FalkorDB over RESP: Cypher sent as {@code GRAPH.QUERY} (reads as {@code GRAPH.RO_QUERY}) with
 * parameters the engine encodes itself, a loader through {@code GRAPH.BULK} (UNWIND batches where
 * the server refuses it, or by {@code BENCH_FALKORDB_LOAD_PATH=unwind}), a range index over every
 * label's id, and the object store through Drivine's FalkorDB connection.
 *
 * <p>With {@code BENCH_FALKORDB_URL} set it connects to that server ({@code redis://} or
 * {@code rediss://host:port}) and uses the graph {@code BENCH_FALKORDB_GRAPH}, which it deletes
 * before each load; a key of that name holding anything but a graph is refused, never deleted.
 * Without it the harness starts {@code valkey-server} with the FalkorDB module on a free loopback
 * port, with no persistence; {@code scripts/falkordb.sh} installs both.
 *
 * <p>Logging: Drivine's FalkorDB connection logs every statement at INFO under
 * {@code org.drivine.connection.FalkorDbConnection}: set it to WARN. This engine logs start, close,
 * drop and schema times at INFO under {@code dev.graphbench.engine.falkordb}.
 */
public final class FalkorDbProvider extends ServerProvider {

    static final String URL = ServerSettings.URL;
    static final String PASSWORD = ServerSettings.PASSWORD;
    static final String GRAPH = "graph";
    static final String LOAD_PATH = "load-path";
    static final String BULK_REQUEST_KIB = "bulk-request-kib";
    static final String BATCH_SIZE = "batch-size";
    static final String CONSTRAINTS = "constraints";
    static final String DRIVINE_PARAMETERS = "drivine-parameters";
    static final String VALKEY_SERVER = "valkey-server";
    static final String MODULE = "module";
    static final String EMBEDDED_PORT = "embedded-port";

    /** No user of its own: a user other than the default is named in the URL. */
    private static final ServerSettings SERVER = ServerSettings.url("falkordb",
            "redis://host:6379, or rediss://host:6379 for TLS; unset: a local valkey-server with the module");

    /** The engine's settings after the server's. */
    private static final Setting[] OWN_SETTINGS = {
            Setting.of(GRAPH, "BENCH_FALKORDB_GRAPH", "bench",
                    "graph key to load and query; deleted before each load, refused if it holds anything else"),
            Setting.of(LOAD_PATH, "BENCH_FALKORDB_LOAD_PATH", "bulk",
                    "bulk: GRAPH.BULK requests, or UNWIND batches where the server refuses GRAPH.BULK; unwind: UNWIND batches"),
            Setting.wholeNumber(BULK_REQUEST_KIB, "BENCH_FALKORDB_BULK_REQUEST_KIB", "16384", 1, 262_144,
                    "KiB per GRAPH.BULK request of the loader (the server takes up to 512 MiB an argument)"),
            Setting.wholeNumber(BATCH_SIZE, "BENCH_FALKORDB_BATCH_SIZE", "5000", 1, 1_000_000,
                    "rows per UNWIND batch of the loader"),
            Setting.of(CONSTRAINTS, "BENCH_FALKORDB_CONSTRAINTS", "false",
                    "true: a unique constraint on every label's id besides its index (FalkorDB#3330 made inserts slow)"),
            Setting.of(DRIVINE_PARAMETERS, "BENCH_FALKORDB_DRIVINE_PARAMETERS", "engine",
                    "who writes the parameters of Drivine's statements: engine, or jfalkordb (0.7.0 cannot send a list of maps: saves fail)"),
            Setting.of(VALKEY_SERVER, "BENCH_FALKORDB_VALKEY_SERVER", "valkey-server",
                    "the valkey-server (8 or newer) the embedded FalkorDB runs in"),
            Setting.of(MODULE, "BENCH_FALKORDB_MODULE", EmbeddedFalkorDbLauncher.defaultModule().toString(),
                    "falkordb.so the embedded FalkorDB loads; scripts/falkordb.sh puts it here"),
            Setting.wholeNumber(EMBEDDED_PORT, "BENCH_FALKORDB_EMBEDDED_PORT", "0", 0, 65_535,
                    "loopback port of the embedded FalkorDB; 0: any free port")};

    /** The provider ServiceLoader instantiates. */
    public FalkorDbProvider() {
        super(SERVER, OWN_SETTINGS);
    }

    @Override
    public String name() {
        return "falkordb";
    }

    @Override
    public String displayName() {
        return "FalkorDB";
    }

    @Override
    public String description() {
        return "FalkorDB over RESP: Cypher through GRAPH.QUERY, a GRAPH.BULK loader, range indexes; a local valkey by default";
    }

    /** The URL's form and the two choices are checked before any engine starts. */
    @Override
    public void check(Settings settings) {
        try {
            if (settings.isSet(URL)) {
                FalkorDbTarget.of(settings);
            }
            FalkorDbEngine.choice(settings, LOAD_PATH, "bulk", "unwind");
            FalkorDbEngine.choice(settings, CONSTRAINTS, "true", "false");
            FalkorDbEngine.choice(settings, DRIVINE_PARAMETERS, "jfalkordb", "engine");
        } catch (EngineException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }

    @Override
    public Optional<EmbeddedServer.Launcher> embeddedServer() {
        return Optional.of(new EmbeddedFalkorDbLauncher());
    }

    @Override
    public Dialect dialect() {
        return FalkorDbDialect.INSTANCE;
    }

    @Override
    public String howToConfigure() {
        return "set BENCH_FALKORDB_URL (and BENCH_FALKORDB_PASSWORD, BENCH_FALKORDB_GRAPH)";
    }

    @Override
    public Engine open(Settings settings) {
        return FalkorDbEngine.connect(settings);
    }
}
