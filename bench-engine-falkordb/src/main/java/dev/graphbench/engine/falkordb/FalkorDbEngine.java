package dev.graphbench.engine.falkordb;

import com.falkordb.Graph;
import com.falkordb.Record;
import com.falkordb.ResultSet;
import com.falkordb.impl.api.DriverImpl;
import dev.graphbench.api.DataSize;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.ServerTelemetry;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.cypher.DrivineConnection;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.apache.commons.pool2.impl.GenericObjectPoolConfig;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.JedisClientConfig;
import redis.clients.jedis.Module;
import redis.clients.jedis.exceptions.JedisException;

/**
 * One pool of connections, shared by every thread: the hand-written queries, the loader and the
 * schema send their statements through jfalkordb's graph on it (parameters encoded by
 * {@link CypherParameters}, never by jfalkordb), and Drivine's FalkorDB connection runs on the same
 * pool ({@link DrivineFalkorDb}).
 */
final class FalkorDbEngine implements Engine {

    /** The key type FalkorDB's graphs have. */
    static final String GRAPH_TYPE = "graphdata";
    /** A statement may run this long before the client gives up on it: the largest load batches and deletes. */
    private static final Duration STATEMENT_TIMEOUT = Duration.ofMinutes(10);
    /** Enough connections for the most threads the harness runs, each with Drivine's beside it. */
    private static final int POOL_SIZE = 600;

    private final FalkorDbTarget target;
    private final EngineInfo info;
    private final ConnectionPool pool;
    private final Graph graph;
    private final DrivineConnection drivine;
    private final FalkorDbSchema schema;
    private final FalkorDbLoader loader;

    private FalkorDbEngine(FalkorDbTarget target, EngineInfo info, ConnectionPool pool, int batchSize,
                           long bulkRequestBytes, boolean constraints, boolean jfalkordbParameters) {
        this.target = target;
        this.info = info;
        this.pool = pool;
        DriverImpl driver = new DriverImpl(pool);
        this.graph = driver.graph(target.graph());
        this.drivine = DrivineConnection.of(subtypes -> new DrivineFalkorDb(driver, target.graph(), subtypes,
                jfalkordbParameters));
        this.loader = new FalkorDbLoader(this, batchSize, bulkRequestBytes);
        this.schema = new FalkorDbSchema(this, loader, constraints);
    }

    static FalkorDbEngine connect(Settings settings) {
        FalkorDbTarget target = FalkorDbTarget.of(settings);
        int batchSize = settings.getInt(FalkorDbProvider.BATCH_SIZE);
        long bulkRequestBytes = choice(settings, FalkorDbProvider.LOAD_PATH, "bulk", "unwind")
                ? settings.getInt(FalkorDbProvider.BULK_REQUEST_KIB) * 1024L : 0;
        boolean constraints = choice(settings, FalkorDbProvider.CONSTRAINTS, "true", "false");
        boolean jfalkordbParameters = choice(settings, FalkorDbProvider.DRIVINE_PARAMETERS, "jfalkordb", "engine");
        String password = target.embedded() ? null : settings.get(FalkorDbProvider.PASSWORD);
        EngineInfo info;
        // A connection of its own, whose every step gives up after CONNECT_SECONDS, checks the server first.
        try (Jedis probe = new Jedis(new HostAndPort(target.host(), target.port()),
                config(target, password, Duration.ofSeconds(FalkorDbTarget.CONNECT_SECONDS)))) {
            probe.ping();
            info = readInfo(probe, target);
            checkGraphKey(probe, target);
        } catch (JedisException e) {
            throw target.failure(e, "");
        }
        GenericObjectPoolConfig<Jedis> poolConfig = new GenericObjectPoolConfig<>();
        poolConfig.setMaxTotal(POOL_SIZE);
        poolConfig.setMaxIdle(POOL_SIZE);
        poolConfig.setJmxEnabled(false);
        ConnectionPool pool = new ConnectionPool(poolConfig, new HostAndPort(target.host(), target.port()),
                config(target, password, STATEMENT_TIMEOUT));
        return new FalkorDbEngine(target, info, pool, batchSize, bulkRequestBytes, constraints, jfalkordbParameters);
    }

    /** Whether setting {@code key} is {@code yes} rather than {@code no}; anything else is refused. */
    static boolean choice(Settings settings, String key, String yes, String no) {
        String value = settings.get(key).strip().toLowerCase(Locale.ROOT);
        if (!value.equals(yes) && !value.equals(no)) {
            throw new EngineException(settings.setting(key).environmentVariable() + " must be " + yes + " or " + no
                    + ", got '" + settings.get(key) + "'");
        }
        return value.equals(yes);
    }

    private static JedisClientConfig config(FalkorDbTarget target, String password, Duration socketTimeout) {
        return DefaultJedisClientConfig.builder()
                .connectionTimeoutMillis(FalkorDbTarget.CONNECT_SECONDS * 1000)
                .socketTimeoutMillis((int) socketTimeout.toMillis())
                .user(target.user())
                .password(password)
                .ssl(target.tls())
                .clientName("graph-bench")
                .build();
    }

    /** FalkorDB's version from the module list, the server's from INFO. */
    private static EngineInfo readInfo(Jedis probe, FalkorDbTarget target) {
        Module falkordb = probe.moduleList().stream().filter(module -> module.getName().equals("graph")).findFirst()
                .orElseThrow(() -> new EngineException("the server at " + target.shownUrl()
                        + " has no FalkorDB module loaded (MODULE LIST has no 'graph'); load falkordb.so or check BENCH_FALKORDB_URL"));
        int version = falkordb.getVersion();
        String module = version / 10_000 + "." + version / 100 % 100 + "." + version % 100;
        String server = "server";
        for (String line : probe.info("server").split("\r?\n")) {
            if (line.startsWith("valkey_version:")) {
                server = "valkey " + line.substring("valkey_version:".length()).strip();
                break;
            }
            if (line.startsWith("redis_version:")) {
                server = "Redis " + line.substring("redis_version:".length()).strip();
            }
        }
        return new EngineInfo("FalkorDB", module + " on " + server, "jfalkordb",
                libraryVersion("com.falkordb", "jfalkordb") + " (jedis " + libraryVersion("redis.clients", "jedis") + ")",
                target.deployment());
    }

    /** Refuses a graph key that holds anything but a graph: it is never deleted. */
    static void checkGraphKey(Jedis connection, FalkorDbTarget target) {
        String type = connection.type(target.graph());
        if (!type.equals("none") && !type.equals(GRAPH_TYPE)) {
            throw new EngineException("key '" + target.graph() + "' on FalkorDB at " + target.shownUrl() + " holds a "
                    + type + ", not a graph, and is left as it is; set BENCH_FALKORDB_GRAPH to another key");
        }
    }

    /** A library's version from the Maven properties its jar carries. */
    private static String libraryVersion(String group, String artifact) {
        try (InputStream in = FalkorDbEngine.class.getResourceAsStream(
                "/META-INF/maven/" + group + "/" + artifact + "/pom.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** Runs {@code statement} with {@code parameters} as a read ({@code GRAPH.RO_QUERY}). */
    ResultSet read(String statement, Map<String, ?> parameters) {
        return graph.readOnlyQuery(CypherParameters.bind(statement, parameters));
    }

    /** Runs {@code statement} with {@code parameters} as a write ({@code GRAPH.QUERY}). */
    ResultSet write(String statement, Map<String, ?> parameters) {
        return graph.query(CypherParameters.bind(statement, parameters));
    }

    /** {@code GRAPH.PROFILE} of {@code statement}: it runs, and each operator's line counts its records. */
    List<String> profile(String statement, Map<String, ?> parameters) {
        List<String> lines = new ArrayList<>();
        for (Record record : graph.profile(CypherParameters.bind(statement, parameters))) {
            record.values().forEach(value -> lines.add(String.valueOf(value)));
        }
        return lines;
    }

    /** {@code GRAPH.EXPLAIN} of {@code statement}: its plan, without running it. */
    List<String> explain(String statement, Map<String, ?> parameters) {
        return graph.explain(CypherParameters.bind(statement, parameters));
    }

    /** Ends every call {@code thread} is making, by closing the sockets it holds. */
    void disconnect(Thread thread) {
        pool.disconnect(thread);
    }

    /** A connection of the pool, for commands that are not queries; close it to give it back. */
    Jedis connection() {
        return pool.getResource();
    }

    @Override
    public EngineInfo info() {
        return info;
    }

    @Override
    public void ping() {
        try (Jedis connection = pool.getResource()) {
            connection.ping();
        } catch (JedisException e) {
            throw target.failure(e, "");
        }
    }

    /**
     * The server's {@code used_memory} from INFO: FalkorDB keeps the graph in the server's memory, and the
     * embedded server persists nothing, so that is where the graph's size is.
     */
    @Override
    public Optional<DataSize> dataSize() {
        try (Jedis connection = pool.getResource()) {
            for (String line : connection.info("memory").split("\r?\n")) {
                if (line.startsWith(USED_MEMORY)) {
                    return Optional.of(new DataSize(Long.parseLong(line.substring(USED_MEMORY.length()).strip()),
                            "the server's used_memory (INFO memory): FalkorDB keeps the graph in memory"));
                }
            }
            return Optional.empty();
        } catch (JedisException e) {
            throw target.failure(e, "");
        }
    }

    private static final String USED_MEMORY = "used_memory:";

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
        return new FalkorDbSession(this);
    }

    /** valkey's own {@code used_memory} and {@code total_commands_processed}, on a connection of the pool held for it. */
    @Override
    public Optional<ServerTelemetry> telemetry() {
        try {
            return Optional.of(new FalkorDbTelemetry(target, pool.getResource()));
        } catch (JedisException e) {
            throw target.failure(e, "opening a connection for INFO");
        }
    }

    FalkorDbTarget target() {
        return target;
    }

    DrivineConnection drivine() {
        return drivine;
    }

    @Override
    public void close() {
        drivine.close();
        pool.close();
    }
}
