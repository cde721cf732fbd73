package dev.graphbench.tables.html;

/** What every chart shares: its frame, its title and description for screen readers, its axes. */
final class Svg {

    /** Every chart's width in user units; the page scales it down on a narrow screen. */
    static final double WIDTH = 960;
    static final double FONT = 12;
    static final double SMALL_FONT = 11;
    static final String TEXT = "#222222";
    static final String MUTED = "#555555";
    private static final String GRID = "#dddddd";
    private static final String MINOR_GRID = "#f3f3f3";
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
        double labelledTo = Double.NEGATIVE_INFINITY;
        for (double tick : scale.ticks()) {
            double x = scale.at(tick);
            svg.empty("line", "x1", x, "x2", x, "y1", top, "y2", bottom + 4, "stroke", GRID);
            // Ticks close together (depths doubling to 131,072) keep their lines; a label that would touch the one
            // before it is left out.
            double half = textWidth(Scale.label(tick), SMALL_FONT) / 2;
            if (x - half >= labelledTo + 4) {
                svg.element("text", Scale.label(tick), "x", x, "y", bottom + 16, "text-anchor", "middle",
                        "font-size", SMALL_FONT, "fill", MUTED);
                labelledTo = x + half;
            }
        }
        double left = scale.start();
        double right = scale.end();
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
        double top = scale.end();
        double bottom = scale.start();
        svg.empty("line", "x1", left, "x2", left, "y1", top, "y2", bottom, "stroke", AXIS);
        double middle = (top + bottom) / 2;
        svg.element("text", title, "x", 14, "y", middle, "text-anchor", "middle", "fill", TEXT,
                "transform", "rotate(-90 14 " + Markup.number(middle) + ")");
    }

    /**
     * Where to put labels that want rows {@code wanted} so that no two are closer than {@code gap}:
     * each moved as little as it can, all kept within {@code top} and {@code bottom}; in the order given.
     */
    static double[] spread(double[] wanted, double gap, double top, double bottom) {
        Integer[] order = new Integer[wanted.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, java.util.Comparator.comparingDouble(i -> wanted[i]));
        double[] placed = new double[wanted.length];
        for (int k = 0; k < order.length; k++) {
            double floor = k == 0 ? top : placed[order[k - 1]] + gap;
            placed[order[k]] = Math.max(wanted[order[k]], floor);
        }
        for (int k = order.length - 1; k >= 0; k--) {
            double ceiling = k == order.length - 1 ? bottom : placed[order[k + 1]] - gap;
            placed[order[k]] = Math.min(placed[order[k]], ceiling);
        }
        return placed;
    }

    /** A dash pattern per engine, so lines differ without colour: solid, dashed, dotted, dash-dot. */
    static String dashes(int index) {
        String[] patterns = {null, "7 4", "2 3", "9 3 2 3", "4 2"};
        return patterns[index % patterns.length];
    }
}
