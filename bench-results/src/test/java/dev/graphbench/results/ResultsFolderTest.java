package dev.graphbench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every run has a folder of its own; a report reads each engine's latest file that measured
 * something, or one run's; files of two datasets are refused; a write that fails leaves the file as it
 * was.
 */
class ResultsFolderTest {

    @TempDir
    Path root;

    private static EngineRun run(String engine, String run, long seed, boolean measured) {
        Provenance provenance = new Provenance("dev", run, engine, engine, "reference", Map.of(), "jvm", "os", 2, 0.1,
                seed, "sha256:" + seed + "0000000000000000000000", Instant.EPOCH, Instant.EPOCH,
                new Method("nanoTime", Map.of("calls", "1")));
        WorkloadResult workload = measured
                ? new WorkloadResult("one-hop", "traverse", "1 hop", Status.OK, null, 1.0,
                        new Latency(1, 1, 1, 1, 1, 1, 1), "d", List.of("d"), Agreement.agrees("reference"), null)
                : WorkloadResult.notMeasured("one-hop", "traverse", "1 hop", Status.HELD, "refused", null);
        return run(provenance, measured ? Status.OK : Status.HELD, measured ? null : "connection refused",
                new Timed(List.of(workload)));
    }

    private static EngineRun run(Provenance provenance, Status status, String reason, Timed traverse) {
        return new EngineRun(ResultsFiles.FORMAT_VERSION, provenance, null, status, reason, null, null, null,
                Map.of("traverse", traverse), List.of(), null);
    }

    /** A phase's result of workloads timed call by call, as a phase of a test's own writes it. */
    record Timed(List<WorkloadResult> workloads) implements PhaseResult {

        @Override
        public boolean measured() {
            return workloads.stream().anyMatch(workload -> workload.status() == Status.OK);
        }
    }

    private void write(String run, String engine, long seed, boolean measured) {
        Path folder = ResultsFolder.at(root).createRun(run);
        ResultsFiles.write(run(engine, run, seed, measured), folder.resolve(ResultsFiles.fileName(engine, 0.1)));
    }

    @Test
    void aRunIdIsItsTimeThenSixHexDigitsAndRunsSortByIt() {
        String id = ResultsFolder.newRunId(Instant.parse("2026-12-02T01:15:30Z"));
        assertThat(id).matches("20261202-011530-[0-9a-f]{6}");
        assertThat(ResultsFolder.newRunId(Instant.parse("2026-12-02T01:15:30Z"))).isNotEqualTo(id);
        write("20261202-011530-aaaaaa", "neo4j", 42, true);
        write("20261201-235959-ffffff", "neo4j", 42, true);
        assertThat(ResultsFolder.at(root).runs()).containsExactly("20261201-235959-ffffff", "20261202-011530-aaaaaa");
        assertThat(ResultsFolder.at(root).latestRun()).contains(root.resolve("runs/20261202-011530-aaaaaa"));
    }

    @Test
    void aRunThatMeasuredNothingOnAnEngineLeavesItsEarlierFiguresInTheReport() {
        write("20261202-010000-000001", "neo4j", 42, true);
        write("20261202-010000-000001", "postgres", 42, true);
        write("20261202-020000-000002", "neo4j", 42, false);
        write("20261202-020000-000002", "postgres", 42, true);

        ResultsFolder.Selection selection = ResultsFolder.at(root).select(0.1, Optional.empty());

        assertThat(selection.entries()).extracting(entry -> entry.results().name() + " " + entry.run())
                .containsExactly("neo4j 20261202-010000-000001", "postgres 20261202-020000-000002");
        assertThat(selection.passedOver()).containsExactly("neo4j: run 20261202-020000-000002 measured nothing on it"
                + " (connection refused); its figures are those of run 20261202-010000-000001");
    }

    /** A run of engine {@code engine} on dataset {@code dataset} labelled {@code label}, with what it held. */
    private void writeDataset(String run, String engine, String dataset, String label) {
        EngineRun generated = run(engine, run, 42, true);
        Provenance p = generated.provenance();
        Provenance provenance = new Provenance(p.harnessVersion(), run, engine, engine, p.judge(), p.settings(), p.jvm(),
                p.os(), p.cores(), 0, 42, "sha256:" + label, p.startedAt(), p.endedAt(), p.method(), dataset, label,
                new DatasetSource(100, 1_323, "follows.txt", 7_798L, "ab".repeat(32), false, 0, 0));
        ResultsFiles.write(run(provenance, Status.OK, null, generated.phase("traverse", Timed.class)),
                ResultsFolder.at(root).createRun(run).resolve(ResultsFiles.fileName(engine, label)));
    }

    @Test
    void everyDatasetFoundIsSelectedApartByItsLabelAndWhatItHeldIsReadBack() throws IOException {
        write("20261202-010000-000001", "neo4j", 42, true);
        writeDataset("20261202-020000-000002", "neo4j-embedded", "snap:/data/follows.txt", "snap-follows");
        writeDataset("20261202-020000-000002", "postgres", "snap:/data/follows.txt", "snap-follows");
        // A CSV graph whose name ends as the generated graph's label does: its files are not the generated graph's.
        writeDataset("20261202-030000-000003", "postgres", "csv:/data/sf0.1", "csv-sf0.1");

        Map<String, ResultsFolder.Selection> each = ResultsFolder.at(root).selectEach(Optional.empty());

        assertThat(each.keySet()).containsExactly("sf0.1", "snap-follows", "csv-sf0.1");
        assertThat(each.get("sf0.1").entries()).extracting(entry -> entry.results().name()).containsExactly("neo4j");
        assertThat(each.get("snap-follows").entries()).extracting(entry -> entry.results().name())
                .containsExactly("neo4j-embedded", "postgres");
        assertThat(each.get("snap-follows").entries().getFirst().results().provenance().source())
                .isEqualTo(new DatasetSource(100, 1_323, "follows.txt", 7_798L, "ab".repeat(32), false, 0, 0));
        assertThat(ResultsFolder.at(root).select(0.1, Optional.empty()).entries()).extracting(e -> e.results().name())
                .containsExactly("neo4j");
        assertThat(ResultsFolder.at(root).selectEach(Optional.of("20261202-030000-000003")).keySet())
                .containsExactly("csv-sf0.1");
        Path empty = Files.createDirectories(root.resolve("empty"));
        assertThatThrownBy(() -> ResultsFolder.at(empty).selectEach(Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("no results in " + empty
                        + "; run the benchmark first (bench run)");
    }

    @Test
    void oneRunCanBeAskedForByIdAndAnUnknownIdListsTheRuns() {
        write("20261202-010000-000001", "neo4j", 42, true);
        write("20261202-020000-000002", "neo4j", 42, false);

        assertThat(ResultsFolder.at(root).select(0.1, Optional.of("20261202-020000-000002")).entries())
                .singleElement().extracting(entry -> entry.results().status()).isEqualTo(Status.HELD);
        assertThatThrownBy(() -> ResultsFolder.at(root).select(0.1, Optional.of("yesterday")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("no run yesterday in " + root + "; its runs are"
                        + " 20261202-010000-000001, 20261202-020000-000002");
        assertThatThrownBy(() -> ResultsFolder.at(root).select(1, Optional.empty()))
                .hasMessage("no results for scale factor 1 in " + root + "; run the benchmark first: bench run --sf 1");
    }

    @Test
    void filesWrittenBeforeRunsHadFoldersAreTheOldestRun() {
        ResultsFiles.write(run("neo4j", null, 42, true), root.resolve("neo4j-sf0.1.json"));
        write("20261202-020000-000002", "neo4j", 42, false);

        ResultsFolder.Selection selection = ResultsFolder.at(root).select(0.1, Optional.empty());

        assertThat(ResultsFolder.at(root).runs()).containsExactly(ResultsFolder.LEGACY, "20261202-020000-000002");
        assertThat(selection.entries()).singleElement().extracting(ResultsFolder.Entry::file)
                .isEqualTo(root.resolve("neo4j-sf0.1.json"));
    }

    @Test
    void resultsOfTwoDatasetsAreRefusedNamingBoth() {
        write("20261202-010000-000001", "neo4j", 42, true);
        write("20261202-020000-000002", "postgres", 7, true);

        List<ResultsFolder.Entry> entries = ResultsFolder.at(root).select(0.1, Optional.empty()).entries();

        assertThat(ResultsFolder.byDataset(entries)).hasSize(2);
        assertThatThrownBy(() -> ResultsFolder.requireOneDataset(entries)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("these results are of different datasets: " + root.resolve("runs/20261202-010000-000001/"
                        + "neo4j-sf0.1.json") + " (seed 42, scale factor 0.1, sha256:420000000000) and "
                        + root.resolve("runs/20261202-020000-000002/postgres-sf0.1.json")
                        + " (seed 7, scale factor 0.1, sha256:700000000000); report one run with --run ID, or draw"
                        + " each dataset apart with --allow-mixed");
    }

    @Test
    void aWriteThatFailsLeavesTheFileAsItWasAndNoTemporaryFile() throws IOException {
        Path file = Files.writeString(root.resolve("x.json"), "the good figures");

        assertThatThrownBy(() -> AtomicFiles.write(file, out -> {
            out.write("half of".getBytes());
            throw new IOException("No space left on device");
        })).isInstanceOf(UncheckedIOException.class).hasMessage("cannot write " + file + ": No space left on device");

        assertThat(Files.readString(file)).isEqualTo("the good figures");
        try (Stream<Path> files = Files.list(root)) {
            assertThat(files).containsExactly(file);
        }
    }

    /** A run refused after the check (a bad dataset, say) leaves no empty folder behind. */
    @Test
    void aFolderThatCanBeWrittenIsCheckedAndLeftAsItWas() throws IOException {
        Path output = root.resolve("results/deeper");

        ResultsFolder.checkWritable("--output", output);

        assertThat(root.resolve("results")).doesNotExist();
        Files.createDirectories(output);
        ResultsFolder.checkWritable("--output", output);
        assertThat(output).isDirectory().isEmptyDirectory();
    }

    @Test
    void aFolderThatCannotBeWrittenIsOneLineNamingTheOptionAndTheFolder() throws IOException {
        Path file = Files.writeString(root.resolve("results"), "a file, not a folder");
        Path output = file.resolve("run");

        assertThatThrownBy(() -> ResultsFolder.checkWritable("--output", output))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--output: cannot write to " + output + " (")
                .hasMessageEndingWith("); choose a folder you can write to")
                .hasMessageNotContaining("\n");
        assertThat(file).hasContent("a file, not a folder");
    }
}
