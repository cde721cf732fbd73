package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Not a test: starts the in-process Neo4j once, warms it with a tenth of the graph, then for each
 * batch size and each count of transactions in flight drops the graph, loads the generated graph
 * at a scale factor over Bolt (the load path of a server at a URI) and prints the seconds its
 * nodes and its relationships took, and whether the counts are the manifest's; last, how long
 * closing the server with the graph in it took. Arguments: scale factor (default 0.1), batch
 * sizes (default 1000,5000,10000,20000), transactions in flight (default 1,2,4). The heap is the
 * JVM's: -Xmx sets it. From the project root:
 *
 * <pre>
 * mvn -q -pl bench-engine-neo4j -am test-compile dependency:build-classpath \
 *     -Dmdep.includeScope=test -Dmdep.outputFile=target/test.classpath
 * cd bench-engine-neo4j
 * java -Xmx2g -Dlogback.configurationFile=../config/logback-test.xml \
 *     -cp target/test-classes:target/classes:$(cat target/test.classpath) \
 *     dev.graphbench.engine.neo4j.Neo4jLoadBenchmark 0.1 1000,5000,10000,20000 1,2,4
 * </pre>
 */
final class Neo4jLoadBenchmark {

    private Neo4jLoadBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        DatasetSpec spec = DatasetSpec.of(args.length > 0 ? Double.parseDouble(args[0]) : 0.1, DatasetSpec.DEFAULT_SEED);
        List<Integer> batchSizes = numbers(args.length > 1 ? args[1] : "1000,5000,10000,20000");
        List<Integer> threads = numbers(args.length > 2 ? args[2] : "1,2,4");
        GraphCounts expected = new Generator(spec).manifest().counts();

        Neo4jProvider provider = new Neo4jProvider();
        Settings settings = Settings.resolve(provider.settings(), System.getenv())
                .with(Map.of(Neo4jProvider.LOAD_PATH, Neo4jProvider.BOLT));
        Path directory = Files.createTempDirectory("neo4j-load-benchmark");
        long startNanos = System.nanoTime();
        EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, directory);
        System.out.printf("%s started in %.1f s; scale factor %s, seed %d: %,d nodes, %,d relationships; heap max %,d MiB%n",
                server.description(), seconds(System.nanoTime() - startNanos), spec.scaleFactor(), spec.seed(),
                expected.totalNodes(), expected.totalRelationships(), Runtime.getRuntime().maxMemory() >> 20);
        printHeader("batch x tx");
        try {
            // The first load runs while the JIT compiles Neo4j and the driver: a tenth of the graph warms both.
            DatasetSpec warmup = DatasetSpec.of(spec.scaleFactor() / 10, spec.seed());
            load(provider, settings.with(server.connectionSettings()), warmup, batchSizes.getFirst(), threads.getFirst(),
                    "warm-up");
            for (int batchSize : batchSizes) {
                for (int inFlight : threads) {
                    load(provider, settings.with(server.connectionSettings()), spec, batchSize, inFlight,
                            batchSize + " x " + inFlight);
                }
            }
        } finally {
            long closeStart = System.nanoTime();
            server.close();
            System.out.printf("closed with the graph loaded in %.2f s%n", seconds(System.nanoTime() - closeStart));
            Files.deleteIfExists(directory);
        }
    }

    /**
     * Drops the graph, loads the one of {@code spec} with {@code batchSize} rows a batch and
     * {@code threads} transactions in flight, prints a row.
     */
    private static void load(Neo4jProvider provider, Settings settings, DatasetSpec spec, int batchSize, int threads,
                             String label) {
        load(provider, settings.with(Map.of(Neo4jProvider.BATCH_SIZE, String.valueOf(batchSize),
                Neo4jProvider.LOAD_THREADS, String.valueOf(threads))), spec, label);
    }

    /**
     * Seconds of wall clock, and in brackets of this process's CPU (Neo4j, driver and generator
     * together), which varies less when other work shares the machine.
     */
    static void printHeader(String label) {
        System.out.printf("%10s %18s %18s %12s %10s  %s%n", label, "nodes s (cpu)", "relationships s (cpu)",
                "afterLoad s", "drop s", "counts");
    }

    /** Drops the graph, loads the one of {@code spec} by the load path {@code settings} choose, prints a row. */
    static void load(Neo4jProvider provider, Settings settings, DatasetSpec spec, String label) {
        GraphCounts expected = new Generator(spec).manifest().counts();
        try (Engine engine = provider.open(settings)) {
            long dropStart = System.nanoTime();
            engine.schema().drop();
            long dropped = System.nanoTime();
            engine.schema().create(GraphSchema.GENERATED);
            Generator generator = new Generator(spec);
            long loadStart = System.nanoTime();
            long cpuStart = cpuNanos();
            engine.loader().loadNodes(generator.nodes(), stored -> { });
            long nodesDone = System.nanoTime();
            long nodesCpu = cpuNanos();
            engine.loader().loadRelationships(generator.relationships(), stored -> { });
            long relationshipsDone = System.nanoTime();
            long relationshipsCpu = cpuNanos();
            engine.schema().afterLoad();
            long afterLoadDone = System.nanoTime();
            List<String> differences = engine.loader().counts().differencesFrom(expected);
            System.out.printf("%10s %18s %18s %12.2f %10.2f  %s%n", label,
                    String.format("%.2f (%.2f)", seconds(nodesDone - loadStart), seconds(nodesCpu - cpuStart)),
                    String.format("%.2f (%.2f)", seconds(relationshipsDone - nodesDone),
                            seconds(relationshipsCpu - nodesCpu)),
                    seconds(afterLoadDone - relationshipsDone), seconds(dropped - dropStart),
                    differences.isEmpty() ? "as the manifest" : differences);
        }
    }

    private static List<Integer> numbers(String commaSeparated) {
        return Arrays.stream(commaSeparated.split(",")).map(String::strip).map(Integer::valueOf).toList();
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
