package dev.graphbench.workloads.report;

import java.util.List;

/**
 * A chart of the figures of one of the report's tables: data only, drawn by a renderer that can
 * draw (the HTML report); the text and Markdown reports have the same numbers in their tables.
 */
public sealed interface Chart {

    /** The title of the table whose figures it draws. */
    String table();

    /** Its heading. */
    String title();

    /** What it shows, in a sentence or two: its caption and its description for screen readers. */
    String description();

    /**
     * Horizontal bars, one group per category and one bar per engine in each group.
     *
     * @param table       the table it draws
     * @param title       its heading
     * @param description what it shows
     * @param axis        what the value axis measures, with its unit: {@code "median latency per call, ms"}
     * @param unit        the unit of every value, as written after a number: {@code "ms"}, {@code "s"}
     * @param whisker     what the whiskers mark, e.g. {@code "95th percentile"}; null when there are none
     * @param categories  the groups, in the table's row order
     * @param engines     the engines, in the table's column order
     * @param bars        {@code bars.get(category).get(engine)}
     */
    record Bars(String table, String title, String description, String axis, String unit, String whisker, List<String> categories,
                List<String> engines, List<List<Bar>> bars) implements Chart {
    }

    /**
     * One bar: a value with an optional whisker, or a note where there is no value.
     *
     * @param value   the bar's length; null when not measured
     * @param whisker where the whisker ends; null for none
     * @param note    what to write instead of a bar ({@code "held"}, {@code "unsupported"}); null when measured
     */
    record Bar(Double value, Double whisker, String note) {

        /** A measured value with a whisker, or without one when {@code whisker} is null. */
        public static Bar of(double value, Double whisker) {
            return new Bar(value, whisker, null);
        }

        /** No value, for the reason {@code note}. */
        public static Bar missing(String note) {
            return new Bar(null, null, note);
        }
    }
}
