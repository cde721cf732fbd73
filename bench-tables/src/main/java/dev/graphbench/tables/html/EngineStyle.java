package dev.graphbench.tables.html;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How an engine is drawn: a colour from the Okabe-Ito palette, which stays distinct under the
 * common colour blindnesses, and a marker shape, so a chart still reads in grey. The judge of the
 * run is drawn in grey with a cross, as the yardstick rather than a contestant; the others take the
 * palette in the order of the report's columns, so the same engines present get the same colours.
 *
 * @param colour the fill and stroke colour
 * @param marker the shape of its points
 */
public record EngineStyle(String colour, Marker marker) {

    private static final EngineStyle JUDGE = new EngineStyle("#666666", Marker.CROSS);

    private static final List<EngineStyle> PALETTE = List.of(
            new EngineStyle("#0072B2", Marker.CIRCLE),
            new EngineStyle("#D55E00", Marker.SQUARE),
            new EngineStyle("#CC79A7", Marker.DIAMOND),
            new EngineStyle("#009E73", Marker.TRIANGLE),
            new EngineStyle("#E69F00", Marker.TRIANGLE_DOWN),
            new EngineStyle("#56B4E9", Marker.PLUS),
            new EngineStyle("#000000", Marker.CIRCLE_OPEN),
            new EngineStyle("#000000", Marker.SQUARE_OPEN));

    /**
     * A style for each of {@code engines}, in their order: {@code judge} (which may be null) grey, the
     * others each different from the rest until the palette runs out, then round again.
     */
    public static Map<String, EngineStyle> of(List<String> engines, String judge) {
        Map<String, EngineStyle> styles = new LinkedHashMap<>();
        int next = 0;
        for (String engine : engines) {
            styles.put(engine, engine.equals(judge) ? JUDGE : PALETTE.get(next++ % PALETTE.size()));
        }
        return styles;
    }

    /** Shapes of points, drawn centred on a point. */
    public enum Marker {
        CIRCLE, SQUARE, TRIANGLE, DIAMOND, CROSS, TRIANGLE_DOWN, PLUS, CIRCLE_OPEN, SQUARE_OPEN;

        /** Draws the marker at ({@code x}, {@code y}), {@code size} pixels across. */
        void draw(Markup svg, double x, double y, double size, String colour) {
            double r = size / 2;
            switch (this) {
                case CIRCLE -> svg.empty("circle", "cx", x, "cy", y, "r", r, "fill", colour);
                case CIRCLE_OPEN -> svg.empty("circle", "cx", x, "cy", y, "r", r * 0.85, "fill", "none", "stroke", colour,
                        "stroke-width", 1.5);
                case SQUARE -> svg.empty("rect", "x", x - r * 0.85, "y", y - r * 0.85, "width", r * 1.7,
                        "height", r * 1.7, "fill", colour);
                case SQUARE_OPEN -> svg.empty("rect", "x", x - r * 0.8, "y", y - r * 0.8, "width", r * 1.6,
                        "height", r * 1.6, "fill", "none", "stroke", colour, "stroke-width", 1.5);
                case TRIANGLE -> svg.empty("path", "d", path(x, y, 0, -r * 1.15, r * 1.05, r * 0.75, -r * 1.05, r * 0.75),
                        "fill", colour);
                case TRIANGLE_DOWN -> svg.empty("path", "d", path(x, y, 0, r * 1.15, r * 1.05, -r * 0.75, -r * 1.05,
                        -r * 0.75), "fill", colour);
                case DIAMOND -> svg.empty("path", "d", path(x, y, 0, -r * 1.2, r, 0, 0, r * 1.2, -r, 0), "fill", colour);
                case CROSS -> svg.empty("path", "d", "M" + Markup.number(x - r) + " " + Markup.number(y - r) + "L"
                        + Markup.number(x + r) + " " + Markup.number(y + r) + "M" + Markup.number(x - r) + " "
                        + Markup.number(y + r) + "L" + Markup.number(x + r) + " " + Markup.number(y - r),
                        "stroke", colour, "stroke-width", 2, "fill", "none");
                case PLUS -> svg.empty("path", "d", "M" + Markup.number(x - r) + " " + Markup.number(y) + "H"
                        + Markup.number(x + r) + "M" + Markup.number(x) + " " + Markup.number(y - r) + "V"
                        + Markup.number(y + r), "stroke", colour, "stroke-width", 2, "fill", "none");
            }
        }

        /** A closed path through points given as offsets from ({@code x}, {@code y}). */
        private static String path(double x, double y, double... offsets) {
            StringBuilder d = new StringBuilder();
            for (int i = 0; i < offsets.length; i += 2) {
                d.append(i == 0 ? "M" : "L").append(Markup.number(x + offsets[i])).append(' ')
                        .append(Markup.number(y + offsets[i + 1]));
            }
            return d.append('Z').toString();
        }
    }
}
