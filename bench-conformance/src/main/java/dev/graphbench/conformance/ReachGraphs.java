package dev.graphbench.conformance;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.engine.reference.ReferenceProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Graphs of one label and one relationship type for checking {@link Queries#REACH}, and the check: an
 * engine's reach from each of a graph's starts, at each of {@link #DEPTHS}, against the reference engine's.
 *
 * <p>The kit's SNAP edge list ({@link #writeEdgeList}) holds what a reach can get wrong: a cycle back to the
 * start (never counted), a chain of {@value #CHAIN} relationships (a depth of 8 stops on it, 131,072 walks
 * it all), a node reached by paths of one, two and three relationships (a walk that keeps the first path it
 * finds misses what the shorter one reaches further), a tangle of {@value #TANGLE_NODES} nodes whose paths
 * multiply with the depth (a walk that enumerates them never ends), joined to the chain; and a relationship
 * from a node to itself, which the reader drops.
 */
public final class ReachGraphs {

    /** The depths each start is asked at: the catalogue's four, beyond them, and the ladder's last rung. */
    public static final List<Long> DEPTHS = List.of(1L, 2L, 3L, 4L, 8L, (long) Queries.MAX_REACH_HOPS);
    /** Relationships of the chain, from node 10. */
    static final int CHAIN = 50;
    /** Nodes of the tangle, numbered from 100. */
    static final int TANGLE_NODES = 100;
    /** The starts of the edge list asked besides those drawn: the cycle, the chain, the tangle, the paths, a sink. */
    static final List<String> EDGE_LIST_STARTS = List.of("0", "10", "100", "300", "60", "no-such-node");

    private ReachGraphs() {
    }

    /** The outcome of a check: how many calls were compared, and a line for each that differed or failed. */
    public record Checked(int calls, List<String> differences) {
    }

    /** Writes the kit's SNAP edge list to {@code file}. */
    public static Path writeEdgeList(Path file) {
        List<String> lines = new ArrayList<>();
        lines.add("# graph-bench conformance kit: a cycle, a chain, paths of three lengths, a tangle");
        lines.add("0\t1");
        lines.add("1\t2");
        lines.add("2\t0");
        lines.add("2\t3");
        lines.add("5\t5");
        for (int i = 0; i < CHAIN; i++) {
            lines.add((10 + i) + "\t" + (11 + i));
        }
        lines.add("300\t301");
        lines.add("300\t302");
        lines.add("300\t303");
        lines.add("301\t303");
        lines.add("302\t304");
        lines.add("304\t303");
        lines.add("303\t305");
        lines.add("305\t306");
        // The tangle: each node to three others, by a fixed rule, so the file is the same on every machine.
        for (int i = 0; i < TANGLE_NODES; i++) {
            for (int k = 1; k <= 3; k++) {
                lines.add((100 + i) + "\t" + (100 + (i * 7 + k * 13) % TANGLE_NODES));
            }
        }
        lines.add("150\t10");
        lines.add("35\t120");
        lines.add("199\t0");
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            return Files.write(file, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The starts of {@code dataset} to ask: {@code named} ones, then {@code drawn} of its nodes with a relationship out. */
    public static List<String> starts(Dataset dataset, List<String> named, int drawn) {
        return Stream.concat(named.stream(), dataset.arguments().startNodes(RelType.LINK, "conformance-reach", drawn)
                .stream()).distinct().toList();
    }

    /**
     * Loads {@code dataset} into {@code engine} (its schema dropped and made for it first) and into a reference
     * engine of its own, then asks both {@link Queries#REACH} from each of {@code starts} at each of
     * {@link #DEPTHS}.
     */
    public static Checked check(Engine engine, Dataset dataset, List<String> starts) {
        List<String> differences = new ArrayList<>();
        load(engine, dataset);
        List<String> counts = engine.loader().counts().differencesFrom(dataset.manifest().counts());
        if (!counts.isEmpty()) {
            differences.add(dataset.name() + ": the loaded graph differs from the manifest: " + counts);
            return new Checked(0, differences);
        }
        Map<Map<String, Object>, Long> expected = new LinkedHashMap<>();
        ReferenceProvider reference = new ReferenceProvider();
        try (Engine judge = reference.open(Settings.resolve(reference.settings(), Map.of()))) {
            load(judge, dataset);
            try (Session session = judge.openSession()) {
                for (String start : starts) {
                    for (long depth : DEPTHS) {
                        Map<String, Object> call = Map.of("startId", start, "hops", depth);
                        expected.put(call, session.execute(Queries.REACH, call).count());
                    }
                }
            }
        }
        try (Session session = engine.openSession()) {
            expected.forEach((call, count) -> {
                String where = dataset.name() + ", start " + call.get("startId") + ", " + call.get("hops") + " hops";
                try {
                    long answered = session.execute(Queries.REACH, call).count();
                    if (!Objects.equals(answered, count)) {
                        differences.add(where + ": " + answered + " nodes, the reference " + count);
                    }
                } catch (RuntimeException e) {
                    differences.add(where + ": failed: " + e.getMessage());
                }
            });
        }
        return new Checked(expected.size(), differences);
    }

    private static void load(Engine engine, Dataset dataset) {
        engine.schema().drop();
        engine.schema().create(dataset.schema());
        engine.loader().loadNodes(dataset.nodes(), stored -> { });
        engine.loader().loadRelationships(dataset.relationships(), stored -> { });
        engine.schema().afterLoad();
    }
}
