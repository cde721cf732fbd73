package dev.graphbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.report.html.HtmlReport;
import dev.graphbench.results.EngineRun;
import dev.graphbench.tables.Table;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A folder of results files of format 2 (written by graph-bench at b66feda, the reference and PostgreSQL at
 * scale factor 0.1, with an open loop at two rates) is drawn from its files alone: what the report says of
 * the method comes from the method's fields of format 2, read as options by name.
 */
class FormatTwoFolderTest {

    private static final String FIXTURE = "/format-2-sf0.1/";

    @TempDir
    Path folder;

    private Report report() throws IOException {
        List<EngineRun> runs = new ArrayList<>();
        for (String engine : List.of("reference", "postgres")) {
            Path file = folder.resolve(engine + "-sf0.1.json");
            try (InputStream in = getClass().getResourceAsStream(FIXTURE + engine + "-sf0.1.json")) {
                Files.copy(in, file);
            }
            assertThat(Files.readString(file)).contains("\"formatVersion\" : 2", "\"sloMs\" : 5.0");
            runs.add(BuiltInResults.read(file));
        }
        return Report.of(runs, folder);
    }

    private static Table table(Report report, String title) {
        return report.tables().stream().filter(table -> table.title().equals(title)).findFirst().orElseThrow();
    }

    @Test
    void theHeaderAndTheProvenanceSayTheMethodTheFilesRecorded() throws IOException {
        Report report = report();

        assertThat(report.header()).startsWith("Scale factor 0.1, seed 42, dataset sha256:6f3e2c81a0b4; 300 timed"
                + " calls after 10 warm-up, at most 60 s a workload;");
        assertThat(report.provenance().rows()).anySatisfy(row -> assertThat(row).containsExactly("method",
                "300 timed calls after 10 warm-up, at most 60 s a workload; warm-up of at least 2 s; an untimed load"
                        + " at SF 0.03 before the timed one",
                "300 timed calls after 10 warm-up, at most 60 s a workload; warm-up of at least 2 s; 30 s of untimed"
                        + " reads before the first timed phase; an untimed load at SF 0.03 before the timed one"));
        assertThat(table(report, Titles.LOADING).notes()).contains("Each timed load came after an untimed load at"
                + " SF 0.03 (--load-warmup), so that engines in the JVM and the generator were timed after their load"
                + " path was compiled.");
    }

    @Test
    void theOpenLoopIsDrawnUnderTheFilesSloArrivalsAndThreads() throws IOException {
        Report report = report();

        Table rates = table(report, Titles.RATES);
        assertThat(rates.rows()).extracting(row -> row.get(1)).containsExactly("500", "1,000");
        assertThat(rates.notes().getFirst()).startsWith("Open loop: calls scheduled at intended times (poisson"
                + " arrivals) for 5 s,");
        Table usable = table(report, Titles.USABLE);
        // The reference's p99 at 1,000 calls a second is 4.5 ms, PostgreSQL's 9 ms; at 500, 3 and 6 ms.
        assertThat(usable.rows()).containsExactly(List.of("2 hops: who the people I follow follow, distinct",
                "1,000 (1,000)", "none (500)"));
        assertThat(usable.notes().getFirst()).contains("stayed under 5 ms").contains("at 8 threads");

        HtmlReport.write(report, folder.resolve("report.html"));
        assertThat(folder.resolve("report.html")).content().contains(Titles.USABLE, "PostgreSQL");
    }
}
