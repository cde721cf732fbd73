package dev.graphbench.engine.falkordb;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Not a test: whether a unique constraint makes FalkorDB's inserts slower as a label grows, as
 * FalkorDB#3330 reported of FalkorDB 6. Starts the embedded FalkorDB, then, without and with the
 * schema's unique constraints, inserts Person nodes in steps of 5,000 (UNWIND batches of 1,000 and,
 * apart, one node a statement, as a save does) and prints each step's milliseconds and nodes a
 * second. It does so twice, the first round warming the JVM and the server: read the second. Arguments: steps (default 4), nodes a step (default 5000). From the project root:
 *
 * <pre>
 * mvn -q -pl bench-engine-falkordb -am test-compile dependency:build-classpath \
 *     -Dmdep.includeScope=test -Dmdep.outputFile=target/test.classpath
 * cd bench-engine-falkordb
 * java -Dlogback.configurationFile=../config/logback-test.xml \
 *     -cp target/test-classes:target/classes:$(cat target/test.classpath) \
 *     dev.graphbench.engine.falkordb.ConstraintInsertBenchmark 4 5000
 * </pre>
 */
final class ConstraintInsertBenchmark {

    private static final int BATCH = 1_000;

    private ConstraintInsertBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int steps = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int step = args.length > 1 ? Integer.parseInt(args[1]) : 5_000;
        FalkorDbProvider provider = new FalkorDbProvider();
        Settings settings = Settings.resolve(provider.settings(), System.getenv());
        Path directory = Files.createTempDirectory("falkordb-constraint-benchmark");
        try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, directory)) {
            System.out.println(server.description());
            for (String constraints : List.of("false", "true", "false", "true")) {
                for (boolean single : List.of(false, true)) {
                    try (FalkorDbEngine engine = (FalkorDbEngine) provider.open(settings.with(server.connectionSettings())
                            .with(Map.of(FalkorDbProvider.CONSTRAINTS, constraints,
                                    FalkorDbProvider.GRAPH, "constraint-benchmark")))) {
                        engine.schema().drop();
                        engine.schema().create(GraphSchema.GENERATED);
                        System.out.printf("constraints %s, %s:%n", constraints,
                                single ? "one node a statement" : "UNWIND batches of " + BATCH);
                        int next = 0;
                        for (int s = 0; s < steps; s++) {
                            long startNanos = System.nanoTime();
                            for (int end = next + step; next < end; ) {
                                if (single) {
                                    engine.write("CREATE (:Person {id: $id, name: $name})",
                                            Map.of("id", "p" + next, "name", "person " + next));
                                    next++;
                                } else {
                                    List<Map<String, Object>> rows = new ArrayList<>(BATCH);
                                    for (int i = 0; i < BATCH && next < end; i++, next++) {
                                        rows.add(Map.of("id", "p" + next, "name", "person " + next));
                                    }
                                    engine.write("UNWIND $rows AS row CREATE (n:Person) SET n = row", Map.of("rows", rows));
                                }
                            }
                            double millis = (System.nanoTime() - startNanos) / 1e6;
                            System.out.printf("  nodes %,6d to %,6d: %,9.1f ms, %,10.0f nodes/s%n", next - step + 1, next,
                                    millis, step / (millis / 1000));
                        }
                        engine.schema().drop();
                    }
                }
            }
        }
    }
}
