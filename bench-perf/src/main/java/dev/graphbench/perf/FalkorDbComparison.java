package dev.graphbench.perf;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.engine.falkordb.FalkorDbQueryText;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Workload;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The embedded FalkorDB's one-hop through a harness session against {@code valkey-benchmark} sending
 * the same {@code GRAPH.RO_QUERY} with the same arguments, one connection, one call at a time: what
 * the harness's call path (the session, the pool, the parameters' encoding, jfalkordb's reading of the
 * answer) costs over a C client's. Each round takes one person of the run's seeded list, so that both
 * sides send the same text; rounds are taken in turn and the median rounds compared. Then the same
 * call path against plain Jedis in JMH ({@link FalkorDbCallPathBenchmark}), which leaves the network
 * and the server out of the difference.
 */
public final class FalkorDbComparison {

    private static final String ENGINE = "falkordb";
    static final String CALL_PATH_SESSION = FalkorDbCallPathBenchmark.class.getName() + ".session";
    static final String CALL_PATH_JEDIS = FalkorDbCallPathBenchmark.class.getName() + ".jedis";
    private static final int ROUNDS = 5;
    /** The last line of {@code valkey-benchmark --csv}: the test (the command, quotes unescaped), then seven figures. */
    private static final Pattern CSV = Pattern.compile(
            "\"([0-9.]+)\",\"([0-9.]+)\",\"([0-9.]+)\",\"([0-9.]+)\",\"([0-9.]+)\",\"([0-9.]+)\",\"([0-9.]+)\"\\s*$");

    private FalkorDbComparison() {
    }

    /** A round's latencies in ms. */
    record Latency(double median, double p95, double p99) {
    }

    /**
     * Starts an embedded FalkorDB, loads the graph of {@code spec} and takes the figures.
     *
     * @param calls calls of each side a round, and JMH's arguments
     */
    public static List<PerfFigure> measure(EngineCatalog catalog, DatasetSpec spec, String valkeyBenchmark,
                                           Path work, int calls, Jmh jmh) {
        String name = "FalkorDB one-hop latency against valkey-benchmark -c 1, same GRAPH.RO_QUERY, same arguments";
        EngineProvider provider = catalog.provider(ENGINE);
        Settings settings = catalog.settings(provider);
        EmbeddedServer server;
        try {
            server = provider.embeddedServer().orElseThrow().start(settings, work.resolve(ENGINE));
        } catch (EngineException e) {
            return List.of(PerfFigure.unmeasured(name, "not measured: the embedded FalkorDB cannot start here",
                    e.getMessage(), List.of("scripts/falkordb.sh  (installs valkey-server and the FalkorDB module)")));
        }
        try (server) {
            Settings connected = settings.with(server.connectionSettings());
            URI url = URI.create(connected.get("url"));
            ClientTool benchmark = new ClientTool(valkeyBenchmark, List.of("-h", url.getHost(), "-p",
                    Integer.toString(url.getPort())), "valkey-benchmark", "install valkey-tools beside valkey-server"
                    + " (Debian 12: apt-get install -t bookworm-backports valkey-tools; scripts/falkordb.sh installs both)");
            try (Engine engine = provider.open(connected)) {
                load(engine, spec);
                PerfFigure external = measure(name, engine, connected.get("graph"), spec, benchmark, calls);
                return List.of(external, callPath(connected, spec, calls, jmh));
            }
        }
    }

    private static PerfFigure measure(String name, Engine engine, String graph, DatasetSpec spec, ClientTool benchmark,
                                      int calls) {
        Workload oneHop = Workloads.builtIn().find(Queries.ONE_HOP.id()).orElseThrow();
        List<Map<String, Object>> arguments = oneHop.arguments(new ArgumentLists(spec), oneHop.id(), ROUNDS);
        String missing = benchmark.missing().orElse(null);
        Latency[] harness = new Latency[ROUNDS];
        Latency[] baseline = new Latency[ROUNDS];
        ClientTool.Ran ran = null;
        try (Session session = engine.openSession()) {
            for (Map<String, Object> call : arguments) {
                timed(session, call, calls);
            }
            for (int round = 0; round < ROUNDS; round++) {
                harness[round] = timed(session, arguments.get(round), calls);
                if (missing == null) {
                    List<String> command = new ArrayList<>(List.of("-n", Integer.toString(calls), "-c", "1", "--csv"));
                    command.addAll(FalkorDbQueryText.readOnlyQuery(graph, Queries.ONE_HOP, arguments.get(round)));
                    ran = benchmark.run(command);
                    baseline[round] = parse(ran.output());
                }
            }
        }
        Latency harnessMedian = medianRound(harness);
        String harnessText = text(harnessMedian, calls) + ", each timed alone through a session as bench run's"
                + " traverse phase times it";
        if (missing != null) {
            return PerfFigure.unmeasured(name, harnessText, missing, List.of());
        }
        Latency baselineMedian = medianRound(baseline);
        return new PerfFigure(name, harnessText, text(baselineMedian, calls) + " (its own p50, p95, p99)",
                harnessMedian.median() / baselineMedian.median(), "within 1.1x",
                List.of(shown(ran.command()) + "   (the person of each round in turn; the ratio is of the medians)"));
    }

    /** One-hop through a session against plain Jedis, in JMH's forked JVMs, on the graph loaded here. */
    private static PerfFigure callPath(Settings connected, DatasetSpec spec, int calls, Jmh jmh) {
        Map<String, Jmh.Measured> measured = jmh.run(List.of(CALL_PATH_SESSION, CALL_PATH_JEDIS), Map.of(
                "url", connected.get("url"), "graph", connected.get("graph"),
                "scaleFactor", String.valueOf(spec.scaleFactor()), "seed", String.valueOf(spec.seed()),
                "calls", String.valueOf(calls)));
        Jmh.Measured session = measured.get(CALL_PATH_SESSION);
        Jmh.Measured jedis = measured.get(CALL_PATH_JEDIS);
        String of = jmh.iterations() + " iterations' calls";
        return new PerfFigure("FalkorDB one-hop through a harness session against plain Jedis, same command, same"
                + " arguments",
                String.format(Locale.ROOT, "median %.1f us, mean %.1f us over the %,d arguments in turn; %s",
                        session.median(), session.mean(), calls, session.forks(of, "%.1f")),
                String.format(Locale.ROOT, "median %.1f us, mean %.1f us, the reply left as the wire gave it; %s",
                        jedis.median(), jedis.mean(), jedis.forks(of, "%.1f")),
                session.median() / jedis.median(), "within 1.1x",
                List.of("bench perf --parts falkordb --sf " + ResultsFiles.sfLabel(spec.scaleFactor()) + "  (JMH:"
                        + " FalkorDbCallPathBenchmark.session, Session.execute as a run's traverse phase calls it,"
                        + " against .jedis, Jedis.sendCommand of the same GRAPH.RO_QUERY made beforehand; the ratio"
                        + " is of the medians)"));
    }

    private static String text(Latency latency, int calls) {
        return String.format(Locale.ROOT, "median %.3f ms (p95 %.3f, p99 %.3f) over %,d calls, the median of %d rounds"
                + " of one person each", latency.median(), latency.p95(), latency.p99(), calls, ROUNDS);
    }

    /** The command as a shell would take it: the statement quoted. */
    private static String shown(String command) {
        int statement = command.indexOf(" CYPHER ");
        int compact = command.lastIndexOf(" --compact");
        return statement < 0 || compact < statement ? command : command.substring(0, statement + 1) + "'"
                + command.substring(statement + 1, compact) + "'" + command.substring(compact);
    }

    /** The graph of {@code spec}, loaded as a run's load phase does. */
    private static void load(Engine engine, DatasetSpec spec) {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        Generator generator = new Generator(spec);
        engine.loader().loadNodes(generator.nodes(), stored -> { });
        engine.loader().loadRelationships(generator.relationships(), stored -> { });
        engine.schema().afterLoad();
    }

    /** {@code calls} calls with {@code arguments}, each timed alone. */
    private static Latency timed(Session session, Map<String, Object> arguments, int calls) {
        double[] millis = new double[calls];
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            session.execute(Queries.ONE_HOP, arguments);
            millis[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        return new Latency(millis[calls / 2], millis[(int) Math.min(calls - 1, Math.ceil(calls * 0.95) - 1)],
                millis[(int) Math.min(calls - 1, Math.ceil(calls * 0.99) - 1)]);
    }

    /** The round whose median is the median, with its percentiles. */
    private static Latency medianRound(Latency[] rounds) {
        Latency[] sorted = rounds.clone();
        Arrays.sort(sorted, (a, b) -> Double.compare(a.median(), b.median()));
        return sorted[sorted.length / 2];
    }

    /** p50, p95 and p99 from {@code valkey-benchmark --csv}'s last line. */
    static Latency parse(String output) {
        String last = output.strip().lines().reduce((first, line) -> line).orElse("");
        Matcher matcher = CSV.matcher(last);
        if (!matcher.find()) {
            throw new IllegalStateException("valkey-benchmark printed no latencies: " + output.strip());
        }
        // rps, avg, min, p50, p95, p99, max
        return new Latency(Double.parseDouble(matcher.group(4)), Double.parseDouble(matcher.group(5)),
                Double.parseDouble(matcher.group(6)));
    }
}
