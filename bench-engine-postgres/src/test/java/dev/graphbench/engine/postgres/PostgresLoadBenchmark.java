package dev.graphbench.engine.postgres;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Not a test: loads a generated graph into an embedded PostgreSQL through the engine's loader, then
 * the same rows from COPY text files through {@code psql -c "\copy ..."}, into fresh tables with
 * the same indexes built the same way, and prints both and the ratio ours/psql. psql empties each
 * table and copies with FREEZE in one transaction, as the loader does, so that the server does the
 * same work. Each way runs {@code rounds} times, alternating; the best time of each phase is
 * compared. Then it times every query over seeded arguments on the loaded graph.
 *
 * <p>Arguments: scale factor (default 0.1), rounds (default 2), psql (default {@code psql} on the
 * path), calls per query (default 50; top-followed takes over a second a call at scale factor 1).
 * The embedded server reads BENCH_POSTGRES_SHARED_BUFFERS (default 1GB). From the repository root:
 *
 * <pre>
 * mvn -q -pl bench-engine-postgres -am package -DskipTests dependency:build-classpath \
 *     -Dmdep.includeScope=test -Dmdep.outputFile=target/test.classpath
 * java -Dlogback.configurationFile=config/logback-test.xml \
 *     -cp bench-engine-postgres/target/test-classes:bench-engine-postgres/target/classes:$(cat bench-engine-postgres/target/test.classpath) \
 *     dev.graphbench.engine.postgres.PostgresLoadBenchmark 1 3 /usr/bin/psql
 * </pre>
 */
final class PostgresLoadBenchmark {

    private PostgresLoadBenchmark() {
    }

    /** Seconds of one load: nodes, relationships, the indexes and statistics after them. */
    private record Times(double nodes, double relationships, double afterLoad) {

        double load() {
            return nodes + relationships;
        }

        double total() {
            return load() + afterLoad;
        }

        /** The fastest of each phase, from this and {@code other}. */
        Times best(Times other) {
            return other == null ? this : new Times(Math.min(nodes, other.nodes),
                    Math.min(relationships, other.relationships), Math.min(afterLoad, other.afterLoad));
        }

        @Override
        public String toString() {
            return String.format("nodes %6.2f s, relationships %6.2f s, afterLoad %6.2f s, total %6.2f s",
                    nodes, relationships, afterLoad, total());
        }
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        DatasetSpec spec = DatasetSpec.of(args.length > 0 ? Double.parseDouble(args[0]) : 0.1, DatasetSpec.DEFAULT_SEED);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        String psql = args.length > 2 ? args[2] : "psql";
        int calls = args.length > 3 ? Integer.parseInt(args[3]) : 50;
        Generator generator = new Generator(spec);
        PostgresProvider provider = new PostgresProvider();
        Settings settings = Settings.resolve(provider.settings(), System.getenv());
        Path work = Files.createTempDirectory("graph-bench-postgres-load");
        try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, work);
             Engine engine = provider.open(settings.with(server.connectionSettings()))) {
            System.out.printf("%s, shared_buffers %s, scale factor %s, pgjdbc %s%n", server.description(),
                    settings.get(PostgresProvider.SHARED_BUFFERS), spec.scaleFactor(), engine.info().driverVersion());

            long start = System.nanoTime();
            long generated = count(generator.nodes()) + count(generator.relationships());
            System.out.printf("generating alone: %,d records in %.2f s%n", generated, seconds(System.nanoTime() - start));

            Path nodesFile = work.resolve("nodes.copy");
            Path edgesFile = work.resolve("edges.copy");
            start = System.nanoTime();
            write(nodesFile, generator.nodes(), CopyText::node);
            write(edgesFile, generator.relationships(), CopyText::relationship);
            System.out.printf("COPY files written in %.2f s: nodes %,d MiB, relationships %,d MiB%n",
                    seconds(System.nanoTime() - start), Files.size(nodesFile) >> 20, Files.size(edgesFile) >> 20);

            String hostPort = server.connectionSettings().get(PostgresProvider.URL)
                    .replaceFirst("jdbc:postgresql://([^/]+)/.*", "$1");
            List<String> psqlCommand = List.of(psql, "-X", "-q", "-v", "ON_ERROR_STOP=1",
                    "-h", hostPort.substring(0, hostPort.indexOf(':')), "-p", hostPort.substring(hostPort.indexOf(':') + 1),
                    "-U", "postgres", "-d", "postgres");

            Times oursBest = null;
            Times psqlBest = null;
            GraphCounts expected = null;
            for (int round = 1; round <= rounds; round++) {
                Times ours = loadWithEngine(engine, generator);
                GraphCounts counts = engine.loader().counts();
                System.out.printf("round %d, loader: %s (%,d nodes, %,d relationships)%n", round, ours,
                        counts.totalNodes(), counts.totalRelationships());
                Times viaPsql = loadWithPsql(engine, psqlCommand, nodesFile, edgesFile);
                GraphCounts psqlCounts = engine.loader().counts();
                System.out.printf("round %d, psql:   %s%n", round, viaPsql);
                if (!psqlCounts.differencesFrom(counts).isEmpty() || (expected != null && !expected.equals(counts))) {
                    throw new IllegalStateException("the two loads differ: " + psqlCounts.differencesFrom(counts));
                }
                expected = counts;
                oursBest = ours.best(oursBest);
                psqlBest = viaPsql.best(psqlBest);
            }
            System.out.printf("best loader: %s%nbest psql:   %s%n", oursBest, psqlBest);
            System.out.printf("ratio ours/psql: nodes %.2f, relationships %.2f, load %.2f, with afterLoad %.2f%n",
                    oursBest.nodes() / psqlBest.nodes(), oursBest.relationships() / psqlBest.relationships(),
                    oursBest.load() / psqlBest.load(), oursBest.total() / psqlBest.total());
            timeQueries(engine, spec, calls);
            engine.schema().drop();
        } finally {
            Files.deleteIfExists(work.resolve("nodes.copy"));
            Files.deleteIfExists(work.resolve("edges.copy"));
            Files.deleteIfExists(work);
        }
    }

    private static Times loadWithEngine(Engine engine, Generator generator) {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        long start = System.nanoTime();
        engine.loader().loadNodes(generator.nodes(), added -> { });
        long nodesDone = System.nanoTime();
        engine.loader().loadRelationships(generator.relationships(), added -> { });
        long relationshipsDone = System.nanoTime();
        engine.schema().afterLoad();
        long end = System.nanoTime();
        return new Times(seconds(nodesDone - start), seconds(relationshipsDone - nodesDone), seconds(end - relationshipsDone));
    }

    private static Times loadWithPsql(Engine engine, List<String> psql, Path nodesFile, Path edgesFile)
            throws IOException, InterruptedException {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        long start = System.nanoTime();
        run(psql, "BEGIN", "TRUNCATE bench_node",
                "\\copy bench_node (nid, labels, props) FROM '" + nodesFile + "' WITH (FREEZE)", "COMMIT");
        long nodesDone = System.nanoTime();
        run(psql, "BEGIN", "TRUNCATE bench_edge",
                "\\copy bench_edge (src, dst, type) FROM '" + edgesFile + "' WITH (FREEZE)", "COMMIT");
        long relationshipsDone = System.nanoTime();
        engine.schema().afterLoad();
        long end = System.nanoTime();
        return new Times(seconds(nodesDone - start), seconds(relationshipsDone - nodesDone), seconds(end - relationshipsDone));
    }

    /** Runs {@code commands} in one psql session. */
    private static void run(List<String> psql, String... commands) throws IOException, InterruptedException {
        List<String> arguments = new ArrayList<>(psql);
        for (String command : commands) {
            arguments.add("-c");
            arguments.add(command);
        }
        Process process = new ProcessBuilder(arguments).inheritIO().start();
        if (process.waitFor() != 0) {
            throw new IllegalStateException("psql failed: " + arguments);
        }
    }

    private static <T> void write(Path file, Iterator<T> rows, BiConsumer<CopyText, T> encode) throws IOException {
        CopyText text = new CopyText(1 << 16);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
            while (rows.hasNext()) {
                encode.accept(text, rows.next());
                if (text.size() >= 1 << 15) {
                    out.write(text.array(), 0, text.size());
                    text.reset();
                }
            }
            out.write(text.array(), 0, text.size());
        }
    }

    /** Microseconds per call of every query, after one untimed pass over the same arguments. */
    private static void timeQueries(Engine engine, DatasetSpec spec, int calls) {
        ArgumentLists arguments = new ArgumentLists(spec);
        System.out.printf("%-16s %10s %10s %10s %10s%n", "query", "mean us", "p50 us", "p99 us", "max us");
        try (Session session = engine.openSession()) {
            for (Query query : Queries.all()) {
                if (query == Queries.COUNT_ISSUES_BY_PROPERTIES) {
                    continue;
                }
                List<Map<String, Object>> callArguments = query.parameters().isEmpty()
                        ? Collections.nCopies(calls, Map.of())
                        : arguments.ids(query.parameters().getFirst().label(),
                                "postgres-benchmark/" + query.id(), calls).stream()
                                .<Map<String, Object>>map(id -> query == Queries.HOPS
                                        ? Map.of(query.parameters().getFirst().name(), id, "hops", 4)
                                        : Map.of(query.parameters().getFirst().name(), id)).toList();
                callArguments.forEach(call -> session.execute(query, call));
                long[] nanos = new long[calls];
                for (int i = 0; i < calls; i++) {
                    long start = System.nanoTime();
                    session.execute(query, callArguments.get(i));
                    nanos[i] = System.nanoTime() - start;
                }
                Arrays.sort(nanos);
                System.out.printf("%-16s %10.1f %10.1f %10.1f %10.1f%n", query.id(),
                        Arrays.stream(nanos).average().orElseThrow() / 1e3, nanos[calls / 2] / 1e3,
                        nanos[calls * 99 / 100] / 1e3, nanos[calls - 1] / 1e3);
            }
        }
    }

    private static long count(Iterator<?> items) {
        long count = 0;
        while (items.hasNext()) {
            items.next();
            count++;
        }
        return count;
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
