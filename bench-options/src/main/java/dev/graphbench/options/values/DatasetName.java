package dev.graphbench.options.values;

import dev.graphbench.datagen.Datasets;

/**
 * The graph a run loads, as a user names it: {@code generated}, {@code snap:FILE}, {@code csv:DIR} or
 * {@code kronecker:SCALE}. Its file is read, and checked, when the run is built.
 */
public record DatasetName() implements ValueType<String> {

    @Override
    public String read(String option, String text) {
        return text.strip();
    }

    @Override
    public String check(String option, String dataset) {
        if (!dataset.equals(Datasets.GENERATED) && !dataset.matches("(snap|csv|kronecker):.+")) {
            throw ValueType.wrong(option, "generated, snap:FILE, csv:DIR or kronecker:SCALE", dataset);
        }
        return dataset;
    }

    @Override
    public String show(String dataset) {
        return dataset;
    }

    /** Whether {@code dataset} is a graph read from a file or made by a generator of another kind than graph-bench's. */
    public static boolean ofSnapOrKronecker(String dataset) {
        return dataset.startsWith("snap:") || dataset.startsWith("kronecker:");
    }
}
