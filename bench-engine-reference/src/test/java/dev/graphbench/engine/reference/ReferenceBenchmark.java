package dev.graphbench.engine.reference;

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
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Not a test: loads a generated graph into the reference engine and prints the load's seconds, the
 * heap the graph takes, and each query's microseconds per call over 1,000 seeded arguments (after
 * one untimed pass over the same arguments to warm the JIT). Arguments: scale factor (default 1),
 * seed (default the generator's). From the project root:
 *
 * <pre>
 * mvn -q -pl bench-engine-reference -am test-compile dependency:build-classpath \
 *     -Dmdep.includeScope=test -Dmdep.outputFile=target/test.classpath
 * cd bench-engine-reference
 * java -Xmx4g -Dlogback.configurationFile=../config/logback-test.xml \
 *     -cp target/test-classes:target/classes:$(cat target/test.classpath) \
 *     dev.graphbench.engine.reference.ReferenceBenchmark 1
 * </pre>
 */
final class ReferenceBenchmark {

    private static final int CALLS = 1_000;
    private ReferenceBenchmark() {
    }

    public static void main(String[] args) {
        DatasetSpec spec = DatasetSpec.of(args.length > 0 ? Double.parseDouble(args[0]) : 1,
                args.length > 1 ? Long.parseLong(args[1]) : DatasetSpec.DEFAULT_SEED);
        Generator generator = new Generator(spec);
        long heapBefore = usedHeapAfterGc();
        try (Engine engine = new ReferenceProvider().open(Settings.resolve(List.of(), Map.of()))) {
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            long start = System.nanoTime();
            engine.loader().loadNodes(generator.nodes(), added -> { });
            long nodesDone = System.nanoTime();
            engine.loader().loadRelationships(generator.relationships(), added -> { });
            long relationshipsDone = System.nanoTime();
            engine.schema().afterLoad();
            long afterLoadDone = System.nanoTime();
            long heapAfter = usedHeapAfterGc();
            GraphCounts counts = engine.loader().counts();

            System.out.printf("reference engine, scale factor %s, seed %d, %s%n", spec.scaleFactor(), spec.seed(),
                    engine.info().driverVersion());
            System.out.printf("graph: %,d nodes, %,d relationships%n", counts.totalNodes(),
                    counts.totalRelationships());
            System.out.printf("load: nodes %.2f s, relationships %.2f s, afterLoad (adjacency, id index) %.2f s, "
                            + "total %.2f s%n", seconds(nodesDone - start), seconds(relationshipsDone - nodesDone),
                    seconds(afterLoadDone - relationshipsDone), seconds(afterLoadDone - start));
            System.out.printf("heap used after load: %,d MiB (%,d MiB more than before the load)%n",
                    heapAfter >> 20, (heapAfter - heapBefore) >> 20);

            ArgumentLists arguments = new ArgumentLists(spec);
            System.out.printf("%-16s %10s %10s %10s %10s%n", "query", "mean us", "p50 us", "p99 us", "max us");
            long checksum = 0;
            try (Session session = engine.openSession()) {
                for (Query query : ReferenceEngineQueries.SUPPORTED) {
                    List<Map<String, Object>> calls = calls(query, arguments);
                    for (Map<String, Object> call : calls) {
                        checksum += session.execute(query, call).rows().size();
                    }
                    long[] nanos = new long[calls.size()];
                    for (int i = 0; i < nanos.length; i++) {
                        long callStart = System.nanoTime();
                        checksum += session.execute(query, calls.get(i)).rows().size();
                        nanos[i] = System.nanoTime() - callStart;
                    }
                    Arrays.sort(nanos);
                    System.out.printf("%-16s %10.1f %10.1f %10.1f %10.1f%n", query.id(),
                            Arrays.stream(nanos).average().orElseThrow() / 1e3, nanos[nanos.length / 2] / 1e3,
                            nanos[nanos.length * 99 / 100] / 1e3, nanos[nanos.length - 1] / 1e3);
                }
            }
            System.out.println("(rows returned: " + checksum + ")");
        }
    }

    private static List<Map<String, Object>> calls(Query query, ArgumentLists arguments) {
        if (query.parameters().isEmpty()) {
            return Collections.nCopies(CALLS, Map.of());
        }
        if (query.equals(Queries.COUNT_ISSUES_BY_PROPERTIES)) {
            return Collections.nCopies(CALLS, Map.of("state", "open", "priority", 2L));
        }
        String parameter = query.parameters().getFirst().name();
        List<String> ids = arguments.ids(query.parameters().getFirst().label(), "reference-benchmark/" + query.id(), CALLS);
        if (query.equals(Queries.HOPS)) {
            // Four hops: the longest, and the only length at which walks and trails differ here.
            return ids.stream().<Map<String, Object>>map(id -> Map.of(parameter, id, "hops", 4)).toList();
        }
        return ids.stream().<Map<String, Object>>map(id -> Map.of(parameter, id)).toList();
    }

    private static long usedHeapAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
