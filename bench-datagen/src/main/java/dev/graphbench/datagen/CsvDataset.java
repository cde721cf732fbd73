package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * A graph from a folder of CSV files ({@code csv:DIR}) in one of two layouts of graph-bench's own (a folder in
 * the header convention of Neo4j's importer is read by {@link dev.graphbench.datagen.csv.CsvGraphDataset}):
 * <ul>
 * <li>the generated graph's, as {@code bench datagen} writes it: a file per label ({@code Person.csv}, a header
 * of its properties, id first) and a file per relationship type ({@code FOLLOWS.csv}, header {@code src,dst}),
 * so that a user's graph of the same schema is asked the write-up's questions;</li>
 * <li>any graph: {@code nodes.csv} with columns {@code id,label} and {@code relationships.csv} with columns
 * {@code source,target,type}; each type must join one label to one label. A graph of one label and one
 * type is asked the questions of any graph (reach, the ladder), loaded as {@code Node} and {@code LINK}
 * whatever the file calls them; a graph of more is a {@link GraphSchema#PROPERTY} graph whose nodes have an
 * id alone.</li>
 * </ul>
 * Files are RFC 4180 CSV, UTF-8, a header line first. Every file is read once when the dataset is made,
 * to check it, count it and hash it ({@code CsvIndex}); the node ids are then held (they number the nodes), the
 * rest is read again each time it is streamed ({@code CsvFiles}).
 */
public final class CsvDataset implements Dataset {

    /** The generic layout's nodes file. */
    public static final String NODES = CsvIndex.NODES;
    /** The generic layout's relationships file. */
    public static final String RELATIONSHIPS = CsvIndex.RELATIONSHIPS;

    private final CsvIndex index;
    private final long seed;

    private CsvDataset(CsvIndex index, long seed) {
        this.index = index;
        this.seed = seed;
    }

    /**
     * Reads the folder once, checking every file.
     *
     * @throws IllegalArgumentException one line naming the folder or file and what is wrong: a missing file or
     *                                  column, a value of the wrong type, a relationship to an unknown node
     */
    public static CsvDataset read(Path folder, long seed) {
        return new CsvDataset(CsvIndex.read(folder, seed), seed);
    }

    @Override
    public String name() {
        return index.manifest().dataset();
    }

    @Override
    public String label() {
        return "csv-" + Datasets.stem(index.manifest().file().name());
    }

    @Override
    public GraphSchema schema() {
        return index.schema();
    }

    @Override
    public Iterator<Node> nodes() {
        String[] ids = index.ids();
        if (index.generic()) {
            return new Iterator<>() {
                private int next;

                @Override
                public boolean hasNext() {
                    return next < ids.length;
                }

                @Override
                public Node next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    Node node = new Node(index.labelOf(next), next, new Object[] {ids[next]});
                    next++;
                    return node;
                }
            };
        }
        return streamed(schema().labels().stream().map(this::labelNodes).toList());
    }

    /** Nodes of one label of the generated layout, read from its file, values typed. */
    private Iterator<Node> labelNodes(Label label) {
        int start = index.labelStart()[schema().indexOf(label)];
        String file = label.graphName() + ".csv";
        List<String> columns = label.properties().stream().map(Property::name).toList();
        long[] ordinal = {start};
        return CsvFiles.rows(index.folder(), file, columns, (line, row) -> {
            Object[] values = new Object[row.length];
            for (int i = 0; i < row.length; i++) {
                values[i] = CsvFiles.value(file, line, label.properties().get(i), row[i]);
            }
            return new Node(label, ordinal[0]++, values);
        });
    }

    @Override
    public Iterator<Relationship> relationships() {
        Path folder = index.folder();
        if (index.generic()) {
            // Grouped by type, as a loader expects them: the file read once a type.
            boolean oneLabel = schema() == GraphSchema.ONE_LABEL_GRAPH;
            return streamed(schema().types().stream().map(type -> filtered(CsvFiles.rows(folder, RELATIONSHIPS,
                    List.of("source", "target", "type"), (line, row) -> oneLabel || row[2].equals(type.name())
                            ? relationship(type, row[0], row[1]) : null))).toList());
        }
        return streamed(schema().types().stream().map(type -> CsvFiles.rows(folder, type.name() + ".csv",
                List.of("src", "dst"), (line, row) -> relationship(type, row[0], row[1]))).toList());
    }

    private Relationship relationship(RelType type, String source, String target) {
        return new Relationship(type, index.ordinals().get(source), source, index.ordinals().get(target), target);
    }

    /** The items of {@code items} that are not null. */
    private static <T> Iterator<T> filtered(Iterator<T> items) {
        return new Iterator<>() {
            private T next;

            @Override
            public boolean hasNext() {
                while (next == null && items.hasNext()) {
                    next = items.next();
                }
                return next != null;
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                T item = next;
                next = null;
                return item;
            }
        };
    }

    /** The parts one after the other. */
    private static <T> Iterator<T> streamed(List<Iterator<T>> parts) {
        return new Iterator<>() {
            private int part;

            @Override
            public boolean hasNext() {
                while (part < parts.size() && !parts.get(part).hasNext()) {
                    part++;
                }
                return part < parts.size();
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return parts.get(part).next();
            }
        };
    }

    @Override
    public Manifest manifest() {
        return index.manifest();
    }

    @Override
    public ArgumentLists arguments() {
        GraphSchema schema = index.schema();
        String[] ids = index.ids();
        int[] labelStart = index.labelStart();
        int[] labelSize = index.labelSize();
        Map<String, int[]> starts = index.starts();
        return new ArgumentLists(seed, new ArgumentLists.Nodes() {
            @Override
            public int labelIndex(Label label) {
                return schema.indexOf(label);
            }

            @Override
            public int count(Label label) {
                int position = schema.indexOf(label);
                return position < 0 ? 0 : labelSize[position];
            }

            @Override
            public String id(Label label, int index) {
                return ids[labelStart[schema.indexOf(label)] + index];
            }

            @Override
            public int startCount(RelType type) {
                return starts.getOrDefault(type.name(), new int[0]).length;
            }

            @Override
            public String start(RelType type, int index) {
                return ids[starts.get(type.name())[index]];
            }
        });
    }

    @Override
    public long seed() {
        return seed;
    }
}
