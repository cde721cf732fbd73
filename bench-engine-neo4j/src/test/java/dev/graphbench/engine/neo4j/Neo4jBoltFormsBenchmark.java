package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.Session;

/**
 * Not a test: how the shape of an UNWIND batch's parameters weighs on the Bolt load, one
 * transaction at a time, so that only the statement and its parameters differ. Nodes as a list of
 * maps ({@code SET n = row}), as a list of lists, and as columns (the loader's form); relationships
 * as a list of maps, as two flat columns, and grouped by start node (the loader's form). Each round
 * loads the whole graph once in every form, in a rotated order;
 * the first round warms the JIT. Each figure is seconds of wall clock and, in brackets, of this
 * process's CPU (Neo4j and the driver together), which varies less when other work shares the
 * machine. Arguments: scale factor (default 0.1), rounds (default 3), batch
 * size (default 10000). From the project root:
 *
 * <pre>
 * mvn -q -pl bench-engine-neo4j -am test-compile dependency:build-classpath \
 *     -Dmdep.includeScope=test -Dmdep.outputFile=target/test.classpath
 * cd bench-engine-neo4j
 * java -Xmx2g -Dlogback.configurationFile=../config/logback-test.xml \
 *     -cp target/test-classes:target/classes:$(cat target/test.classpath) \
 *     dev.graphbench.engine.neo4j.Neo4jBoltFormsBenchmark 0.1 3 10000
 * </pre>
 */
final class Neo4jBoltFormsBenchmark {

    private Neo4jBoltFormsBenchmark() {
    }

    /** A way to bind a batch: the statement for a label or type, and the parameters of a batch. */
    private record Form<T, K>(Function<K, String> statement, Function<List<T>, Map<String, Object>> bind) {
    }

    public static void main(String[] args) throws IOException {
        DatasetSpec spec = DatasetSpec.of(args.length > 0 ? Double.parseDouble(args[0]) : 0.1, DatasetSpec.DEFAULT_SEED);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int batchSize = args.length > 2 ? Integer.parseInt(args[2]) : 10_000;
        Map<Label, List<Node>> nodes = new LinkedHashMap<>();
        new Generator(spec).nodes().forEachRemaining(node -> nodes.computeIfAbsent(node.label(), l -> new ArrayList<>())
                .add(node));
        Map<RelType, List<Relationship>> relationships = new LinkedHashMap<>();
        new Generator(spec).relationships().forEachRemaining(relationship -> relationships
                .computeIfAbsent(relationship.type(), t -> new ArrayList<>()).add(relationship));
        NamedStatements load = NamedStatements.load(Neo4jLoader.class, "load.cypher", "//");

        List<Form<Node, Label>> nodeForms = List.of(
                new Form<>(label -> "UNWIND $rows AS row CREATE (n:" + label.graphName() + ") SET n = row",
                        batch -> Map.of("rows", batch.stream().map(Node::properties).toList())),
                new Form<>(label -> "UNWIND $rows AS row CREATE (:" + label.graphName() + " {"
                        + properties(label, i -> "row[" + i + "]") + "})",
                        batch -> Map.of("rows", batch.stream().map(node -> Arrays.asList(node.values())).toList())),
                new Form<>(label -> load.get("nodes-" + label.graphName()), Neo4jBoltFormsBenchmark::columns));
        List<Form<Relationship, RelType>> relationshipForms = List.of(
                new Form<>(type -> "UNWIND $rows AS row MATCH (src:" + type.from().graphName()
                        + " {id: row.src}) MATCH (dst:" + type.to().graphName() + " {id: row.dst}) CREATE (src)-[:"
                        + type.name() + "]->(dst)",
                        batch -> Map.of("rows", batch.stream()
                                .map(r -> Map.<String, Object>of("src", r.srcId(), "dst", r.dstId())).toList())),
                new Form<>(type -> "UNWIND range(0, size($src) - 1) AS i MATCH (src:" + type.from().graphName()
                        + " {id: $src[i]}) MATCH (dst:" + type.to().graphName() + " {id: $dst[i]}) CREATE (src)-[:"
                        + type.name() + "]->(dst)",
                        batch -> Map.of("src", batch.stream().map(Relationship::srcId).toList(),
                                "dst", batch.stream().map(Relationship::dstId).toList())),
                new Form<>(type -> load.get("relationships-" + type.name()),
                        Neo4jBoltFormsBenchmark::byStart));

        Neo4jProvider provider = new Neo4jProvider();
        Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_NEO4J_LOAD_PATH",
                Neo4jProvider.BOLT));
        Path directory = Files.createTempDirectory("neo4j-forms-benchmark");
        EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, directory);
        System.out.printf("%s; scale factor %s, batch size %d, one transaction at a time; seconds of wall clock (cpu)%n",
                server.description(), spec.scaleFactor(), batchSize);
        System.out.printf("%7s %14s %14s %14s   %14s %14s %14s%n", "round", "nodes: maps", "lists", "columns",
                "rels: maps", "columns", "by start");
        try (Engine engine = provider.open(settings.with(server.connectionSettings()))) {
            Neo4jEngine neo4j = (Neo4jEngine) engine;
            for (int round = 0; round < rounds; round++) {
                String[] nodeSeconds = new String[nodeForms.size()];
                String[] relationshipSeconds = new String[relationshipForms.size()];
                for (int k = 0; k < nodeForms.size(); k++) {
                    int form = (k + round) % nodeForms.size();
                    engine.schema().drop();
                    engine.schema().create(GraphSchema.GENERATED);
                    nodeSeconds[form] = write(neo4j, nodes, nodeForms.get(form), batchSize);
                    relationshipSeconds[form] = write(neo4j, relationships, relationshipForms.get(form), batchSize);
                }
                System.out.printf("%7s %14s %14s %14s   %14s %14s %14s%n", round == 0 ? "warm-up" : round,
                        nodeSeconds[0], nodeSeconds[1], nodeSeconds[2], relationshipSeconds[0], relationshipSeconds[1],
                        relationshipSeconds[2]);
            }
        } finally {
            server.close();
            Files.deleteIfExists(directory);
        }
    }

    /** Seconds to write every batch of {@code items} in {@code form}, one transaction after another, and CPU seconds. */
    private static <T, K> String write(Neo4jEngine engine, Map<K, List<T>> items, Form<T, K> form, int batchSize) {
        long start = System.nanoTime();
        long cpuStart = cpuNanos();
        try (Session session = engine.session(AccessMode.WRITE)) {
            for (Map.Entry<K, List<T>> kind : items.entrySet()) {
                String statement = form.statement().apply(kind.getKey());
                List<T> all = kind.getValue();
                for (int from = 0; from < all.size(); from += batchSize) {
                    Map<String, Object> parameters = form.bind().apply(all.subList(from, Math.min(all.size(),
                            from + batchSize)));
                    session.executeWrite(tx -> tx.run(statement, parameters).consume());
                }
            }
        }
        return String.format("%.2f (%.2f)", (System.nanoTime() - start) / 1e9, (cpuNanos() - cpuStart) / 1e9);
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static String properties(Label label, Function<Integer, String> value) {
        List<Property> properties = label.properties();
        return IntStream.range(0, properties.size())
                .mapToObj(i -> properties.get(i).name() + ": " + value.apply(i)).collect(Collectors.joining(", "));
    }

    private static Map<String, Object> columns(List<Node> batch) {
        Map<String, Object> columns = new LinkedHashMap<>();
        List<Property> properties = batch.getFirst().label().properties();
        for (int i = 0; i < properties.size(); i++) {
            int index = i;
            columns.put(properties.get(i).name(), batch.stream().map(node -> node.values()[index]).toList());
        }
        return columns;
    }

    /** As the loader binds them; a start node cut by the batch's end appears in two batches, which is harmless here. */
    private static Map<String, Object> byStart(List<Relationship> batch) {
        List<String> src = new ArrayList<>();
        List<List<String>> dst = new ArrayList<>();
        for (Relationship relationship : batch) {
            if (src.isEmpty() || !src.getLast().equals(relationship.srcId())) {
                src.add(relationship.srcId());
                dst.add(new ArrayList<>());
            }
            dst.getLast().add(relationship.dstId());
        }
        return Map.of("src", src, "dst", dst);
    }
}
