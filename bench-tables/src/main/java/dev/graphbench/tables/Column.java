package dev.graphbench.tables;

/**
 * One column of a table: its heading as a person reads it, with its unit ({@code PostgreSQL (ms)}); for a table of
 * figures, its name with the unit as its last part ({@code median_ms}), and how OpenMetrics takes it.
 *
 * @param heading the heading shown
 * @param group   a heading over it and its neighbours of the same group (an engine's shape); null for none
 * @param name    the column's name in a file of figures; null in a table only shown
 * @param label   the OpenMetrics label its values are, besides {@code engine}, {@code workload} and {@code run}
 *                ({@code threads}, {@code depth}); null when it is none
 * @param metric  the gauge its values are; null when they are none
 */
public record Column(String heading, String group, String name, String label, Metric metric) {

    /** A column shown under {@code heading}. */
    public static Column shown(String heading) {
        return new Column(heading, null, null, null, null);
    }

    /** A column of figures or words named {@code name}, its heading the same. */
    public static Column named(String name) {
        return new Column(name, null, name, null, null);
    }

    /** A column named {@code name} whose values label a gauge's samples as {@code label}. */
    public static Column label(String name, String label) {
        return new Column(name, null, name, label, null);
    }

    /** A column named {@code name} whose values are the samples of {@code metric}. */
    public static Column metric(String name, Metric metric) {
        return new Column(name, null, name, null, metric);
    }

    /** The same column under {@code group}. */
    public Column inGroup(String group) {
        return new Column(heading, group, name, label, metric);
    }
}
