package dev.graphbench.datagen.csv;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.ContentHash;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.Datasets;
import dev.graphbench.datagen.Manifest;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A graph from a folder of CSV files in the header convention of Neo4j's importer ({@code csv:DIR}, see
 * {@link GraphFolder} for which files and docs/dataset.md for the rules). The files are read once when the
 * dataset is made, to check every row (the first wrong one fails it, in one line naming the file, the line and
 * the column) and number the nodes, whose ids and label sets are then held; then again each time the graph
 * streams, and once more for its manifest's hash, which is of the graph as it streams to the engines.
 */
public final class CsvGraphDataset implements Dataset {

    private final PropertyGraph graph;
    private final long seed;
    /** Each type of the schema by the name the files give it (a one-label graph's is renamed LINK). */
    private final Map<String, RelType> typeOf = new LinkedHashMap<>();
    private Manifest manifest;

    private CsvGraphDataset(PropertyGraph graph, long seed) {
        this.graph = graph;
        this.seed = seed;
        for (String name : graph.reader.catalog.types.keySet()) {
            typeOf.put(name, graph.schema.kind().equals(GraphSchema.ONE_LABEL) ? RelType.LINK
                    : graph.schema.type(name));
        }
    }

    /** Whether {@code folder} holds a graph in the importer's convention: a {@code graph.json}, or files named by its rule. */
    public static boolean holdsOne(Path folder) {
        return GraphFolder.holdsOne(folder);
    }

    /**
     * Reads the folder once, checking every file.
     *
     * @throws IllegalArgumentException one line naming what is wrong and where: {@code graph.json}'s line, a file's
     *                                  header field, a row's line and column
     */
    public static CsvGraphDataset read(Path folder, long seed) {
        return new CsvGraphDataset(PropertyGraph.of(GraphReader.read(GraphFolder.of(folder))), seed);
    }

    @Override
    public String name() {
        return "csv:" + graph.reader.folder.folder();
    }

    @Override
    public String label() {
        Path name = graph.reader.folder.folder().getFileName();
        return "csv-" + Datasets.stem(name == null ? "graph" : name.toString());
    }

    @Override
    public GraphSchema schema() {
        return graph.schema;
    }

    @Override
    public Iterator<Node> nodes() {
        return new NodeStream(graph);
    }

    @Override
    public Iterator<Relationship> relationships() {
        return new RelationshipStream(graph, typeOf);
    }

    /** Its counts, and a hash of the graph as it streams: read once more the first time it is asked for. */
    @Override
    public synchronized Manifest manifest() {
        if (manifest == null) {
            ContentHash hash = new ContentHash(graph.schema);
            for (Iterator<Node> nodes = nodes(); nodes.hasNext(); ) {
                hash.add(nodes.next());
            }
            for (Iterator<Relationship> relationships = relationships(); relationships.hasNext(); ) {
                hash.add(relationships.next());
            }
            Map<String, Long> nodes = new LinkedHashMap<>();
            for (Label label : graph.schema.labels()) {
                nodes.put(label.graphName(), graph.memberCount[graph.schema.indexOf(label)]);
            }
            Map<String, Long> relationships = new LinkedHashMap<>();
            graph.reader.catalog.types.values().forEach(type -> relationships.merge(typeOf.get(type.name).name(),
                    type.count, Long::sum));
            Path folder = graph.reader.folder.folder();
            manifest = new Manifest(null, 0, seed, new GraphCounts(nodes, relationships), hash.hash(), name(),
                    new Manifest.DatasetFile(folder.getFileName() == null ? folder.toString()
                            : folder.getFileName().toString(), graph.reader.bytes,
                            HexFormat.of().formatHex(graph.reader.digest.digest()), false, 0, 0));
        }
        return manifest;
    }

    @Override
    public ArgumentLists arguments() {
        return new ArgumentLists(seed, new ArgumentLists.Nodes() {
            @Override
            public int labelIndex(Label label) {
                return graph.schema.indexOf(label);
            }

            @Override
            public int count(Label label) {
                int position = graph.schema.indexOf(label);
                return position < 0 ? 0 : (int) graph.memberCount[position];
            }

            @Override
            public String id(Label label, int index) {
                return graph.id(graph.memberOrdinal(label, index));
            }

            @Override
            public int startCount(RelType type) {
                return starts(type).length;
            }

            @Override
            public String start(RelType type, int index) {
                return graph.id(starts(type)[index]);
            }
        });
    }

    private int[] starts(RelType type) {
        for (Map.Entry<String, RelType> named : typeOf.entrySet()) {
            if (named.getValue().equals(type)) {
                return graph.starts.getOrDefault(named.getKey(), new int[0]);
            }
        }
        return new int[0];
    }

    @Override
    public long seed() {
        return seed;
    }
}
