package dev.graphbench.tables.html;

import dev.graphbench.tables.Chart;
import java.util.List;
import java.util.Map;

/**
 * Draws {@link Chart.Panel}: its plots stacked, each with a vertical axis of its own, linear from 0, over
 * one horizontal axis of time, linear from 0, whose grid runs down through every plot so that a second
 * lines up across them. The engine's own lines take its colour and marker; the client's are grey and
 * dashed; each line is named at its end.
 */
final class PanelChartSvg {

    private static final double LEFT = 84;
    private static final double TOP = 14;
    private static final double PLOT_HEIGHT = 120;
    private static final double GAP = 32;
    private static final double AXIS = 50;
    private static final double MARKER = 6;
    private static final double NAME_ROOM = 80;
    private static final String CLIENT = "#888888";

    private PanelChartSvg() {
    }

    static Markup draw(Chart.Panel chart, Map<String, EngineStyle> styles, String id) {
        List<Chart.Plot> plots = chart.plots();
        double bottom = TOP + plots.size() * PLOT_HEIGHT + (plots.size() - 1) * GAP;
        Markup svg = Svg.open(id, bottom + AXIS, chart.title(), chart.description());
        double right = Svg.WIDTH - NAME_ROOM;
        double last = plots.stream().flatMap(plot -> plot.traces().stream()).flatMap(trace -> trace.points().stream())
                .mapToDouble(Chart.Point::x).max().orElse(0);
        Scale x = Scale.linear(0, Math.max(1, last), LEFT, right);
        Svg.horizontalAxis(svg, x, TOP, bottom, chart.xAxis());
        EngineStyle style = styles.get(chart.engine());
        for (int p = 0; p < plots.size(); p++) {
            Chart.Plot plot = plots.get(p);
            double top = TOP + p * (PLOT_HEIGHT + GAP);
            double plotBottom = top + PLOT_HEIGHT;
            double highest = plot.traces().stream().flatMap(trace -> trace.points().stream())
                    .mapToDouble(Chart.Point::y).max().orElse(0);
            Scale y = Scale.linear(0, highest, plotBottom, top);
            Svg.verticalAxis(svg, y, LEFT, right, plot.axis());
            if (plot.traces().stream().allMatch(trace -> trace.points().isEmpty())) {
                svg.element("text", "not measured", "x", (LEFT + right) / 2, "y", (top + plotBottom) / 2,
                        "text-anchor", "middle", "fill", Svg.MUTED);
                continue;
            }
            double[] wanted = plot.traces().stream().mapToDouble(trace -> trace.points().isEmpty() ? plotBottom
                    : y.at(trace.points().getLast().y())).toArray();
            double[] placed = Svg.spread(wanted, 14, top, plotBottom);
            for (int t = 0; t < plot.traces().size(); t++) {
                Chart.Trace trace = plot.traces().get(t);
                String colour = trace.engines() ? style.colour() : CLIENT;
                StringBuilder path = new StringBuilder();
                for (Chart.Point point : trace.points()) {
                    path.append(path.isEmpty() ? "M" : "L").append(Markup.number(x.at(point.x()))).append(' ')
                            .append(Markup.number(y.at(point.y())));
                }
                svg.open("g", "class", "line");
                svg.element("title", trace.name() + " (" + plot.axis() + ")");
                svg.empty("path", "d", path.toString(), "fill", "none", "stroke", colour, "stroke-width", 2,
                        "stroke-dasharray", trace.engines() ? null : "5 3");
                if (trace.engines()) {
                    trace.points().forEach(point -> style.marker().draw(svg, x.at(point.x()), y.at(point.y()), MARKER,
                            colour));
                }
                svg.close("g");
                if (!trace.points().isEmpty()) {
                    svg.element("text", trace.name(), "x", right + 8, "y", placed[t] + 4, "fill",
                            trace.engines() ? Svg.TEXT : Svg.MUTED);
                }
            }
        }
        return svg.close("svg");
    }
}
