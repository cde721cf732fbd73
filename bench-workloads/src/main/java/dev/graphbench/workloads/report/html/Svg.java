package dev.graphbench.workloads.report.html;

/** What every chart shares: its frame, its title and description for screen readers, its axes. */
final class Svg {

    /** Every chart's width in user units; the page scales it down on a narrow screen. */
    static final double WIDTH = 960;
    static final double FONT = 12;
    static final double SMALL_FONT = 11;
    static final String TEXT = "#222222";
    static final String MUTED = "#555555";
    private static final String GRID = "#dddddd";
    private static final String MINOR_GRID = "#f0f0f0";
    private static final String AXIS = "#888888";

    private Svg() {
    }

    /**
     * Opens an {@code <svg>} of {@code height} with its {@code <title>} and {@code <desc>}, which
     * screen readers announce for the whole image; {@code id} keeps their ids unique in the page.
     */
    static Markup open(String id, double height, String title, String description) {
        Markup svg = new Markup();
        svg.open("svg", "viewBox", "0 0 " + Markup.number(WIDTH) + " " + Markup.number(height),
                "width", WIDTH, "height", height, "role", "img", "aria-labelledby", id + "-title " + id + "-desc",
                "class", "chart", "font-size", FONT);
        svg.element("title", title, "id", id + "-title");
        svg.element("desc", description, "id", id + "-desc");
        return svg;
    }

    /** About how wide {@code text} is at {@code size}: a little wider than Arial's average, never narrower. */
    static double textWidth(String text, double size) {
        return text.length() * size * 0.58;
    }

    /**
     * A horizontal value axis at {@code bottom}: grid lines up to {@code top}, ticks, their labels
     * and the axis title under them.
     */
    static void horizontalAxis(Markup svg, Scale scale, double top, double bottom, String title) {
        for (double tick : scale.minorTicks()) {
            double x = scale.at(tick);
            svg.empty("line", "x1", x, "x2", x, "y1", top, "y2", bottom, "stroke", MINOR_GRID);
        }
        for (double tick : scale.ticks()) {
            double x = scale.at(tick);
            svg.empty("line", "x1", x, "x2", x, "y1", top, "y2", bottom + 4, "stroke", GRID);
            svg.element("text", Scale.label(tick), "x", x, "y", bottom + 16, "text-anchor", "middle",
                    "font-size", SMALL_FONT, "fill", MUTED);
        }
        double left = scale.at(scale.ticks().get(0));
        double right = scale.at(scale.ticks().get(scale.ticks().size() - 1));
        svg.empty("line", "x1", left, "x2", right, "y1", bottom, "y2", bottom, "stroke", AXIS);
        svg.element("text", title, "x", (left + right) / 2, "y", bottom + 34, "text-anchor", "middle", "fill", TEXT);
    }

    /**
     * A vertical value axis at {@code left}: grid lines across to {@code right}, ticks, their labels
     * and the axis title, turned, beside them.
     */
    static void verticalAxis(Markup svg, Scale scale, double left, double right, String title) {
        for (double tick : scale.minorTicks()) {
            double y = scale.at(tick);
            svg.empty("line", "x1", left, "x2", right, "y1", y, "y2", y, "stroke", MINOR_GRID);
        }
        for (double tick : scale.ticks()) {
            double y = scale.at(tick);
            svg.empty("line", "x1", left - 4, "x2", right, "y1", y, "y2", y, "stroke", GRID);
            svg.element("text", Scale.label(tick), "x", left - 7, "y", y + 4, "text-anchor", "end",
                    "font-size", SMALL_FONT, "fill", MUTED);
        }
        double top = scale.at(scale.ticks().get(scale.ticks().size() - 1));
        double bottom = scale.at(scale.ticks().get(0));
        svg.empty("line", "x1", left, "x2", left, "y1", top, "y2", bottom, "stroke", AXIS);
        double middle = (top + bottom) / 2;
        svg.element("text", title, "x", 14, "y", middle, "text-anchor", "middle", "fill", TEXT,
                "transform", "rotate(-90 14 " + Markup.number(middle) + ")");
    }
}
