package dev.graphbench.tables.html;

import dev.graphbench.tables.Chart;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Draws {@link Chart.Scatter} on log-log axes: every engine's points with its marker, its fitted
 * line (straight in linear terms, so it bends on log axes), and a legend that names the marker,
 * the line's dashes and the fit.
 */
final class ScatterChartSvg {

    private static final double LEFT = 74;
    private static final double RIGHT = 24;
    private static final double TOP = 12;
    private static final double PLOT_HEIGHT = 400;
    private static final double AXIS = 50;
    private static final double LEGEND_ROW = 20;
    private static final double MARKER = 6;

    private ScatterChartSvg() {
    }

    static Markup draw(Chart.Scatter chart, Map<String, EngineStyle> styles, String id) {
        List<Chart.Point> all = new ArrayList<>();
        chart.series().forEach(series -> series.points().stream().filter(p -> p.x() > 0 && p.y() > 0).forEach(all::add));
        double bottom = TOP + PLOT_HEIGHT;
        double height = bottom + AXIS + chart.series().size() * LEGEND_ROW + 6;
        Markup svg = Svg.open(id, height, chart.title(), chart.description());
        if (all.isEmpty()) {
            svg.element("text", "no calls to draw", "x", Svg.WIDTH / 2, "y", TOP + PLOT_HEIGHT / 2, "text-anchor",
                    "middle", "fill", Svg.MUTED);
            return svg.close("svg");
        }
        Scale x = Scale.log(all.stream().mapToDouble(Chart.Point::x).min().orElseThrow(),
                all.stream().mapToDouble(Chart.Point::x).max().orElseThrow(), LEFT, Svg.WIDTH - RIGHT);
        Scale y = Scale.log(all.stream().mapToDouble(Chart.Point::y).min().orElseThrow(),
                all.stream().mapToDouble(Chart.Point::y).max().orElseThrow(), bottom, TOP);
        Svg.verticalAxis(svg, y, LEFT, Svg.WIDTH - RIGHT, chart.yAxis() + ", log scale");
        Svg.horizontalAxis(svg, x, TOP, bottom, chart.xAxis() + ", log scale");

        for (Chart.Series series : chart.series()) {
            EngineStyle style = styles.get(series.engine());
            svg.open("g", "class", "points", "fill-opacity", 0.55, "stroke-opacity", 0.7);
            svg.element("title", series.engine() + ": " + series.points().size() + " calls");
            for (Chart.Point point : series.points()) {
                if (point.x() > 0 && point.y() > 0) {
                    style.marker().draw(svg, x.at(point.x()), y.at(point.y()), MARKER, style.colour());
                }
            }
            svg.close("g");
        }
        for (int s = 0; s < chart.series().size(); s++) {
            Chart.Series series = chart.series().get(s);
            if (series.line() != null) {
                fittedLine(svg, series, styles.get(series.engine()), x, y, Svg.dashes(s));
            }
        }
        double legendTop = bottom + AXIS;
        for (int s = 0; s < chart.series().size(); s++) {
            Chart.Series series = chart.series().get(s);
            EngineStyle style = styles.get(series.engine());
            double row = legendTop + s * LEGEND_ROW + LEGEND_ROW / 2;
            svg.empty("line", "x1", LEFT, "x2", LEFT + 34, "y1", row, "y2", row, "stroke", style.colour(),
                    "stroke-width", 2, "stroke-dasharray", Svg.dashes(s));
            style.marker().draw(svg, LEFT + 17, row, MARKER + 2, style.colour());
            svg.element("text", series.legend(), "x", LEFT + 44, "y", row + 4, "fill", Svg.TEXT);
        }
        return svg.close("svg");
    }

    /** The line {@code y = intercept + slope * x}, sampled along the x axis where it lies within the plot. */
    private static void fittedLine(Markup svg, Chart.Series series, EngineStyle style, Scale x, Scale y, String dashes) {
        double low = Math.log10(x.min());
        double high = Math.log10(x.ticks().get(x.ticks().size() - 1));
        double yLow = y.min();
        double yHigh = y.ticks().get(y.ticks().size() - 1);
        StringBuilder path = new StringBuilder();
        boolean drawing = false;
        int samples = 240;
        for (int i = 0; i <= samples; i++) {
            double at = Math.pow(10, low + (high - low) * i / samples);
            double value = series.line().intercept() + series.line().slope() * at;
            if (value < yLow || value > yHigh) {
                drawing = false;
                continue;
            }
            path.append(drawing ? "L" : "M").append(Markup.number(x.at(at))).append(' ').append(Markup.number(y.at(value)));
            drawing = true;
        }
        if (!path.isEmpty()) {
            // A white casing lifts the line off the points under it.
            svg.empty("path", "d", path.toString(), "fill", "none", "stroke", "#ffffff", "stroke-width", 5,
                    "stroke-opacity", 0.8);
            svg.open("path", "d", path.toString(), "fill", "none", "stroke", style.colour(), "stroke-width", 2.2,
                    "stroke-dasharray", dashes, "class", "fit");
            svg.element("title", series.engine() + ": " + series.legend());
            svg.close("path");
        }
    }
}
