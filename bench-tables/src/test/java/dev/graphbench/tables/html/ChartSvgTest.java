package dev.graphbench.tables.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.tables.Chart;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The scatter and the line chart draw what their data says, legibly without colour. */
class ChartSvgTest {

    private static final Map<String, EngineStyle> STYLES = EngineStyle.of(List.of("reference", "neo4j", "postgres"), "reference");

    /** Calls whose ms follow {@code fixed + perPath * paths}, from 1 to 275,590 paths. */
    private static Chart.Series hops(String engine, double fixedMs, double perPathMs) {
        List<Chart.Point> points = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            double paths = Math.round(Math.pow(275_590, i / 119.0));
            double wobble = 1 + 0.25 * Math.sin(i * 1.7);
            points.add(new Chart.Point(paths, (fixedMs + perPathMs * paths) * wobble, null));
        }
        return new Chart.Series(engine, points, new Chart.Line(fixedMs, perPathMs),
                String.format(java.util.Locale.ROOT, "%s: %.2f ms a call + %.2f µs a path", engine, fixedMs,
                        perPathMs * 1000));
    }

    static Chart.Scatter scatter() {
        return new Chart.Scatter("Hops", "Hops: time of a call by paths walked", "Every call, with each engine's line.",
                "paths walked", "ms a call", List.of(hops("neo4j", 0.56, 0.00024), hops("postgres", 0.13, 0.00014)));
    }

    static Chart.Lines sweep() {
        return new Chart.Lines("Threads", "2 hops: calls a second by threads", "One line per engine.", "threads",
                "calls a second", List.of(
                        sweepOf("neo4j", 900, 1.0, 1.8, 2.0, 2.05),
                        sweepOf("postgres", 1500, 1.0, 1.9, 2.1, 2.1),
                        sweepOf("reference", 40_000, 1.0, 1.95, 1.9, 1.9)), false);
    }

    private static Chart.Series sweepOf(String engine, double single, double... speedups) {
        List<Chart.Point> points = new ArrayList<>();
        for (int i = 0; i < speedups.length; i++) {
            points.add(new Chart.Point(1 << i, single * speedups[i], i == 0 ? null : String.format("%.1fx", speedups[i])));
        }
        return new Chart.Series(engine, points, null, engine);
    }

    @Test
    void theScatterDrawsEveryCallAndEachEnginesLineAndNamesTheFitInItsLegend() throws Exception {
        Document svg = parse(ScatterChartSvg.draw(scatter(), STYLES, "hops").toString());
        NodeList groups = nodes(svg, "//*[@class='points']");
        assertThat(groups.getLength()).isEqualTo(2);
        assertThat(((Element) groups.item(0)).getElementsByTagName("circle").getLength()).as("neo4j's circles")
                .isEqualTo(120);
        // The judge is drawn in grey with a cross; the others take the palette in column order.
        assertThat(STYLES.get("reference").marker()).isEqualTo(EngineStyle.Marker.CROSS);
        assertThat(STYLES.get("postgres").marker()).isEqualTo(EngineStyle.Marker.SQUARE);
        assertThat(((Element) groups.item(1)).getElementsByTagName("rect").getLength()).as("postgres's squares")
                .isEqualTo(120);
        NodeList fits = nodes(svg, "//*[@class='fit']");
        assertThat(fits.getLength()).isEqualTo(2);
        assertThat(((Element) fits.item(1)).getAttribute("stroke-dasharray")).as("postgres's line is dashed").isNotEmpty();
        assertThat(svg.getDocumentElement().getTextContent()).contains("neo4j: 0.56 ms a call + 0.24 µs a path",
                "paths walked, log scale", "ms a call, log scale");
        // The line rises: along the fitted path, a larger x is drawn higher up (a smaller y).
        String[] steps = ((Element) fits.item(0)).getAttribute("d").substring(1).split("L");
        double[] first = xy(steps[0]);
        double[] last = xy(steps[steps.length - 1]);
        assertThat(last[0]).isGreaterThan(first[0]);
        assertThat(last[1]).isLessThan(first[1]);
    }

    @Test
    void theSweepDrawsALinePerEngineWithItsSpeedupsAndNoTwoLabelsOverlap() throws Exception {
        Document svg = parse(LinesChartSvg.draw(sweep(), STYLES, "sweep").toString());
        assertThat(nodes(svg, "//*[@class='line']").getLength()).isEqualTo(3);
        String text = svg.getDocumentElement().getTextContent();
        assertThat(text).contains("1.8x", "2.1x", "threads, log scale", "calls a second");
        NodeList labels = nodes(svg, "//*[local-name()='text']");
        List<String> all = new ArrayList<>();
        List<double[]> boxes = new ArrayList<>();
        for (int i = 0; i < labels.getLength(); i++) {
            Element label = (Element) labels.item(i);
            all.add(label.getTextContent());
            if (label.getTextContent().endsWith("x") || STYLES.containsKey(label.getTextContent())) {
                double x = Double.parseDouble(label.getAttribute("x"));
                double y = Double.parseDouble(label.getAttribute("y"));
                boxes.add(new double[] {x, y - 10, x + Svg.textWidth(label.getTextContent(), Svg.FONT), y});
            }
        }
        assertThat(all).as("a tick at every thread count").contains("1", "2", "4", "8");
        for (int a = 0; a < boxes.size(); a++) {
            for (int b = a + 1; b < boxes.size(); b++) {
                assertThat(overlap(boxes.get(a), boxes.get(b))).as("labels %d and %d overlap", a, b).isFalse();
            }
        }
    }

    @Test
    void labelsThatWantTheSameRowAreSpreadApartWithinBounds() {
        double[] placed = Svg.spread(new double[] {100, 101, 99, 300}, 13, 0, 400);
        assertThat(placed[2]).isLessThan(placed[0]);
        assertThat(placed[0]).isLessThan(placed[1]);
        assertThat(placed[0] - placed[2]).isGreaterThanOrEqualTo(13);
        assertThat(placed[1] - placed[0]).isGreaterThanOrEqualTo(13);
        assertThat(placed[3]).isEqualTo(300);
        double[] squeezed = Svg.spread(new double[] {398, 399, 400}, 13, 0, 400);
        assertThat(java.util.Arrays.stream(squeezed).boxed().toList()).allSatisfy(y -> assertThat(y).isBetween(0.0, 400.0));
        assertThat(squeezed[2] - squeezed[1]).isGreaterThanOrEqualTo(13);
    }

    private static boolean overlap(double[] a, double[] b) {
        return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    }

    private static double[] xy(String step) {
        String[] parts = step.trim().split(" ");
        return new double[] {Double.parseDouble(parts[0]), Double.parseDouble(parts[1])};
    }

    private static NodeList nodes(Document document, String expression) throws Exception {
        return (NodeList) XPathFactory.newInstance().newXPath().evaluate(expression, document, XPathConstants.NODESET);
    }

    /** {@code markup} parsed as XML, which a chart must be. */
    static Document parse(String markup) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            return factory.newDocumentBuilder().parse(new ByteArrayInputStream(markup.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new AssertionError("not well-formed: " + e.getMessage(), e);
        }
    }
}
