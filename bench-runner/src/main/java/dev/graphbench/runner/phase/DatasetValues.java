package dev.graphbench.runner.phase;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.catalogue.folder.WorkloadFolder;
import dev.graphbench.datagen.Dataset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.TreeSet;

/**
 * The values a workload folder's parameter draws from ({@code {values: Genre.name}}): every distinct value of the
 * property among the nodes of the label, read from the dataset as it streams, sorted, so that a seeded draw asks
 * every engine the same.
 *
 * @param dataset the graph the run loads
 */
record DatasetValues(Dataset dataset) implements WorkloadFolder.PropertyValues {

    /** Numbers by value, texts by their characters; a whole number before a text. */
    private static final Comparator<Object> ORDER = Comparator
            .comparing((Object value) -> value instanceof Number ? 0 : 1)
            .thenComparing((a, b) -> a instanceof Long x && b instanceof Long y ? Long.compare(x, y)
                    : String.valueOf(a).compareTo(String.valueOf(b)));

    @Override
    public List<Object> of(Label label, String property) {
        TreeSet<Object> values = new TreeSet<>(ORDER);
        for (Iterator<Node> nodes = dataset.nodes(); nodes.hasNext(); ) {
            Node node = nodes.next();
            if (node.labels().contains(label)) {
                Object value = node.get(property);
                if (value != null) {
                    values.add(value);
                }
            }
        }
        return new ArrayList<>(values);
    }
}
