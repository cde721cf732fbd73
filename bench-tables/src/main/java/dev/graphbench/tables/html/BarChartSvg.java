package dev.graphbench.tables.html;

import dev.graphbench.tables.Chart;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Draws {@link Chart.Bars}: under each category's name, one labelled bar per engine, its whisker,
 * and its figures at its end, so the chart reads without colour and without the table.
 */
final class BarChartSvg {

    private static final double TOP = 6;
    private static final double HEADING = 19;
    private static final double ROW = 16;
    private static final double BAR = 11;
    private static final double GAP = 9;
    private static final double AXIS = 44;

    private BarChartSvg() {
    }

    static Markup draw(Chart.Bars chart, Map<String, EngineStyle> styles, String id) {
        // The bar's figures are written right of its end (or its whisker's), in room kept for the longest.
        List<Double> extent = new ArrayList<>();
        double labelRoom = 0;
        for (List<Chart.Bar> group : chart.bars()) {
            for (Chart.Bar bar : group) {
                if (bar.value() != null) {
                    extent.add(bar.value());
                    labelRoom = Math.max(labelRoom, Svg.textWidth(bar.label(), Svg.SMALL_FONT));
                }
                if (bar.whisker() != null) {
                    extent.add(bar.whisker());
                }
            }
        }
        double gutter = 12 + chart.engines().stream().mapToDouble(engine -> Svg.textWidth(engine, Svg.FONT))
                .max().orElse(0);
        double right = Svg.WIDTH - Math.max(40, labelRoom + 10);
        Scale scale = extent.isEmpty() ? Scale.linear(0, 1, gutter, right)
                : Scale.fitting(extent.stream().mapToDouble(Double::doubleValue).min().orElseThrow(),
                        extent.stream().mapToDouble(Double::doubleValue).max().orElseThrow(), gutter, right);
        double groupHeight = HEADING + chart.engines().size() * ROW + GAP;
        double bottom = TOP + chart.categories().size() * groupHeight;
        Markup svg = Svg.open(id, bottom + AXIS, chart.title(), chart.description());
        Svg.horizontalAxis(svg, scale, TOP, bottom, axisTitle(chart, scale));
        svg.empty("line", "x1", gutter, "x2", gutter, "y1", TOP, "y2", bottom, "stroke", "#888888");

        for (int c = 0; c < chart.categories().size(); c++) {
            double y = TOP + c * groupHeight;
            String category = chart.categories().get(c);
            // A white halo keeps the name legible where it crosses grid lines.
            svg.element("text", category, "x", 0, "y", y + 14, "font-weight", 600, "fill", Svg.TEXT,
                    "stroke", "#ffffff", "stroke-width", 4, "paint-order", "stroke");
            for (int e = 0; e < chart.engines().size(); e++) {
                String engine = chart.engines().get(e);
                double rowTop = y + HEADING + e * ROW;
                bar(svg, scale, category, engine, chart.bars().get(c).get(e), styles.get(engine), gutter, rowTop);
            }
        }
        return svg.close("svg");
    }

    private static void bar(Markup svg, Scale scale, String category, String engine, Chart.Bar bar,
                            EngineStyle style, double left, double top) {
        double middle = top + BAR / 2;
        svg.open("g", "class", "bar");
        svg.element("title", engine + ", " + category + ": " + bar.label());
        svg.element("text", engine, "x", left - 6, "y", middle + 4, "text-anchor", "end", "fill", Svg.MUTED);
        if (bar.value() == null) {
            svg.element("text", bar.label(), "x", left + 6, "y", middle + 4, "font-style", "italic",
                    "font-size", Svg.SMALL_FONT, "fill", Svg.MUTED);
            svg.close("g");
            return;
        }
        double end = Math.max(left + 1, scale.at(bar.value()));
        svg.empty("rect", "x", left, "y", top, "width", end - left, "height", BAR, "fill", style.colour(),
                "data-value", bar.value());
        double labelAt = end;
        if (bar.whisker() != null && bar.whisker() > bar.value()) {
            double whisker = scale.at(bar.whisker());
            svg.empty("line", "x1", end, "x2", whisker, "y1", middle, "y2", middle, "stroke", Svg.TEXT);
            svg.empty("line", "x1", whisker, "x2", whisker, "y1", middle - 4, "y2", middle + 4, "stroke", Svg.TEXT);
            labelAt = whisker;
        }
        svg.element("text", bar.label(), "x", labelAt + 5, "y", middle + 4, "font-size", Svg.SMALL_FONT,
                "fill", Svg.TEXT);
        svg.close("g");
    }

    private static String axisTitle(Chart.Bars chart, Scale scale) {
        return chart.axis() + (scale.isLog() ? ", log scale" : "")
                + (chart.whisker() == null ? "" : "; whiskers reach the " + chart.whisker());
    }
}
