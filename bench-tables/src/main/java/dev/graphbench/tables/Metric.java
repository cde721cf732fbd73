package dev.graphbench.tables;

/**
 * How a column of figures is exposed as an OpenMetrics gauge: its family's name without the {@code graphbench_}
 * prefix and without its unit ({@code latency_median}), its unit as the family's last part ({@code seconds},
 * {@code bytes}, or none), its help, and how many of the column's unit make one of the gauge's (1,000 milliseconds
 * make a second).
 *
 * @param family the family's name: {@code graphbench_} + family + {@code _} + unit
 * @param unit   the gauge's unit, or null for a count or a rate
 * @param help   what it measures, in a line
 * @param per    what a cell's value is divided by: 1 for a gauge in the column's own unit
 * @param okOnly whether a row not measured in full (its {@code status} column other than {@code ok}) has no sample
 */
public record Metric(String family, String unit, String help, double per, boolean okOnly) {

    /** A gauge of the column's values as they are. */
    public static Metric of(String family, String unit, String help) {
        return new Metric(family, unit, help, 1, false);
    }

    /** A gauge in seconds of a column in milliseconds. */
    public static Metric secondsOfMs(String family, String help) {
        return new Metric(family, "seconds", help, 1e3, false);
    }

    /** The same gauge, without a sample for a row not measured in full. */
    public Metric whenOk() {
        return new Metric(family, unit, help, per, true);
    }

    /** The family's whole name. */
    public String name() {
        return "graphbench_" + family + (unit == null ? "" : "_" + unit);
    }
}
