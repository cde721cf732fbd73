package dev.graphbench.perf;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Workload;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The embedded PostgreSQL driven by the harness against the same work done by psql and pgbench:
 * the load against {@code psql \copy} of the same rows into the same tables; one-hop through a session
 * against the same statement over plain JDBC ({@link CallPathBenchmark}, in JMH); the one-hop query's
 * mean latency against pgbench's of the same statement on the same arguments (pgbench reports a
 * statement's mean alone); and calls a second from several threads against pgbench's transactions
 * a second, each the argument's lookup and the statement.
 */
public final class PostgresComparison {

    private static final String ENGINE = "postgres";
    static final String CALL_PATH_SESSION = CallPathBenchmark.class.getName() + ".session";
    static final String CALL_PATH_JDBC = CallPathBenchmark.class.getName() + ".jdbc";
    /** Loads of each side, taken in turn. */
    private static final int LOAD_ROUNDS = 3;
    /** Rounds of one-hop calls of each side, taken in turn. */
    private static final int LATENCY_ROUNDS = 5;
    private static final Pattern TPS = Pattern.compile("tps = ([0-9.]+)");
    private static final Pattern LATENCY = Pattern.compile("^\\s*([0-9.]+)\\s+(?:[0-9]+\\s+)?(.*)$");

    private final DatasetSpec spec;
    private final ClientTool psql;
    private final ClientTool pgbench;
    private final Path work;
    private final int calls;
    private final int threads;
    private final int seconds;
    private final Jmh jmh;

    private PostgresComparison(DatasetSpec spec, ClientTool psql, ClientTool pgbench, Path work, int calls,
                               int threads, int seconds, Jmh jmh) {
        this.spec = spec;
        this.psql = psql;
        this.pgbench = pgbench;
        this.work = work;
        this.calls = calls;
        this.threads = threads;
        this.seconds = seconds;
        this.jmh = jmh;
    }

    /**
     * Starts an embedded PostgreSQL in {@code work}, loads the graph of {@code spec} and takes the figures.
     *
     * @param calls   one-hop calls a round, and arguments per thread
     * @param threads threads of the throughput figure, and pgbench's {@code -c} and {@code -j}
     * @param seconds how long each side of the throughput figure runs
     */
    public static List<PerfFigure> measure(EngineCatalog catalog, DatasetSpec spec, String psqlProgram,
                                           String pgbenchProgram, Path work, int calls, int threads, int seconds,
                                           Jmh jmh) {
        EngineProvider provider = catalog.provider(ENGINE);
        Settings settings = catalog.settings(provider);
        try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, work.resolve(ENGINE))) {
            Settings connected = settings.with(server.connectionSettings());
            List<String> options = connectionOptions(connected);
            PostgresComparison perf = new PostgresComparison(spec, ClientTool.postgres(psqlProgram, options, "psql"),
                    ClientTool.postgres(pgbenchProgram, options, "pgbench"), work, calls, threads, seconds, jmh);
            try (Engine engine = provider.open(connected)) {
                return perf.measure(engine, provider, connected);
            }
        }
    }

    /** psql's and pgbench's options for the server the settings name; any password goes by PGPASSWORD. */
    private static List<String> connectionOptions(Settings settings) {
        URI uri = URI.create(settings.get("url").substring("jdbc:".length()));
        return List.of("-h", uri.getHost(), "-p", Integer.toString(uri.getPort()), "-U", settings.get("user"),
                "-d", uri.getPath().substring(1));
    }

    private List<PerfFigure> measure(Engine engine, EngineProvider provider, Settings connected) {
        List<PerfFigure> figures = new ArrayList<>();
        double generating = generating();
        String loadName = "PostgreSQL load against psql \\copy of the same rows into the same tables";
        String missingPsql = psql.missing().orElse(null);
        if (missingPsql != null) {
            figures.add(PerfFigure.unmeasured(loadName, harnessLoadText(harnessLoad(engine), generating, 1), missingPsql,
                    List.of()));
            engine.schema().afterLoad();
        } else {
            figures.add(psqlLoad(engine, loadName, generating));
        }
        figures.add(callPath(connected));
        Workload oneHop = Workloads.builtIn().find(Queries.ONE_HOP.id()).orElseThrow();
        List<Map<String, Object>> arguments = oneHop.arguments(new ArgumentLists(spec), oneHop.id(), calls);
        String missingPgbench = pgbench.missing().or(psql::missing).orElse(null);
        Path script = missingPgbench == null ? pgbenchScript(provider, arguments) : null;
        // Rounds taken in turn, the harness's calls then as many of pgbench's, so that a busy spell of a
        // shared machine falls on both; the median round of each is compared.
        double[] harnessMeans = new double[LATENCY_ROUNDS];
        double[] harnessMedians = new double[LATENCY_ROUNDS];
        double[] pgbenchMeans = new double[LATENCY_ROUNDS];
        ClientTool.Ran single = null;
        try (Session session = engine.openSession()) {
            arguments.forEach(call -> session.execute(Queries.ONE_HOP, call));
            for (int round = 0; round < LATENCY_ROUNDS; round++) {
                double[] latencies = harnessLatencies(session, arguments);
                harnessMeans[round] = Arrays.stream(latencies).average().orElse(0);
                harnessMedians[round] = latencies[latencies.length / 2];
                if (script != null) {
                    single = pgbench.run(List.of("-n", "-M", "prepared", "-c", "1", "-j", "1", "-t",
                            Integer.toString(arguments.size()), "-r", "-f", script.toString()));
                    pgbenchMeans[round] = statementLatency(single.output());
                }
            }
        }
        double mean = PerfFigure.medianRound(harnessMeans);
        double median = PerfFigure.medianRound(harnessMedians);
        double harnessRate = harnessThroughput(engine, oneHop);
        String oneHopName = "one-hop latency against pgbench -M prepared -c 1, same statement, same arguments";
        String throughputName = "one-hop calls a second, " + threads + " threads, against pgbench -c " + threads;
        String harnessLatency = String.format(Locale.ROOT, "mean %.3f ms, median %.3f ms over %,d calls, each timed"
                + " alone through a session as bench run's traverse phase times it; the median of %d rounds", mean,
                median, arguments.size(), LATENCY_ROUNDS);
        String harnessRateText = String.format(Locale.ROOT, "%,.0f calls/s over %d s", harnessRate, seconds);
        if (missingPgbench != null) {
            figures.add(PerfFigure.unmeasured(oneHopName, harnessLatency, missingPgbench, List.of()));
            figures.add(PerfFigure.unmeasured(throughputName, harnessRateText, missingPgbench, List.of()));
            return figures;
        }
        double pgbenchLatency = PerfFigure.medianRound(pgbenchMeans);
        figures.add(new PerfFigure(oneHopName, harnessLatency, String.format(Locale.ROOT,
                "mean %.3f ms of the one-hop statement alone over as many calls (pgbench -r; it gives a statement's"
                        + " mean, not its median: the ratio is of the means), the median of %d rounds taken in turn",
                pgbenchLatency, LATENCY_ROUNDS),
                mean / pgbenchLatency, "within 1.1x", List.of(single.command(), "script " + script.getFileName()
                        + ": \\set n random(1, " + arguments.size() + "), the n-th argument from bench_perf_args"
                        + " by \\gset, then the one-hop statement of 'bench queries one-hop'")));
        ClientTool.Ran many = pgbench.run(List.of("-n", "-M", "prepared", "-c", Integer.toString(threads), "-j",
                Integer.toString(threads), "-T", Integer.toString(seconds), "-f", script.toString()));
        double tps = match(TPS, many.output(), "tps");
        figures.add(new PerfFigure(throughputName, harnessRateText, String.format(Locale.ROOT,
                "%,.0f transactions/s, each the argument's lookup and the one-hop statement", tps),
                tps / harnessRate, "-", List.of(many.command())));
        return figures;
    }

    /** What the generator alone takes to stream the graph, which the harness's load includes and psql's does not. */
    private double generating() {
        Generator generator = new Generator(spec);
        long start = System.nanoTime();
        generator.nodes().forEachRemaining(node -> { });
        generator.relationships().forEachRemaining(relationship -> { });
        return (System.nanoTime() - start) / 1e9;
    }

    /** The harness's load of the data, as a run's load phase times it: tables empty, indexes built afterwards. */
    private double harnessLoad(Engine engine) {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        Generator generator = new Generator(spec);
        long start = System.nanoTime();
        engine.loader().loadNodes(generator.nodes(), stored -> { });
        engine.loader().loadRelationships(generator.relationships(), stored -> { });
        return (System.nanoTime() - start) / 1e9;
    }

    private static String harnessLoadText(double seconds, double generating, int rounds) {
        return String.format(Locale.ROOT, "%.2f s: COPY FROM STDIN of nodes then relationships (bench run --phases"
                + " load, the load table's first two rows)%s; generating the rows takes %.2f s on its own", seconds,
                rounds > 1 ? ", the median of " + rounds + " rounds" : "", generating);
    }

    /**
     * The harness's load against psql's of the rows the harness loaded, written out by psql: rounds
     * taken in turn, tables made anew before each, so that a busy spell of a shared machine falls on
     * both; the median round of each is compared.
     */
    private PerfFigure psqlLoad(Engine engine, String name, double generating) {
        Path nodes = work.resolve("bench_node.txt");
        Path edges = work.resolve("bench_edge.txt");
        // As the loader does: each table emptied in the COPY's own transaction, so that it writes the rows frozen.
        Path script = write("copy.sql", String.join("\n",
                "BEGIN;", "TRUNCATE bench_node;",
                "\\copy bench_node (nid, labels, props) FROM '" + nodes + "' WITH (FREEZE)", "COMMIT;",
                "BEGIN;", "TRUNCATE bench_edge;",
                "\\copy bench_edge (src, dst, type) FROM '" + edges + "' WITH (FREEZE)", "COMMIT;", ""));
        double[] harness = new double[LOAD_ROUNDS];
        double[] baseline = new double[LOAD_ROUNDS];
        ClientTool.Ran copy = null;
        for (int round = 0; round < LOAD_ROUNDS; round++) {
            harness[round] = harnessLoad(engine);
            if (round == 0) {
                psql.run(List.of("-X", "-q", "-v", "ON_ERROR_STOP=1", "-c",
                        "\\copy bench_node (nid, labels, props) TO '" + nodes + "'"));
                psql.run(List.of("-X", "-q", "-v", "ON_ERROR_STOP=1", "-c",
                        "\\copy bench_edge (src, dst, type) TO '" + edges + "'"));
            }
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            copy = psql.run(List.of("-X", "-q", "-v", "ON_ERROR_STOP=1", "-f", script.toString()));
            baseline[round] = copy.seconds();
        }
        long loaded = engine.loader().counts().totalNodes() + engine.loader().counts().totalRelationships();
        engine.schema().afterLoad();
        double harnessMedian = PerfFigure.medianRound(harness);
        double baselineMedian = PerfFigure.medianRound(baseline);
        return new PerfFigure(name, harnessLoadText(harnessMedian, generating, LOAD_ROUNDS), String.format(Locale.ROOT,
                "%.2f s: psql \\copy of the %,d rows the harness loaded, psql's start included, the median of %d"
                        + " rounds taken in turn", baselineMedian, loaded, LOAD_ROUNDS),
                harnessMedian / baselineMedian, "within 1.1x",
                List.of(copy.command() + "   (" + script.getFileName() + ": BEGIN; TRUNCATE; \\copy ... FROM"
                        + " ... WITH (FREEZE); COMMIT; for bench_node then bench_edge)"));
    }

    /** One-hop through a session against plain JDBC, in JMH's forked JVMs, on the graph loaded here. */
    private PerfFigure callPath(Settings connected) {
        Map<String, Jmh.Measured> measured = jmh.run(List.of(CALL_PATH_SESSION, CALL_PATH_JDBC), Map.of(
                "url", connected.get("url"), "user", connected.get("user"),
                "scaleFactor", String.valueOf(spec.scaleFactor()), "seed", String.valueOf(spec.seed()),
                "calls", String.valueOf(calls)));
        Jmh.Measured session = measured.get(CALL_PATH_SESSION);
        Jmh.Measured jdbc = measured.get(CALL_PATH_JDBC);
        return new PerfFigure("one-hop through a harness session against plain JDBC, same statement, same arguments",
                latency(session), latency(jdbc), session.median() / jdbc.median(), "within 1.1x",
                List.of("bench perf --parts postgres --sf " + ResultsFiles.sfLabel(spec.scaleFactor()) + "  (JMH:"
                        + " CallPathBenchmark.session, Session.execute as a run's traverse phase calls it, against"
                        + " .jdbc, one prepared statement, its argument set and its count read; the ratio is of the"
                        + " medians)"));
    }

    private String latency(Jmh.Measured measured) {
        return String.format(Locale.ROOT, "median %.1f us, mean %.1f us, each call timed alone over the %,d arguments"
                + " in turn; %s", measured.median(), measured.mean(), calls, measured.forks(jmh.iterations()
                + " iterations' calls", "%.1f"));
    }

    /** Each call timed alone through {@code session}, as the traverse phase times it; sorted. */
    private static double[] harnessLatencies(Session session, List<Map<String, Object>> arguments) {
        double[] latencies = new double[arguments.size()];
        for (int i = 0; i < latencies.length; i++) {
            long start = System.nanoTime();
            session.execute(Queries.ONE_HOP, arguments.get(i));
            latencies[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(latencies);
        return latencies;
    }

    /** Calls a second from several threads, each with a session and arguments of its own, as the concurrent phase. */
    private double harnessThroughput(Engine engine, Workload oneHop) {
        LongAdder done = new LongAdder();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        try (ExecutorService pool = Executors.newFixedThreadPool(threads)) {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                List<Map<String, Object>> mine = oneHop.arguments(new ArgumentLists(spec),
                        oneHop.id() + "/concurrent/thread-" + t, calls);
                running.add(pool.submit(() -> {
                    try (Session session = engine.openSession()) {
                        for (int i = 0; System.nanoTime() < end; i++) {
                            session.execute(Queries.ONE_HOP, mine.get(i % mine.size()));
                            done.increment();
                        }
                    }
                }));
            }
            for (Future<?> thread : running) {
                thread.get();
            }
        } catch (Exception e) {
            throw new IllegalStateException("a thread's one-hop calls failed: " + e.getMessage(), e);
        }
        return done.sum() / (double) seconds;
    }

    /** The arguments in a table pgbench reads by number, and the script that reads one then runs the statement. */
    private Path pgbenchScript(EngineProvider provider, List<Map<String, Object>> arguments) {
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < arguments.size(); i++) {
            rows.append(i + 1).append('\t').append(arguments.get(i).get("personId")).append('\n');
        }
        Path table = write("bench_perf_args.txt", rows.toString());
        psql.run(List.of("-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", "DROP TABLE IF EXISTS bench_perf_args", "-c",
                "CREATE TABLE bench_perf_args (n int PRIMARY KEY, \"personId\" text)", "-c",
                "\\copy bench_perf_args FROM '" + table + "'", "-c", "ANALYZE bench_perf_args"));
        String statement = provider.dialect().statement(Queries.ONE_HOP).orElseThrow().strip();
        return write("one-hop.pgbench", String.join("\n",
                "\\set n random(1, " + arguments.size() + ")",
                "SELECT \"personId\" FROM bench_perf_args WHERE n = :n \\gset",
                statement.endsWith(";") ? statement : statement + ";", ""));
    }

    /** The one-hop statement's mean latency from pgbench -r's per-statement report, in ms. */
    private static double statementLatency(String output) {
        boolean report = false;
        for (String line : output.lines().toList()) {
            if (line.startsWith("statement latencies")) {
                report = true;
                continue;
            }
            Matcher matcher = LATENCY.matcher(line);
            if (report && matcher.matches() && matcher.group(2).startsWith("SELECT COUNT(*)")) {
                return Double.parseDouble(matcher.group(1));
            }
        }
        throw new IllegalStateException("pgbench -r printed no latency for the one-hop statement: " + output.strip());
    }

    private static double match(Pattern pattern, String output, String what) {
        Matcher matcher = pattern.matcher(output);
        if (!matcher.find()) {
            throw new IllegalStateException("pgbench printed no " + what + ": " + output.strip());
        }
        return Double.parseDouble(matcher.group(1));
    }

    private Path write(String name, String text) {
        try {
            return Files.writeString(work.resolve(name), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
