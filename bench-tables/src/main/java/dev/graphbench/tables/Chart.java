package dev.graphbench.tables;

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
     * @param whisker     what the whiskers mark, e.g. {@code "95th percentile"}; null when there are none
     * @param categories  the groups, in the table's row order
     * @param engines     the engines, in the table's column order
     * @param bars        {@code bars.get(category).get(engine)}
     */
    record Bars(String table, String title, String description, String axis, String whisker, List<String> categories,
                List<String> engines, List<List<Bar>> bars) implements Chart {
    }

    /**
     * One bar: a value with an optional whisker, or no value.
     *
     * @param value   the bar's length; null when not measured
     * @param whisker where the whisker ends; null for none
     * @param label   written at the bar's end, the figures as the table writes them; or, with no
     *                value, written in place of the bar: {@code "held"}, {@code "unsupported"}
     */
    record Bar(Double value, Double whisker, String label) {

        /** A measured value, with a whisker unless {@code whisker} is null. */
        public static Bar of(double value, Double whisker, String label) {
            return new Bar(value, whisker, label);
        }

        /** No value, for the reason {@code note}. */
        public static Bar missing(String note) {
            return new Bar(null, null, note);
        }
    }

    /**
     * Points on log-log axes, one colour and marker per engine, each engine's fitted line drawn
     * through its points.
     *
     * @param table       the table it draws
     * @param title       its heading
     * @param description what it shows
     * @param xAxis       what the horizontal axis measures, with its unit
     * @param yAxis       what the vertical axis measures, with its unit
     * @param series      one per engine, in the table's column order
     */
    record Scatter(String table, String title, String description, String xAxis, String yAxis, List<Series> series)
            implements Chart {
    }

    /**
     * One line per engine through its points, on a log horizontal axis (thread counts double) or, over
     * time, a linear one from 0, and a linear vertical axis from 0, each point labelled.
     *
     * @param table       the table it draws
     * @param title       its heading
     * @param description what it shows
     * @param xAxis       what the horizontal axis measures, with its unit
     * @param yAxis       what the vertical axis measures, with its unit
     * @param series      one per engine, in the table's column order
     * @param overTime    whether the horizontal axis is time, linear from 0, rather than doubling counts
     */
    record Lines(String table, String title, String description, String xAxis, String yAxis, List<Series> series,
                 boolean overTime) implements Chart {
    }

    /**
     * Small plots stacked over one horizontal axis of time: one engine's figures of one measurement, each plot
     * a quantity of its own (calls, latency, CPU, memory), so that what happened in a second lines up down the
     * panel.
     *
     * @param table       the table it draws
     * @param title       its heading
     * @param description what it shows
     * @param engine      the engine, whose colour its own lines take
     * @param xAxis       what the shared horizontal axis measures, with its unit
     * @param plots       the plots, top to bottom
     */
    record Panel(String table, String title, String description, String engine, String xAxis, List<Plot> plots)
            implements Chart {
    }

    /**
     * One plot of a {@link Panel}, its vertical axis linear from 0.
     *
     * @param axis   what its vertical axis measures, with its unit
     * @param traces its lines
     */
    record Plot(String axis, List<Trace> traces) {
    }

    /**
     * A line of a {@link Plot}.
     *
     * @param name    what it is, written at its end
     * @param engines whether it is the engine's own figure, drawn in its colour, rather than the client's, drawn
     *                grey and dashed
     * @param points  its points
     */
    record Trace(String name, boolean engines, List<Point> points) {
    }

    /**
     * An engine's points.
     *
     * @param engine the engine
     * @param points its points
     * @param line   the straight line {@code y = intercept + slope * x} fitted through them; null for none
     * @param legend what the legend says of it, e.g. its fitted line's figures
     */
    record Series(String engine, List<Point> points, Line line, String legend) {
    }

    /**
     * A point.
     *
     * @param x     where along
     * @param y     how high
     * @param label written beside it, e.g. {@code "1.9x"}; null for none
     */
    record Point(double x, double y, String label) {
    }

    /**
     * A straight line, {@code y = intercept + slope * x}.
     *
     * @param intercept y at x = 0
     * @param slope     what y gains for each unit of x
     */
    record Line(double intercept, double slope) {
    }
}
