package dev.graphbench.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.report.Catalogue;
import dev.graphbench.report.Report;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Table;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** The HTML report holds the text report's tables, charts of the same figures, and nothing from outside. */
class HtmlReportTest {

    private static final String HELD = "call 3 failed: <script>alert('x')</script> & \"quoted\"";

    private final Report report = Report.of(SyntheticResults.fourEngines(HELD));
    private final String page = HtmlReport.render(report);
    private final Document document = parse(page);

    @Test
    void everyTableIsThereWithEveryEngineColumnAndTheSameCells() throws Exception {
        List<Table> tables = report.tables();
        assertThat(tables).extracting(Table::title).containsExactly("Loading the graph",
                "Reads through the object manager", "What the mapper costs", "Traversals written by hand",
                "The whole graph", "Writes through the object manager", "Eight threads at once", "Thread sweep", "Hops: time by paths counted",
                "Hops: cost of a call and of each path", "Quickest and slowest");
        for (Table table : tables) {
            Element section = (Element) xpath("//section[h2='" + table.title() + "']", XPathConstants.NODE);
            assertThat(section).as(table.title()).isNotNull();
            assertThat(texts(section, ".//table/thead/tr[last()]/th")).containsExactlyElementsOf(table.headers());
            NodeList rows = (NodeList) XPathFactory.newInstance().newXPath()
                    .evaluate(".//table/tbody/tr", section, XPathConstants.NODESET);
            assertThat(rows.getLength()).isEqualTo(table.rows().size());
            for (int r = 0; r < rows.getLength(); r++) {
                assertThat(texts(rows.item(r), "./*")).containsExactlyElementsOf(table.rows().get(r));
            }
            assertThat(texts(section, "./p[contains(@class, 'note')]")).containsExactlyElementsOf(table.notes());
        }
        Element traversals = (Element) xpath("//section[h2='Traversals written by hand']", XPathConstants.NODE);
        assertThat(texts(traversals, ".//thead/tr[last()]/th"))
                .containsExactly("workload", "reference (ms)", "neo4j (ms)", "oracle (ms)", "postgres (ms)");
        // Over the engines' headings, each one's shape: none of these is in the application.
        assertThat(texts(traversals, ".//thead/tr[@class='groups']/th")).containsExactly("server");
        // The first workload: the base median 0.01 times each engine's factor, the p95 three times that.
        assertThat(texts(traversals, ".//tbody/tr[1]/td")).containsExactly("0.010 (0.030)", "0.40 (1.20)",
                "0.60 (1.80)", "0.25 (0.75)");
    }

    @Test
    void theProvenanceNamesEveryEngineWithItsVersionsAndWhatTheEnginesShareOnce() throws Exception {
        Element provenance = (Element) xpath("//section[h2='Where the figures come from']", XPathConstants.NODE);
        assertThat(texts(provenance, ".//thead/tr[last()]/th")).containsExactly("", "reference", "neo4j", "oracle", "postgres");
        assertThat(row(provenance, "engine")).containsExactly("engine", "reference product 1.1", "neo4j product 1.40",
                "oracle product 1.60", "postgres product 1.25");
        assertThat(row(provenance, "driver")).contains("neo4j-driver 2.0");
        assertThat(row(provenance, "graph-bench")).containsExactly("graph-bench", "0.1.0-test");
        assertThat(row(provenance, "JVM")).containsExactly("JVM", "Eclipse Adoptium 25.0.3");
        assertThat(row(provenance, "OS")).containsExactly("OS", "Linux 6.1 amd64");
        assertThat(row(provenance, "cores")).containsExactly("cores", "2");
        assertThat(row(provenance, "scale factor")).containsExactly("scale factor", "0.01");
        assertThat(row(provenance, "seed")).containsExactly("seed", "42");
        assertThat(row(provenance, "dataset hash")).containsExactly("dataset hash", SyntheticResults.DATASET);
        assertThat(row(provenance, "dataset")).containsExactly("dataset", "generated (sf0.01)");
        assertThat(row(provenance, "method")).containsExactly("method",
                "300 timed calls after 30 warm-up, at most 60 s a workload; warm-up of at least 2 s; 30 s of untimed"
                        + " reads before the first timed phase");
        assertThat(row(provenance, "settings")).contains("url=jdbc:neo4j://127.0.0.1:5432/bench, password=***");
        Element shared = (Element) xpath("//section[h2='Where the figures come from']//tr[th='JVM']/td",
                XPathConstants.NODE);
        assertThat(shared.getAttribute("colspan")).isEqualTo("4");
        assertThat(document.getElementsByTagName("h1").item(0).getTextContent())
                .isEqualTo("graph-bench report, scale factor 0.01");
    }

    @Test
    void textFromResultsFilesIsEscapedNeverMarkup() throws Exception {
        List<EngineRun> runs = new ArrayList<>(SyntheticResults.fourEngines(HELD));
        runs.add(SyntheticResults.run("<img src=x onerror=alert(1)>", 5, null));
        String hostile = HtmlReport.render(Report.of(runs));

        assertThat(hostile).doesNotContain("<script", "<img").contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
        Document parsed = parse(hostile);
        assertThat(parsed.getElementsByTagName("script").getLength()).isZero();
        assertThat(parsed.getElementsByTagName("img").getLength()).isZero();
        // The reason reads as it was written, in the note under its table.
        assertThat(parsed.getDocumentElement().getTextContent())
                .contains("held: oracle, three-hops: " + HELD)
                .contains("<img src=x onerror=alert(1)> (ms)");
    }

    /**
     * A stall's cell is marked and links to the note under its table that names the slowest call, when it
     * began and how far beyond the median it was; an interrupted run is said under the tables.
     */
    @Test
    void aStallIsMarkedWithItsMaximumAClickAwayAndAnInterruptedRunIsSaid() throws Exception {
        List<EngineRun> runs = new ArrayList<>(SyntheticResults.fourEngines(HELD));
        EngineRun postgres = runs.get(2);
        List<WorkloadResult> workloads = new ArrayList<>(postgres.workloads());
        WorkloadResult first = workloads.getFirst();
        Latency latency = first.latency();
        workloads.set(0, new WorkloadResult(first.id(), first.phase(), first.title(), Status.OK, null, first.coldMs(),
                new Latency(latency.calls(), latency.medianMs(), latency.p95Ms(), latency.p99Ms(), latency.minMs(), 30_048,
                        latency.meanMs(), null, Instant.parse("2026-12-04T12:03:04.567Z")), first.digest(),
                first.callDigests(), first.agreement(), first.twinOf()));
        runs.set(2, BuiltInResults.run(postgres.formatVersion(), postgres.provenance(), postgres.engine(), Status.HELD,
                "interrupted at 2026-12-04T12:04:00Z (the JVM was stopped: Ctrl-C or a signal), before the run ended",
                postgres.server(), BuiltInResults.load(postgres),
                workloads, BuiltInResults.concurrency(postgres), BuiltInResults.hops(postgres), postgres.memory(), BuiltInResults.ladder(postgres),
                postgres.wallSeconds(), postgres.cycles(), Instant.parse("2026-12-04T12:04:00Z")));

        Document marked = parse(HtmlReport.render(Report.of(runs)));

        var xpath = XPathFactory.newInstance().newXPath();
        NodeList links = (NodeList) xpath.evaluate("//section[h2='Traversals written by hand']//td[contains(@class,"
                + " 'stalled')]/a", marked, XPathConstants.NODESET);
        assertThat(links.getLength()).isEqualTo(1);
        Element link = (Element) links.item(0);
        assertThat(link.getTextContent()).isEqualTo("0.25 (0.75) !");
        assertThat(link.getAttribute("href")).isEqualTo("#traversals-written-by-hand-stall-1");
        Element note = (Element) xpath.evaluate("//p[@id='traversals-written-by-hand-stall-1']", marked, XPathConstants.NODE);
        assertThat(note.getTextContent()).startsWith("! stall: postgres, " + first.id() + ": one call took 30,048 ms,"
                + " 120,192 times the median of 0.25 ms, beginning at 2026-12-04T12:03:04.567Z");
        assertThat(note.getAttribute("class")).isEqualTo("note differ");
        assertThat(marked.getDocumentElement().getTextContent()).contains("Interrupted: postgres's run "
                + postgres.provenance().runId() + " was interrupted at 2026-12-04T12:04:00Z (the JVM was stopped:"
                + " Ctrl-C or a signal)");
        assertThat(page).doesNotContain("num stalled").doesNotContain("Interrupted:");
    }

    @Test
    void thePageFetchesNothing() throws Exception {
        assertThat(((NodeList) xpath("//@src", XPathConstants.NODESET)).getLength()).isZero();
        NodeList links = (NodeList) xpath("//@href", XPathConstants.NODESET);
        assertThat(links.getLength()).isPositive();
        for (int i = 0; i < links.getLength(); i++) {
            String target = links.item(i).getNodeValue();
            assertThat(target).as("a link within the page").startsWith("#");
            assertThat(document.getElementById(target.substring(1)) != null
                    || xpath("//*[@id='" + target.substring(1) + "']", XPathConstants.NODE) != null).isTrue();
        }
        assertThat(page).doesNotContain("http://", "https://", "<link", "<script", "@import", "url(", "<iframe",
                "<object", "<embed");
    }

    @Test
    void everyChartIsWellFormedSvgWithATitleAndADescriptionForScreenReaders() throws Exception {
        Matcher svgs = Pattern.compile("<svg .*?</svg>", Pattern.DOTALL).matcher(page);
        int count = 0;
        while (svgs.find()) {
            count++;
            Element svg = parse(svgs.group()).getDocumentElement();
            assertThat(svg.getAttribute("role")).isEqualTo("img");
            Element title = (Element) svg.getElementsByTagName("title").item(0);
            Element desc = (Element) svg.getElementsByTagName("desc").item(0);
            assertThat(title.getParentNode()).isSameAs(svg);
            assertThat(title.getTextContent()).isNotBlank();
            assertThat(desc.getTextContent()).isNotBlank();
            assertThat(svg.getAttribute("aria-labelledby")).isEqualTo(title.getAttribute("id") + " " + desc.getAttribute("id"));
            assertThat(svg.getAttribute("viewBox")).matches("0 0 \\d+(\\.\\d+)? \\d+(\\.\\d+)?");
        }
        int charts = 5 + Catalogue.concurrent().size();
        assertThat(count).as("the load, one per workload table (reads, traversals, whole graph, writes), one per"
                + " swept workload").isEqualTo(charts);
        assertThat(page).containsOnlyOnce("id=\"chart-1-title\"").containsOnlyOnce("id=\"chart-" + charts + "-title\"");
    }

    @Test
    void aLongerLatencyDrawsALongerBarAndHeldWorkloadsSaySo() throws Exception {
        Element chart = (Element) xpath("//section[h2='Traversals written by hand']//*[local-name()='svg']",
                XPathConstants.NODE);
        // Bars come in the columns' order; within a workload the medians rise: reference, postgres, neo4j, oracle.
        NodeList bars = (NodeList) XPathFactory.newInstance().newXPath()
                .evaluate(".//*[local-name()='g'][@class='bar']", chart, XPathConstants.NODESET);
        double reference = width(bars.item(0));
        double neo4j = width(bars.item(1));
        double oracle = width(bars.item(2));
        double postgres = width(bars.item(3));
        assertThat(reference).isLessThan(postgres);
        assertThat(postgres).isLessThan(neo4j);
        assertThat(neo4j).isLessThan(oracle);
        // The third workload is held on oracle: a note where its bar would be.
        Node heldBar = bars.item(2 * 4 + 2);
        assertThat(((Element) heldBar).getElementsByTagName("rect").getLength()).isZero();
        assertThat(heldBar.getTextContent()).contains("held");
        assertThat(chart.getTextContent()).contains("log scale");
    }

    @Test
    void theHopsChartDrawsEveryCallFromTheCallsFilesBesideTheResultsAndEachEnginesLine(@TempDir Path folder)
            throws Exception {
        List<EngineRun> runs = SyntheticResults.fourEngines(HELD);
        SyntheticResults.writeHopsCalls(runs, folder);
        Document withCalls = parse(HtmlReport.render(Report.of(runs, folder)));
        Element scatter = (Element) XPathFactory.newInstance().newXPath().evaluate(
                "//section[h2='Hops: cost of a call and of each path']//*[local-name()='svg']", withCalls,
                XPathConstants.NODE);
        NodeList engines = scatter.getElementsByTagName("g");
        assertThat(engines.getLength()).isEqualTo(4);
        for (int e = 0; e < engines.getLength(); e++) {
            Element calls = (Element) engines.item(e);
            assertThat(calls.getElementsByTagName("title").item(0).getTextContent()).endsWith(": 600 calls");
            // Every call is one marker: a circle, a square (rect) or a path (triangle, diamond, cross).
            int markers = calls.getElementsByTagName("circle").getLength() + calls.getElementsByTagName("rect").getLength()
                    + calls.getElementsByTagName("path").getLength();
            assertThat(markers).isEqualTo(600);
        }
        assertThat(texts(scatter, ".//*[@class='fit']/*[local-name()='title']")).containsExactly(
                "reference: reference: 0.010 ms a call + 0.0025 \u00b5s a path (R\u00b2 0.93)",
                "neo4j: neo4j: 0.40 ms a call + 0.10 \u00b5s a path (R\u00b2 0.93)",
                "oracle: oracle: 0.60 ms a call + 0.15 \u00b5s a path (R\u00b2 0.93)",
                "postgres: postgres: 0.25 ms a call + 0.063 \u00b5s a path (R\u00b2 0.93)");

        Files.delete(folder.resolve("hops-neo4j-sf0.01.csv"));
        String oneMissing = HtmlReport.render(Report.of(runs, folder));
        assertThat(oneMissing).contains("neo4j: 0.40 ms a call + 0.10 \u00b5s a path (R\u00b2 0.93); calls file not found, "
                + "line only", "Not found: hops-neo4j-sf0.01.csv.");
        assertThat(HtmlReport.render(Report.of(runs))).as("no calls, no chart: the lines are the table's figures")
                .doesNotContain("Hops: time of a call by the paths it counted").contains("Hops: cost of a call");
    }

    @Test
    void theSweepDrawsALinePerEngineThroughEveryThreadCount() throws Exception {
        Element sweep = (Element) xpath("//section[h2='Thread sweep']//*[local-name()='svg']", XPathConstants.NODE);
        NodeList lines = (NodeList) XPathFactory.newInstance().newXPath()
                .evaluate(".//*[@class='line']", sweep, XPathConstants.NODESET);
        assertThat(lines.getLength()).isEqualTo(4);
        assertThat(sweep.getTextContent()).contains("1.80x", "threads, log scale", "calls a second, log scale");
        assertThat(texts(sweep, ".//*[local-name()='text'][.='8']")).hasSize(1);
    }

    @Test
    void theSameResultsGiveTheSamePage() {
        assertThat(HtmlReport.render(Report.of(SyntheticResults.fourEngines(HELD)))).isEqualTo(page);
    }

    @Test
    void writeCreatesTheFolderAndTheFile(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("deeper/report-sf0.01.html");
        HtmlReport.write(report, file);
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo(page);
    }

    private static double width(Node bar) {
        return Double.parseDouble(((Element) bar).getElementsByTagName("rect").item(0).getAttributes()
                .getNamedItem("width").getNodeValue());
    }

    private List<String> row(Element section, String label) throws Exception {
        return texts(section, ".//tbody/tr[th='" + label + "']/*");
    }

    private Object xpath(String expression, javax.xml.namespace.QName type) throws Exception {
        return XPathFactory.newInstance().newXPath().evaluate(expression, document, type);
    }

    private static List<String> texts(Node context, String expression) throws Exception {
        NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath().evaluate(expression, context,
                XPathConstants.NODESET);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        return texts;
    }

    /** Parses markup as XML, which the page is written to be; no DTD is fetched. */
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
