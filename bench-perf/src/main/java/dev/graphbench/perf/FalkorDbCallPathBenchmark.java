package dev.graphbench.perf;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.engine.falkordb.FalkorDbProvider;
import dev.graphbench.engine.falkordb.FalkorDbQueryText;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Workload;
import java.net.URI;
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
import redis.clients.jedis.Jedis;
import redis.clients.jedis.commands.ProtocolCommand;
import redis.clients.jedis.util.SafeEncoder;

/**
 * One-hop on a loaded FalkorDB through a harness session against the same command sent by plain
 * Jedis on one connection, its reply left as the wire gave it: what the session, the pool, the
 * parameters' encoding and jfalkordb's reading of the reply cost. The plain side's commands are
 * made before it is timed. The arguments are the run's seeded list, taken in turn; each call is
 * timed alone ({@link Mode#SampleTime}).
 *
 * <p>The server is one the caller started and loaded, named by {@link #url} and {@link #graph}; a
 * password comes from {@code BENCH_FALKORDB_PASSWORD}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class FalkorDbCallPathBenchmark {

    /** {@code redis://host:port} of a server holding the graph of {@link #scaleFactor} and {@link #seed}. */
    @Param("")
    public String url;

    @Param("bench")
    public String graph;

    @Param("0.1")
    public double scaleFactor;

    @Param("42")
    public long seed;

    /** Arguments of the seeded list, taken in turn. */
    @Param("1000")
    public int calls;

    private static final ProtocolCommand RO_QUERY = () -> SafeEncoder.encode("GRAPH.RO_QUERY");

    private Engine engine;
    private Session session;
    private Jedis plain;
    private List<Map<String, Object>> arguments;
    private String[][] commands;
    private int next;

    @Setup(Level.Trial)
    public void connect() {
        if (url.isEmpty()) {
            throw new IllegalArgumentException("FalkorDbCallPathBenchmark needs -p url=redis://... naming a loaded"
                    + " server; bench perf --parts falkordb starts and loads one");
        }
        FalkorDbProvider provider = new FalkorDbProvider();
        Settings settings = Settings.resolve(provider.settings(), System.getenv())
                .with(Map.of("url", url, "graph", graph));
        engine = provider.open(settings);
        session = engine.openSession();
        Workload oneHop = Workloads.builtIn().find(Queries.ONE_HOP.id()).orElseThrow();
        arguments = oneHop.arguments(new ArgumentLists(DatasetSpec.of(scaleFactor, seed)), oneHop.id(), calls);
        commands = arguments.stream().map(call -> {
            List<String> command = FalkorDbQueryText.readOnlyQuery(graph, Queries.ONE_HOP, call);
            return command.subList(1, command.size()).toArray(String[]::new);
        }).toArray(String[][]::new);
        URI server = URI.create(url);
        plain = new Jedis(server.getHost(), server.getPort());
        String password = settings.get("password");
        if (password != null) {
            plain.auth(password);
        }
    }

    @Benchmark
    public Answer session() {
        return session.execute(Queries.ONE_HOP, arguments.get(nextCall()));
    }

    @Benchmark
    public Object jedis() {
        return plain.sendCommand(RO_QUERY, commands[nextCall()]);
    }

    private int nextCall() {
        int call = next;
        next = call + 1 == commands.length ? 0 : call + 1;
        return call;
    }

    @TearDown(Level.Trial)
    public void close() {
        plain.close();
        session.close();
        engine.close();
    }
}
