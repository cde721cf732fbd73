package dev.graphbench.engine.oracle;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.sql.JdbcEngine;
import dev.graphbench.sql.JdbcPool;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import oracle.jdbc.OracleDriver;

/** One Oracle database: its banner, its schema with the property graph, its batch loader. */
final class OracleEngine extends JdbcEngine {

    /**
     * Every session sorts and compares strings by their bytes, so that ties are broken in code point
     * order and the id indexes serve equality, whatever NLS settings the driver derives from the JVM's
     * locale.
     */
    static final String SESSION_SETUP = "ALTER SESSION SET NLS_SORT = BINARY NLS_COMP = BINARY";
    /** The version line of Oracle's banner: {@code Version 23.26.0.0.0}. */
    private static final Pattern VERSION = Pattern.compile("(?m)^Version (\\S+)");
    /** The release in the banner's first line, for a banner without a version line. */
    private static final Pattern RELEASE = Pattern.compile("Release (\\S+)");

    private final int batchSize;
    private final EngineInfo info;
    /** The graph the schema was last created for, which the loader loads: the generated graph's until then. */
    private volatile GraphSchema graph = GraphSchema.GENERATED;

    private OracleEngine(JdbcPool pool, int batchSize, PgqDialect dialect) {
        super(pool, dialect);
        this.batchSize = batchSize;
        this.info = readInfo();
    }

    /** Connects to {@code target}, failing within 10 s with a one-line message when it does not answer. */
    static OracleEngine open(OracleTarget target, int poolSize, int batchSize, PgqDialect dialect) {
        return open(target, poolSize, config -> {
            config.setDriverClassName(OracleDriver.class.getName());
            config.setConnectionInitSql(SESSION_SETUP);
        }, pool -> new OracleEngine(pool, batchSize, dialect));
    }

    /** Product and version as the server's banner gives them: {@code Oracle Database 23ai Free}, {@code 23.26.0.0.0}. */
    private EngineInfo readInfo() {
        try (Connection connection = connection()) {
            DatabaseMetaData metadata = connection.getMetaData();
            String banner = metadata.getDatabaseProductVersion();
            return new EngineInfo(product(banner), version(banner), "ojdbc11", OracleDriver.getDriverVersion(),
                    "external, " + target().address());
        } catch (SQLException e) {
            throw target().failure("reading the server version", e);
        }
    }

    /** The banner's first line up to its release: {@code Oracle Database 23ai Free}. */
    static String product(String banner) {
        String first = banner.lines().findFirst().orElse(banner).strip();
        int release = first.indexOf(" Release ");
        return release < 0 ? first : first.substring(0, release);
    }

    /** The banner's full version ({@code Version 23.26.0.0.0}), else its release number. */
    static String version(String banner) {
        Matcher version = VERSION.matcher(banner);
        if (version.find()) {
            return version.group(1);
        }
        Matcher release = RELEASE.matcher(banner);
        return release.find() ? release.group(1) : banner.lines().findFirst().orElse(banner).strip();
    }

    int batchSize() {
        return batchSize;
    }

    @Override
    public EngineInfo info() {
        return info;
    }

    /** Oracle's SQL selects from a table: before 23ai, {@code SELECT 1} alone does not parse. */
    @Override
    protected String pingStatement() {
        return "SELECT 1 FROM DUAL";
    }

    @Override
    public Schema schema() {
        return new OracleSchema(this);
    }

    /** The graph the schema was last created for. */
    GraphSchema graph() {
        return graph;
    }

    /** Records the graph the schema is created for, which the loader and the schema's later steps read. */
    void graph(GraphSchema graph) {
        this.graph = graph;
    }

    @Override
    public Loader loader() {
        return new BatchLoader(this);
    }
}
