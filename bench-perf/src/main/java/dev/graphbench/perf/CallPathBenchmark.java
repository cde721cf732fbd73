package dev.graphbench.perf;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.engine.postgres.PostgresProvider;
import dev.graphbench.sql.JdbcStatement;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Workload;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * One-hop on a loaded PostgreSQL through a harness session ({@link Session#execute}, as a run's
 * traverse phase calls it) against the same statement over plain JDBC: one prepared statement, its
 * argument set, its one count read. The arguments are the run's seeded list, taken in turn. Each call
 * is timed alone ({@link Mode#SampleTime}), so the result has a median beside its mean.
 *
 * <p>The server is one the caller started and loaded, named by {@link #url} and {@link #user}; a
 * password comes from {@code BENCH_POSTGRES_PASSWORD}, as for every run.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CallPathBenchmark {

    /** The JDBC URL of a server holding the graph of {@link #scaleFactor} and {@link #seed}. */
    @Param("")
    public String url;

    @Param("postgres")
    public String user;

    @Param("0.1")
    public double scaleFactor;

    @Param("42")
    public long seed;

    /** Arguments of the seeded list, taken in turn. */
    @Param("1000")
    public int calls;

    private Engine engine;
    private Session session;
    private Connection connection;
    private PreparedStatement statement;
    private List<Map<String, Object>> arguments;
    private String[] personIds;
    private int next;

    @Setup(Level.Trial)
    public void connect() throws SQLException {
        if (url.isEmpty()) {
            throw new IllegalArgumentException("CallPathBenchmark needs -p url=jdbc:postgresql://... naming a loaded"
                    + " server; bench perf --parts postgres starts and loads one");
        }
        PostgresProvider provider = new PostgresProvider();
        Settings settings = Settings.resolve(provider.settings(), System.getenv())
                .with(Map.of("url", url, "user", user));
        engine = provider.open(settings);
        session = engine.openSession();
        Workload oneHop = Workloads.builtIn().find(Queries.ONE_HOP.id()).orElseThrow();
        arguments = oneHop.arguments(new ArgumentLists(DatasetSpec.of(scaleFactor, seed)), oneHop.id(), calls);
        personIds = arguments.stream().map(call -> (String) call.get("personId")).toArray(String[]::new);
        JdbcStatement oneHopSql = JdbcStatement.parse(provider.dialect().statement(Queries.ONE_HOP).orElseThrow());
        if (!oneHopSql.parameters().equals(List.of("personId"))) {
            throw new IllegalStateException("one-hop's statement binds " + oneHopSql.parameters() + ", not personId alone");
        }
        connection = DriverManager.getConnection(url, user, settings.get("password"));
        statement = connection.prepareStatement(oneHopSql.sql());
    }

    @Benchmark
    public Answer session() {
        return session.execute(Queries.ONE_HOP, arguments.get(nextCall()));
    }

    @Benchmark
    public long jdbc() throws SQLException {
        statement.setString(1, personIds[nextCall()]);
        try (ResultSet rows = statement.executeQuery()) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private int nextCall() {
        int call = next;
        next = call + 1 == personIds.length ? 0 : call + 1;
        return call;
    }

    @TearDown(Level.Trial)
    public void close() throws SQLException {
        statement.close();
        connection.close();
        session.close();
        engine.close();
    }
}
