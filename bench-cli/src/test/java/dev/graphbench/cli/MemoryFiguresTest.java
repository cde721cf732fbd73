package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each engine's memory once open, after the load and at its peak, and what its data takes, in the results file
 * and the report's load table: plausible figures (above nothing, the peak no lower than the others), and data that
 * grows with the scale factor.
 */
class MemoryFiguresTest {

    private static final List<String> ENGINES = List.of("reference", "postgres", "falkordb");

    @TempDir
    Path folder;

    private Path run(String sf) {
        Path output = folder.resolve("sf" + sf);
        Cli cli = Cli.run("run", "--engines", String.join(",", ENGINES), "--sf", sf, "--phases", "load,traverse",
                "--calls", "3", "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0", "--load-warmup", "0",
                "--output", output.toString());
        assertThat(cli.exit).as(cli.err).isZero();
        assertThat(cli.out).contains("memory once open", "memory after the load", "memory at peak", "data after the load")
                .doesNotContain("memory budget");
        return ResultsFolder.at(output).latestRun().orElseThrow();
    }

    private static MemoryResult memory(Path run, String engine, String sf) {
        EngineRun read = BuiltInResults.read(run.resolve(ResultsFiles.fileName(engine, "sf" + sf)));
        assertThat(read.memory()).as(engine).isNotNull();
        return read.memory();
    }

    @Test
    void everyEngineHasPlausibleMemoryAndDataThatGrowsWithTheScaleFactor() throws Exception {
        Path small = run("0.01");
        Path larger = run("0.05");

        for (String engine : ENGINES) {
            MemoryResult before = memory(small, engine, "0.01");
            MemoryResult after = memory(larger, engine, "0.05");
            for (MemoryResult memory : List.of(before, after)) {
                assertThat(memory.idleBytes()).as(engine).isNotNull().isPositive();
                assertThat(memory.loadedBytes()).as(engine).isPositive();
                assertThat(memory.peakBytes()).as(engine).isGreaterThanOrEqualTo(memory.loadedBytes())
                        .isGreaterThanOrEqualTo(memory.idleBytes());
                assertThat(memory.bytes()).as(engine).isPositive();
                assertThat(memory.dataBytes()).as(engine).isPositive();
                assertThat(memory.dataMeasure()).as(engine).isNotBlank();
                assertThat(memory.budget()).as(engine).isNull();
            }
            assertThat(after.dataBytes()).as(engine + ": data at SF 0.05 against SF 0.01")
                    .isGreaterThan(before.dataBytes());
        }
        MemoryResult postgres = memory(larger, "postgres", "0.05");
        assertThat(postgres.residentMeasure()).startsWith("PSS of the embedded server's process tree");
        assertThat(postgres.dataMeasure()).contains("pg_database_size");
        // SF 0.05 is 56,075 nodes and about 224,000 relationships: its tables and indexes take megabytes, not gigabytes.
        assertThat(postgres.dataBytes()).isBetween(5_000_000L, 500_000_000L);
        assertThat(memory(larger, "reference", "0.05").residentMeasure()).startsWith("heap the engine adds");
        assertThat(memory(larger, "falkordb", "0.05").dataMeasure()).contains("used_memory");

        String html = Files.readString(larger.resolve("report-sf0.05.html"));
        assertThat(html).contains("memory at peak", "data after the load");
    }
}
