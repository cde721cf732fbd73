package dev.graphbench.engine.falkordb;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphCounts;
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
 * Not a test: starts the embedded FalkorDB once, warms it with a tenth of the graph, then for each
 * load variant drops the graph, loads the generated graph at a scale factor and prints the seconds
 * of its nodes, its relationships and afterLoad (the indexes), with this process's CPU seconds in
 * brackets (the generator, the encoding and the client; the server's are not in them), and whether
 * the counts are the manifest's. A variant is {@code unwind}, or {@code bulk:KiB} for GRAPH.BULK
 * requests of that size. Arguments: scale factor (default 0.1), variants (default
 * unwind,bulk:1024,bulk:4096,bulk:16384), rounds (default 1). From the project root:
 *
 * <pre>
 * mvn -q -pl bench-engine-falkordb -am test-compile dependency:build-classpath \
 *     -Dmdep.includeScope=test -Dmdep.outputFile=target/test.classpath
 * cd bench-engine-falkordb
 * java -Dlogback.configurationFile=../config/logback-test.xml \
 *     -cp target/test-classes:target/classes:$(cat target/test.classpath) \
 *     dev.graphbench.engine.falkordb.FalkorDbLoadBenchmark 0.1 unwind,bulk:1024,bulk:4096,bulk:16384 1
 * </pre>
 */
final class FalkorDbLoadBenchmark {

    private FalkorDbLoadBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        DatasetSpec spec = DatasetSpec.of(args.length > 0 ? Double.parseDouble(args[0]) : 0.1, DatasetSpec.DEFAULT_SEED);
        List<String> variants = Arrays.stream((args.length > 1 ? args[1] : "unwind,bulk:1024,bulk:4096,bulk:16384")
                .split(",")).map(String::strip).toList();
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        GraphCounts expected = new Generator(spec).manifest().counts();

        FalkorDbProvider provider = new FalkorDbProvider();
        Settings defaults = Settings.resolve(provider.settings(), System.getenv());
        Path directory = Files.createTempDirectory("falkordb-load-benchmark");
        try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(defaults, directory)) {
            Settings settings = defaults.with(server.connectionSettings());
            System.out.printf("%s; scale factor %s, seed %d: %,d nodes, %,d relationships%n", server.description(),
                    spec.scaleFactor(), spec.seed(), expected.totalNodes(), expected.totalRelationships());
            System.out.printf("%12s %16s %22s %12s %8s  %s%n", "variant", "nodes s (cpu)", "relationships s (cpu)",
                    "afterLoad s", "total s", "counts");
            DatasetSpec warmup = DatasetSpec.of(spec.scaleFactor() / 10, spec.seed());
            for (String variant : variants) {
                load(provider, variant(settings, variant), warmup, "warm-up");
            }
            for (int round = 0; round < rounds; round++) {
                for (String variant : variants) {
                    load(provider, variant(settings, variant), spec, variant);
                }
            }
        } finally {
            Files.deleteIfExists(directory);
        }
    }

    private static Settings variant(Settings settings, String variant) {
        if (variant.equals("unwind")) {
            return settings.with(Map.of(FalkorDbProvider.LOAD_PATH, "unwind"));
        }
        if (!variant.startsWith("bulk:")) {
            throw new IllegalArgumentException("a variant is unwind or bulk:KiB, got '" + variant + "'");
        }
        return settings.with(Map.of(FalkorDbProvider.LOAD_PATH, "bulk",
                FalkorDbProvider.BULK_REQUEST_KIB, variant.substring("bulk:".length())));
    }

    /** Drops the graph, loads the one of {@code spec} as {@code settings} say, prints a row. */
    private static void load(FalkorDbProvider provider, Settings settings, DatasetSpec spec, String label) {
        GraphCounts expected = new Generator(spec).manifest().counts();
        try (Engine engine = provider.open(settings)) {
            engine.schema().drop();
            engine.schema().create();
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
            System.out.printf("%12s %16s %22s %12.2f %8.2f  %s%n", label,
                    String.format("%.2f (%.2f)", seconds(nodesDone - loadStart), seconds(nodesCpu - cpuStart)),
                    String.format("%.2f (%.2f)", seconds(relationshipsDone - nodesDone),
                            seconds(relationshipsCpu - nodesCpu)),
                    seconds(afterLoadDone - relationshipsDone), seconds(afterLoadDone - loadStart),
                    differences.isEmpty() ? "as the manifest" : differences);
            engine.schema().drop();
        }
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
