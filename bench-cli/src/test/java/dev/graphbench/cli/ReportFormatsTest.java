package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import dev.graphbench.results.ResultsFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench report} over a results folder of two runs on two datasets (bench-report's format-3 fixture, with
 * Oracle skipped in the first): a set of tables per dataset fitting the console, one HTML page of both, and the
 * figures for other tools, each read back.
 */
class ReportFormatsTest {

    private static final Path FIXTURE = Path.of(System.getProperty("basedir", "."))
            .resolve("../bench-report/src/test/resources/format-3");

    @TempDir
    Path folder;

    @BeforeEach
    void copyTheFixture() throws IOException {
        try (Stream<Path> files = Files.walk(FIXTURE)) {
            for (Path file : files.toList()) {
                Path copy = folder.resolve(FIXTURE.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(file, copy);
                }
            }
        }
    }

    private Cli report(String... options) {
        String[] args = Stream.concat(Stream.of("report", "--output", folder.toString()), Stream.of(options))
                .toArray(String[]::new);
        return Cli.run(args);
    }

    @Test
    void everyDatasetFoundIsASetOfTablesFittingTheConsoleAndOnePageHoldsThemAll() throws IOException {
        Cli both = report();

        assertThat(both.exit).as(both.err).isZero();
        assertThat(both.out.lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(120));
        assertThat(both.out.lines().filter(line -> line.startsWith("== Dataset "))).satisfiesExactly(
                line -> assertThat(line).startsWith("== Dataset the generated graph, scale factor 0.001 (sha256:"),
                line -> assertThat(line).startsWith("== Dataset snap:").contains("follows-sf0.001.txt"));
        assertThat(both.out.split("Oracle was skipped", -1)).as("the skipped engine, said once").hasSize(2);
        assertThat(both.out.lines().filter(line -> line.contains("(ms)")))
                .noneMatch(line -> line.toLowerCase(java.util.Locale.ROOT).contains("oracle"));
        Path page = folder.resolve("report.html");
        assertThat(both.out).endsWith("HTML report: " + page + "\n");
        assertThat(Files.readString(page)).contains("<h2>Dataset the generated graph, scale factor 0.001</h2>",
                "<h3>Depth ladder</h3>", "<h3>Traversals written by hand</h3>");

        Cli snap = report("--dataset", "snap-follows-sf0.001");
        assertThat(snap.exit).as(snap.err).isZero();
        assertThat(snap.out).startsWith("Dataset snap:").doesNotContain("== Dataset", "Scale factor")
                .endsWith("HTML report: " + folder.resolve("report-snap-follows-sf0.001.html") + "\n");

        Cli generated = report("--sf", "0.001");
        assertThat(generated.exit).as(generated.err).isZero();
        assertThat(generated.out).startsWith("Scale factor 0.001, seed 42,")
                .endsWith("HTML report: " + folder.resolve("report-sf0.001.html") + "\n");
    }

    @Test
    void csvIsAFileATableInTheRunsFolderReadBackWithItsHeader() throws IOException {
        String run = ResultsFolder.at(folder).runs().getFirst();
        Cli csv = report("--format", "csv", "--run", run);

        assertThat(csv.exit).as(csv.err).isZero();
        Path runFolder = ResultsFolder.at(folder).folderOf(run);
        assertThat(csv.out).contains("CSV files, a table each, in " + runFolder + ": report-sf0.001-load.csv");
        List<Map<String, String>> rows;
        try (var iterator = new CsvMapper().readerForMapOf(String.class).with(CsvSchema.emptySchema().withHeader())
                .<Map<String, String>>readValues(runFolder.resolve("report-sf0.001-traverse.csv").toFile())) {
            rows = iterator.readAll();
        }
        assertThat(rows).extracting(row -> row.get("engine")).contains("reference", "postgres").doesNotContain("oracle");
        assertThat(rows).allSatisfy(row -> assertThat(row).containsKeys("workload", "median_ms", "p95_ms", "calls"));
        assertThat(rows).filteredOn(row -> row.get("status").equals("ok"))
                .allSatisfy(row -> assertThat(Double.parseDouble(row.get("median_ms"))).isPositive());
    }

    @Test
    void openMetricsGoesToStandardOutOrAFileAndEndsWithEof() throws IOException {
        Cli metrics = report("--format", "openmetrics");

        assertThat(metrics.exit).as(metrics.err).isZero();
        assertThat(metrics.out).startsWith("# TYPE graphbench_").endsWith("\n# EOF\n")
                .contains("# UNIT graphbench_latency_median_seconds seconds\n")
                .containsPattern("\ngraphbench_latency_median_seconds\\{engine=\"postgres\",workload=\"one-hop\","
                        + "phase=\"traverse\",run=\"[0-9a-f-]+\",dataset=\"sf0.001\"\\} [0-9.]+\n");

        Path file = folder.resolve("metrics/graphbench.om");
        Cli toFile = report("--format", "openmetrics", "--to", file.toString());
        assertThat(toFile.exit).as(toFile.err).isZero();
        assertThat(toFile.out).isEqualTo("OpenMetrics: " + file + "\n");
        assertThat(Files.readString(file)).isEqualTo(metrics.out);
    }

    @Test
    void eachSecondIsAJsonLine() throws IOException {
        Path file = folder.resolve("seconds.jsonl");
        Cli jsonl = report("--format", "jsonl", "--to", file.toString());

        assertThat(jsonl.exit).as(jsonl.err).isZero();
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).isNotEmpty();
        ObjectMapper json = new ObjectMapper();
        for (String line : lines) {
            assertThat(json.readTree(line).get("engine").asText()).isNotEmpty();
        }
    }

    @Test
    void anUnknownFormatOrTwoNamesOfTheDatasetAreOneLineAndExit2() {
        Cli xml = report("--format", "xml");
        assertThat(xml.exit).isEqualTo(2);
        assertThat(xml.err).isEqualTo("bench: --format must be text, markdown, csv, openmetrics or jsonl, got 'xml'\n");

        Cli run = Cli.run("run", "--format", "csv", "--output", folder.toString());
        assertThat(run.exit).isEqualTo(2);
        assertThat(run.err.lines()).singleElement().asString().startsWith("bench: --format must be text or markdown");

        Cli both = report("--sf", "0.001", "--dataset", "snap-follows-sf0.001");
        assertThat(both.exit).isEqualTo(2);
        assertThat(both.err.lines()).singleElement().asString().contains("--sf and --dataset");

        Cli to = report("--to", folder.resolve("x").toString());
        assertThat(to.exit).isEqualTo(2);
        assertThat(to.err.lines()).singleElement().asString().contains("--to is where --format csv");
    }
}
