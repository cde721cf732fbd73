package dev.graphbench.tables.html;

import dev.graphbench.tables.Chart;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Draws {@link Chart.Lines}: the horizontal axis by logarithm with a tick at every x measured
 * (thread counts that double sit evenly), or linear from 0 for a chart over time, the vertical axis linear from 0 unless the values span
 * more than {@link Scale#LOG_ABOVE_RATIO} times (an in-memory engine beside a server), each
 * engine a line with its markers and dashes, each point's label beside it, each line named at its end.
 */
final class LinesChartSvg {

    private static final double LEFT = 84;
    private static final double TOP = 14;
    private static final double PLOT_HEIGHT = 320;
    private static final double AXIS = 50;
    private static final double MARKER = 8;
    private static final double LABEL_GAP = 13;

    private LinesChartSvg() {
    }

    static Markup draw(Chart.Lines chart, Map<String, EngineStyle> styles, String id) {
        List<Chart.Point> all = new ArrayList<>();
        chart.series().forEach(series -> series.points().stream().filter(p -> p.x() > 0 || chart.overTime())
                .forEach(all::add));
        double bottom = TOP + PLOT_HEIGHT;
        Markup svg = Svg.open(id, bottom + AXIS, chart.title(), chart.description());
        if (all.isEmpty()) {
            svg.element("text", "nothing measured", "x", Svg.WIDTH / 2, "y", TOP + PLOT_HEIGHT / 2, "text-anchor",
                    "middle", "fill", Svg.MUTED);
            return svg.close("svg");
        }
        double nameRoom = 24 + chart.series().stream().mapToDouble(s -> Svg.textWidth(s.engine(), Svg.FONT)).max()
                .orElse(0);
        Scale x = chart.overTime()
                ? Scale.linear(0, all.stream().mapToDouble(Chart.Point::x).max().orElseThrow(), LEFT, Svg.WIDTH - nameRoom)
                : Scale.ticksAt(all.stream().map(Chart.Point::x).toList(), LEFT, Svg.WIDTH - nameRoom);
        Scale y = Scale.fitting(all.stream().mapToDouble(Chart.Point::y).min().orElseThrow(),
                all.stream().mapToDouble(Chart.Point::y).max().orElseThrow(), bottom, TOP);
        Svg.verticalAxis(svg, y, LEFT, Svg.WIDTH - nameRoom, chart.yAxis() + (y.isLog() ? ", log scale" : ""));
        Svg.horizontalAxis(svg, x, TOP, bottom, chart.xAxis() + (chart.overTime() ? "" : ", log scale"));

        for (int s = 0; s < chart.series().size(); s++) {
            Chart.Series series = chart.series().get(s);
            EngineStyle style = styles.get(series.engine());
            StringBuilder path = new StringBuilder();
            for (Chart.Point point : series.points()) {
                path.append(path.isEmpty() ? "M" : "L").append(Markup.number(x.at(point.x()))).append(' ')
                        .append(Markup.number(y.at(point.y())));
            }
            svg.open("g", "class", "line");
            svg.element("title", series.engine() + ": " + series.legend());
            svg.empty("path", "d", path.toString(), "fill", "none", "stroke", style.colour(), "stroke-width", 2.2,
                    "stroke-dasharray", Svg.dashes(s));
            series.points().forEach(p -> style.marker().draw(svg, x.at(p.x()), y.at(p.y()), MARKER, style.colour()));
            svg.close("g");
        }
        pointLabels(svg, chart, x, y);
        lineNames(svg, chart, styles, x, y, bottom);
        return svg.close("svg");
    }

    /** Each point's label just above it; labels at one x are moved apart so none overlaps another. */
    private static void pointLabels(Markup svg, Chart.Lines chart, Scale x, Scale y) {
        Map<Double, List<Chart.Point>> byX = new TreeMap<>();
        chart.series().forEach(series -> series.points().stream().filter(p -> p.label() != null)
                .forEach(p -> byX.computeIfAbsent(p.x(), k -> new ArrayList<>()).add(p)));
        for (Map.Entry<Double, List<Chart.Point>> column : byX.entrySet()) {
            List<Chart.Point> points = column.getValue();
            double[] wanted = points.stream().mapToDouble(p -> y.at(p.y()) - 9).toArray();
            double[] placed = Svg.spread(wanted, LABEL_GAP, TOP + 10, y.start() - 4);
            for (int i = 0; i < points.size(); i++) {
                svg.element("text", points.get(i).label(), "x", x.at(column.getKey()) + 7, "y", placed[i],
                        "font-size", Svg.SMALL_FONT, "fill", Svg.TEXT, "stroke", "#ffffff", "stroke-width", 3,
                        "paint-order", "stroke");
            }
        }
    }

    /** Each line's engine, with its marker, right of its last point. */
    private static void lineNames(Markup svg, Chart.Lines chart, Map<String, EngineStyle> styles, Scale x, Scale y,
                                  double bottom) {
        List<Chart.Series> named = chart.series().stream().filter(s -> !s.points().isEmpty()).toList();
        double[] wanted = named.stream().mapToDouble(s -> y.at(s.points().get(s.points().size() - 1).y())).toArray();
        double[] placed = Svg.spread(wanted, LABEL_GAP + 2, TOP, bottom);
        double at = x.end() + 10;
        for (int i = 0; i < named.size(); i++) {
            EngineStyle style = styles.get(named.get(i).engine());
            style.marker().draw(svg, at + 4, placed[i], MARKER, style.colour());
            svg.element("text", named.get(i).engine(), "x", at + 13, "y", placed[i] + 4, "fill", Svg.TEXT);
        }
    }
}
