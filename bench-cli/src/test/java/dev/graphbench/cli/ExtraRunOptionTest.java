package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Method;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An option is written in one place, its {@link RunOption}: one defined here, and nowhere else, is in
 * {@code bench run --help} with its default, read and checked on the command line, taken by the builder,
 * and recorded by name with its value in the results file's method.
 */
class ExtraRunOptionTest {

    private static final RunOption<Integer> BATCHES = RunOption.atLeast("batches", 4, 1,
            "batches a test's engine writes in");

    @TempDir
    Path folder;

    /** {@code bench}'s commands, {@code run} taking every option graph-bench has and {@link #BATCHES}. */
    private static Supplier<Map<String, Main.Command>> withBatches() {
        List<RunOption<?>> options = new ArrayList<>(RunOption.all());
        options.add(BATCHES);
        return () -> {
            Map<String, Main.Command> commands = Main.commands();
            commands.put("run", new RunCommand(options));
            return commands;
        };
    }

    private static Method method(Path run) {
        EngineRun reference = BuiltInResults.read(run.resolve(ResultsFiles.fileName(EngineCatalog.REFERENCE, 0.01)));
        return reference.provenance().method();
    }

    @Test
    void anOptionAddedInItsOwnDefinitionIsInTheHelpOnTheCommandLineAndInTheResults() {
        Cli help = Cli.run(withBatches(), "run", "--help");
        assertThat(help.exit).as(help.err).isZero();
        assertThat(help.out).contains("    --batches <value>  Batches a test's engine writes in (default: 4)\n");
        assertThat(Cli.run("run", "--help").out).as("bench's own run knows no such option").doesNotContain("--batches");

        Cli refused = Cli.run(withBatches(), "run", "--batches", "0");
        assertThat(refused.exit).isEqualTo(2);
        assertThat(refused.err.strip()).isEqualTo("bench: --batches must be at least 1, got '0'");

        Cli run = Cli.run(withBatches(), "run", "--engines", EngineCatalog.REFERENCE, "--phases", "load,traverse", "--sf",
                "0.01", "--calls", "3", "--warmup", "1", "--warmup-seconds", "0", "--batches", "7", "--output",
                folder.resolve("results").toString());
        assertThat(run.exit).as(run.err).isZero();
        Method method = method(ResultsFolder.at(folder.resolve("results")).latestRun().orElseThrow());
        assertThat(method.options()).containsEntry("batches", "7").containsEntry("calls", "3");
        assertThat(method.get(BATCHES)).isEqualTo(7);
    }

    @Test
    void theBuilderTakesItAndTheResultsRecordIt() {
        BenchmarkResult result = Benchmark.builder().set(BATCHES, 9)
                .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .set(RunOption.PHASES, PhaseList.of("load", "traverse")).set(RunOption.SCALE_FACTOR, 0.01)
                .set(RunOption.CALLS, 3).set(RunOption.WARMUP, 1).set(RunOption.WARMUP_SECONDS, 0.0)
                .set(RunOption.OUTPUT, folder.resolve("results")).build().run();

        assertThat(result.run(EngineCatalog.REFERENCE).status()).hasToString("OK");
        assertThat(method(result.folder()).options()).containsEntry("batches", "9");
    }
}
