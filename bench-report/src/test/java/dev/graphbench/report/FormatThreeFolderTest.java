package dev.graphbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.results.ResultsFolder;
import dev.graphbench.tables.Table;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a person reads on the console, over every fixture: no line wider than a terminal of 120 columns. The
 * format-3 fixture is a results folder of two runs written by graph-bench at this version ({@code bench run --sf
 * 0.001 --calls 5 --warmup-seconds 0 --settle-seconds 0 --duration 1}, and the same on {@code --dataset snap:FILE}
 * of {@code bench datagen --format snap --sf 0.001}), each results file trimmed of its per-call digests and
 * histograms; beside the first run's files, Oracle's as a run of it is held in memory when no server is configured
 * (skipped, every workload skipped for that reason), which a run does not write.
 */
class FormatThreeFolderTest {

    static Path fixture(String name) {
        try {
            return Path.of(FormatThreeFolderTest.class.getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The report of each dataset in the fixture folder {@code name}, in the order found. */
    static List<Report> reports(String name) {
        Map<String, ResultsFolder.Selection> each = ResultsFolder.at(fixture(name)).selectEach(Optional.empty());
        return each.values().stream().map(selection -> Report.ofFiles(selection.entries())).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/format-1-sf0.01", "/format-2-sf0.1", "/format-3"})
    void everyLineOfTheConsoleFitsA120ColumnTerminal(String name) {
        List<Report> reports = reports(name);

        assertThat(reports).isNotEmpty();
        for (Report report : reports) {
            assertThat(report.text().lines()).isNotEmpty()
                    .allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(120));
        }
    }

    @Test
    void theSkippedEngineIsSaidOnceAndTheWideTablesAreNamedWhereTheyAre() {
        Report generated = reports("/format-3").getFirst();
        String text = generated.text();

        assertThat(generated.dataset()).isEqualTo("generated");
        // Said once, in the header (its reason wrapped over a few lines), and nowhere after it: no column, no note.
        String header = text.substring(0, text.indexOf("\n\n"));
        String tables = text.substring(header.length());
        assertThat(generated.header().split("\nOracle was skipped, and has no column: no server configured; set"
                + " BENCH_ORACLE_URL", -1)).hasSize(2);
        assertThat(header).contains("Oracle was skipped");
        assertThat(tables).doesNotContainIgnoringCase("oracle");
        assertThat(text).contains(Titles.TRAVERSALS, Titles.MAPPER_COST, "Thread sweep", "Hops: time by paths counted")
                .doesNotContain("1 statement, 1 rows");
        assertThat(text.lines().filter(line -> line.startsWith("Wider tables, in the HTML report and with --format"
                + " markdown: What the mapper costs, broken down;"))).hasSize(1);
        assertThat(generated.markdown()).contains("### What the mapper costs, broken down", "### Second by second",
                "in the application: Reference", "server: FalkorDB");
    }

    @Test
    void theSnapRunIsATableSetOfItsOwnWithItsReachWorkloadsAndItsLadder() {
        List<Report> reports = reports("/format-3");
        assertThat(reports).hasSize(2);
        Report snap = reports.get(1);

        assertThat(snap.dataset()).startsWith("snap:").endsWith("follows-sf0.001.txt");
        assertThat(snap.datasetLabel()).isEqualTo("snap-follows-sf0.001");
        assertThat(snap.header()).startsWith("Dataset " + snap.dataset() + " (100 nodes, 1,323 relationships;"
                + " follows-sf0.001.txt, ");
        Table traversals = snap.tables().stream().filter(table -> table.title().equals(Titles.TRAVERSALS)).findFirst()
                .orElseThrow();
        assertThat(traversals.rows()).extracting(row -> row.getFirst()).allMatch(title -> title.startsWith(
                "distinct nodes within")).hasSize(4);
        assertThat(snap.tables()).extracting(Table::title).contains(Titles.LADDER)
                .doesNotContain(Titles.OBJECT_READS, "Hops: time by paths counted");
    }
}
