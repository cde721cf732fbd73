package dev.graphbench.datagen.csv;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * A checked graph's nodes, grouped by first label in the schema's order, each group read from the files that
 * hold it in their order: a file is read once for each label its nodes have first. Values come out in the
 * order of the first label's properties.
 */
final class NodeStream implements java.util.Iterator<Node> {

    private final PropertyGraph graph;
    private final List<GraphReader.NodeFile> files;
    private int label = -1;
    private int file;
    private CsvRows rows;
    private GraphReader.LabelCells labels;
    private GraphReader.NodeFile reading;
    /** Per label set of the file being read: where each column's value goes in the node's values; -1 for none. */
    private final Map<Integer, int[]> targets = new HashMap<>();
    private int nextOrdinal;
    private Node next;

    NodeStream(PropertyGraph graph) {
        this.graph = graph;
        this.files = graph.reader.nodeFiles;
    }

    @Override
    public boolean hasNext() {
        while (next == null) {
            if (rows == null && !openNext()) {
                return false;
            }
            String[] row = rows.next();
            if (row == null) {
                rows.close();
                rows = null;
                continue;
            }
            next = node(row);
        }
        return true;
    }

    @Override
    public Node next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Node node = next;
        next = null;
        return node;
    }

    /** Opens the next file that holds nodes of the current label first, moving to the next label after the last. */
    private boolean openNext() {
        while (label < graph.schema.labels().size()) {
            if (label < 0 || file == files.size()) {
                label++;
                file = 0;
                if (label == graph.schema.labels().size()) {
                    return false;
                }
                nextOrdinal = graph.labelStart[label];
            }
            GraphReader.NodeFile candidate = files.get(file++);
            if (graph.holdsFirst(candidate, label)) {
                reading = candidate;
                GraphFolder folder = graph.reader.folder;
                rows = new CsvRows(candidate.source().file(), GraphReader.name(candidate.source().file()),
                        folder.delimiter(), null);
                if (candidate.source().headed()) {
                    rows.next();
                }
                labels = new GraphReader.LabelCells(candidate.source().labels(),
                        candidate.header().indexOf(Column.Kind.LABEL), folder.arrayDelimiter(), graph.reader.catalog);
                targets.clear();
                return true;
            }
        }
        return false;
    }

    /** The node of {@code row}, or null when its first label is not the one being streamed. */
    private Node node(String[] row) {
        Header header = reading.header();
        String file = GraphReader.name(reading.source().file());
        int set = labels.set(file, rows.line(), row, header);
        if (graph.setFirst[set] != label) {
            return null;
        }
        List<Label> named = graph.setLabels.get(set);
        Label first = named.getFirst();
        int[] target = targets.computeIfAbsent(set, s -> targets(header, first));
        Object[] values = new Object[first.properties().size()];
        List<Column> columns = header.columns();
        for (int i = 0; i < target.length; i++) {
            if (target[i] >= 0) {
                Column column = columns.get(i);
                try {
                    values[target[i]] = column.kind() == Column.Kind.ID ? row[i] : column.value().read(row[i]);
                } catch (IllegalArgumentException e) {
                    throw new IllegalStateException(file + " line " + rows.line() + " changed since it was checked: "
                            + e.getMessage(), e);
                }
            }
        }
        return new Node(first, nextOrdinal++, values, named.subList(1, named.size()));
    }

    /** Where each column of {@code header} goes in the values of a node whose first label is {@code first}. */
    private static int[] targets(Header header, Label first) {
        List<Column> columns = header.columns();
        int[] target = new int[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            Column column = columns.get(i);
            target[i] = switch (column.kind()) {
                case ID -> 0;
                case PROPERTY -> first.indexOf(column.property().name());
                default -> -1;
            };
        }
        return target;
    }
}
