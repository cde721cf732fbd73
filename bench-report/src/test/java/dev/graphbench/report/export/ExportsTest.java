package dev.graphbench.report.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.report.OneLabelResults;
import dev.graphbench.report.Report;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.WorkloadResult;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The figures for other tools, each parsed back as such a tool would: CSV, OpenMetrics and JSON Lines. */
class ExportsTest {

    @TempDir
    Path folder;

    /** The fixture of two runs of format 3 (see {@code FormatThreeFolderTest}): a report per dataset. */
    private static List<Report> fixture() {
        try {
            Path root = Path.of(ExportsTest.class.getResource("/format-3").toURI());
            return ResultsFolder.at(root).selectEach(Optional.empty()).values().stream()
                    .map(selection -> Report.ofFiles(selection.entries())).toList();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Map<String, String>> readCsv(Path file) throws IOException {
        CsvMapper csv = new CsvMapper();
        try (MappingIterator<Map<String, String>> rows = csv.readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(file.toFile())) {
            return rows.readAll();
        }
    }

    private static List<String> header(Path file) throws IOException {
        return List.of(Files.readAllLines(file).getFirst().split(","));
    }

    @Test
    void aCsvFileATableEachRowAnEngineAndWorkloadWithTheUnitInEveryFiguresName() throws IOException {
        Report generated = fixture().getFirst();

        List<Path> files = Exports.csv(generated, folder);

        assertThat(files).extracting(file -> file.getFileName().toString()).contains("report-sf0.001-load.csv",
                "report-sf0.001-read.csv", "report-sf0.001-traverse.csv", "report-sf0.001-graph.csv",
                "report-sf0.001-write.csv", "report-sf0.001-concurrent.csv", "report-sf0.001-hops.csv",
                "report-sf0.001-hops-fit.csv");
        for (Path file : files) {
            List<String> columns = header(file);
            assertThat(columns.subList(0, 2)).as(file.toString()).containsExactly("engine", "workload");
            for (String column : columns) {
                if (!List.of("engine", "workload", "status", "agreement", "twin_of", "reason", "run", "paths_counted",
                        "paths_counted_as", "start").contains(column)) {
                    assertThat(column).as("%s: a figure's column names its unit", file)
                            .matches(".*_(ms|us|seconds|bytes|calls|per_second|hops|nodes|relationships|paths|r2)$"
                                    + "|calls|nodes|relationships|threads|seconds|speedup|r2");
                }
            }
            List<Map<String, String>> rows = readCsv(file);
            assertThat(rows).as(file.toString()).isNotEmpty()
                    .allSatisfy(row -> assertThat(row.keySet()).containsExactlyElementsOf(columns));
        }

        // Every figure as measured: the traversals' medians are the results files' own.
        List<Map<String, String>> traverse = readCsv(folder.resolve("report-sf0.001-traverse.csv"));
        for (EngineRun run : generated.runs()) {
            for (WorkloadResult result : run.workloads()) {
                if (result.phase().equals("traverse") && result.latency() != null) {
                    assertThat(traverse).filteredOn(row -> row.get("engine").equals(run.name())
                            && row.get("workload").equals(result.id())).singleElement()
                            .satisfies(row -> assertThat(Double.parseDouble(row.get("median_ms")))
                                    .isEqualTo(result.latency().medianMs()));
                }
            }
        }
        List<Map<String, String>> concurrent = readCsv(folder.resolve("report-sf0.001-concurrent.csv"));
        Throughput eight = BuiltInResults.concurrency(generated.runs().get(1)).getFirst().at(8);
        assertThat(concurrent).filteredOn(row -> row.get("engine").equals(generated.runs().get(1).name())
                && row.get("threads").equals("8") && row.get("workload").equals(
                BuiltInResults.concurrency(generated.runs().get(1)).getFirst().id())).singleElement()
                .satisfies(row -> assertThat(Double.parseDouble(row.get("calls_per_second")))
                        .isEqualTo(eight.callsPerSecond()));
    }

    @Test
    void theLadderAsCsvHasADepthARowAndTheFullWalkApart() throws IOException {
        Report report = Report.of(OneLabelResults.runs());

        Exports.csv(report, folder);

        String label = OneLabelResults.LABEL;
        List<Map<String, String>> depths = readCsv(folder.resolve("report-" + label + "-ladder.csv"));
        assertThat(depths).hasSize(4 * 4);
        assertThat(depths).filteredOn(row -> row.get("engine").equals("falkordb") && row.get("depth_hops").equals("16"))
                .singleElement().satisfies(row -> assertThat(row).containsEntry("status", "held")
                        .containsEntry("median_ms", "").containsEntry("reason", "no answer within 300 s"));
        List<Map<String, String>> walks = readCsv(folder.resolve("report-" + label + "-ladder-full-walk.csv"));
        assertThat(walks).extracting(row -> row.get("engine"))
                .containsExactly("reference", "neo4j-embedded", "falkordb", "postgres");
        assertThat(walks.getFirst()).containsEntry("depth_hops", "8").containsEntry("median_ms", "3")
                .containsEntry("walked_relationships", "117185083");
        assertThat(Files.exists(folder.resolve("report-" + label + "-load.csv"))).isFalse();
    }

    /** A sample line: a name, its labels, its value. */
    private static final Pattern SAMPLE = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)\\{(.*)\\} (\\S+)");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\\\n]|\\\\[\\\\\"n])*)\"");

    /** Every sample of an OpenMetrics exposition, checked line by line: by family name, each its labels and value. */
    private static Map<String, List<Map.Entry<Map<String, String>, Double>>> parseOpenMetrics(String text) {
        assertThat(text).endsWith("# EOF\n");
        List<String> lines = text.lines().toList();
        assertThat(lines.getLast()).isEqualTo("# EOF");
        Map<String, List<Map.Entry<Map<String, String>, Double>>> families = new LinkedHashMap<>();
        String family = null;
        String unit = null;
        Set<String> seenLabelSets = new HashSet<>();
        for (String line : lines.subList(0, lines.size() - 1)) {
            if (line.startsWith("# TYPE ")) {
                String[] parts = line.split(" ");
                assertThat(parts).as(line).hasSize(4);
                assertThat(parts[3]).isEqualTo("gauge");
                assertThat(families).as("a family's samples stand together: %s", parts[2]).doesNotContainKey(parts[2]);
                family = parts[2];
                unit = null;
                families.put(family, new ArrayList<>());
                continue;
            }
            if (line.startsWith("# UNIT ")) {
                String[] parts = line.split(" ");
                assertThat(parts).as(line).hasSize(4);
                assertThat(parts[2]).isEqualTo(family);
                unit = parts[3];
                assertThat(family).as("the unit ends the name").endsWith("_" + unit);
                continue;
            }
            if (line.startsWith("# HELP ")) {
                assertThat(line).startsWith("# HELP " + family + " ");
                continue;
            }
            assertThat(line).as("no other comment").doesNotStartWith("#");
            Matcher sample = SAMPLE.matcher(line);
            assertThat(sample.matches()).as("a sample line: %s", line).isTrue();
            assertThat(sample.group(1)).as("a gauge's sample is named as its family").isEqualTo(family);
            Map<String, String> labels = new LinkedHashMap<>();
            Matcher label = LABEL.matcher(sample.group(2));
            int at = 0;
            while (label.find()) {
                assertThat(label.start()).as("labels separated by commas: %s", line).isEqualTo(at == 0 ? 0 : at + 1);
                labels.put(label.group(1), label.group(2));
                at = label.end();
            }
            assertThat(at).as("every label parsed: %s", line).isEqualTo(sample.group(2).length());
            assertThat(labels.keySet()).as(line).contains("engine", "workload", "phase", "run", "dataset");
            assertThat(seenLabelSets.add(family + labels)).as("one sample per label set: %s", line).isTrue();
            double value = Double.parseDouble(sample.group(3));
            assertThat(Double.isFinite(value)).isTrue();
            families.get(family).add(Map.entry(labels, value));
        }
        return families;
    }

    @Test
    void theOpenMetricsTextIsAGaugePerFigureWithItsUnitAndLabels() {
        List<Report> reports = fixture();

        Map<String, List<Map.Entry<Map<String, String>, Double>>> families = parseOpenMetrics(Exports.openMetrics(reports));

        assertThat(families.keySet()).contains("graphbench_latency_median_seconds", "graphbench_load_nodes_seconds",
                "graphbench_throughput_calls_per_second", "graphbench_hops_fixed_cost_seconds",
                "graphbench_ladder_depth_seconds", "graphbench_ladder_full_walk_edges_per_second");
        Report generated = reports.getFirst();
        EngineRun postgres = generated.runs().stream().filter(run -> run.name().equals("postgres")).findFirst().orElseThrow();
        WorkloadResult twoHops = postgres.workload("two-hops");
        assertThat(families.get("graphbench_latency_median_seconds")).filteredOn(sample ->
                sample.getKey().get("engine").equals("postgres") && sample.getKey().get("workload").equals("two-hops"))
                .singleElement().satisfies(sample -> {
                    assertThat(sample.getValue()).isCloseTo(twoHops.latency().medianMs() / 1000, org.assertj.core.data.Offset.offset(1e-12));
                    assertThat(sample.getKey()).containsEntry("phase", "traverse").containsEntry("dataset", "sf0.001")
                            .containsEntry("run", postgres.provenance().runId());
                });
        ConcurrencyResult concurrent = BuiltInResults.concurrency(postgres).getFirst();
        assertThat(families.get("graphbench_throughput_calls_per_second")).filteredOn(sample ->
                sample.getKey().get("engine").equals("postgres") && sample.getKey().get("workload").equals(concurrent.id()))
                .hasSize(concurrent.measurements().size());
        assertThat(families.get("graphbench_ladder_depth_seconds")).allSatisfy(sample ->
                assertThat(sample.getKey()).containsKey("depth").containsEntry("dataset", "snap-follows-sf0.001"));
    }

    @Test
    void aLabelValueIsEscapedAndStillParses() {
        String text = Exports.openMetrics(List.of(Report.of(OneLabelResults.runs())));
        Map<String, List<Map.Entry<Map<String, String>, Double>>> families = parseOpenMetrics(text);

        assertThat(families.get("graphbench_ladder_full_walk_seconds")).hasSize(4);
        assertThat(text).doesNotContain("oracle");
    }

    @Test
    void eachSecondOfTheConcurrentPhaseIsALineOfJson() throws IOException {
        List<Report> reports = fixture();
        long seconds = reports.stream().flatMap(report -> report.runs().stream())
                .flatMap(run -> BuiltInResults.concurrency(run).stream())
                .mapToLong(result -> result.measurements().stream().mapToLong(m -> m.intervals().size()).sum()
                        + result.rates().stream().mapToLong(r -> r.intervals().size()).sum()).sum();

        String text = Exports.secondsJsonLines(reports);

        List<String> lines = text.lines().toList();
        assertThat(seconds).isPositive();
        assertThat(lines).hasSize((int) seconds);
        ObjectMapper json = new ObjectMapper();
        for (String line : lines) {
            JsonNode second = json.readTree(line);
            assertThat(second.isObject()).isTrue();
            assertThat(second.fieldNames()).toIterable().contains("dataset", "run", "engine", "workload", "phase",
                    "second", "calls", "failed_calls");
            assertThat(second.has("threads") || second.has("offered_calls_per_second")).as(line).isTrue();
            assertThat(second.get("calls").isIntegralNumber()).isTrue();
        }
    }
}
