package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import com.beust.jcommander.ParametersDelegate;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.workloads.Benchmark;
import dev.graphbench.workloads.BenchmarkResult;
import dev.graphbench.workloads.Phase;
import dev.graphbench.report.Report;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

/** {@code bench run}: load the graph into each engine, time the workloads, print the tables. */
@Parameters(commandDescription = "Run the benchmark and print its tables; results go to <output>/<engine>-sf<sf>.json")
final class RunCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(names = {"--engines", "-e"}, description = "Engines to run, comma-separated (see 'bench engines'); "
            + "default: every engine, those that cannot run here reported as skipped")
    String engines;

    @Parameter(names = "--sf", description = "Scale factor: 1 is 1.1 million nodes and 4.5 million relationships")
    String scaleFactor = String.valueOf(Benchmark.DEFAULT_SCALE_FACTOR);

    @Parameter(names = "--seed", description = "Seed of the generated graph and of the argument lists")
    String seed = String.valueOf(DatasetSpec.DEFAULT_SEED);

    @Parameter(names = "--phases", description = "Phases to run, comma-separated")
    String phases = Arrays.stream(Phase.values()).map(Phase::id).collect(Collectors.joining(","));

    @Parameter(names = "--calls", description = "Timed calls per workload")
    String calls = String.valueOf(Benchmark.DEFAULT_CALLS);

    @Parameter(names = "--warmup", description = "Least untimed calls before each workload; the first is reported as cold")
    String warmup = String.valueOf(Benchmark.DEFAULT_WARMUP);

    @Parameter(names = "--warmup-seconds", description = "Least seconds of untimed calls before each workload")
    String warmupSeconds = String.valueOf((int) Benchmark.DEFAULT_WARMUP_SECONDS);

    @Parameter(names = "--settle-seconds", description = "Seconds of untimed calls to the run's reads before each"
            + " engine's first timed phase")
    String settleSeconds = String.valueOf((int) Benchmark.DEFAULT_SETTLE_SECONDS);

    @Parameter(names = "--max-seconds", description = "Seconds after which a workload stops calling")
    String maxSeconds = String.valueOf((int) Benchmark.DEFAULT_MAX_SECONDS);

    @Parameter(names = "--threads", description = "Threads at once in the concurrent phase, each with its own session"
            + " (1 to 256)")
    String threads = String.valueOf(Benchmark.DEFAULT_THREADS);

    @Parameter(names = "--duration", description = "Seconds each concurrent measurement times, after each thread's"
            + " warm-up calls (at least 1)")
    String duration = String.valueOf((int) Benchmark.DEFAULT_DURATION_SECONDS);

    @Parameter(names = "--sweep", description = "Thread counts of the thread sweep, comma-separated; the one equal to"
            + " --threads is measured once and serves both")
    String sweep = Benchmark.DEFAULT_SWEEP.stream().map(String::valueOf).collect(Collectors.joining(","));

    @Parameter(names = "--hops-people", description = "People the hops phase counts paths from (1 to 10000)")
    String hopsPeople = String.valueOf(Benchmark.DEFAULT_HOPS_PEOPLE);

    @ParametersDelegate
    ReportOptions report = new ReportOptions();

    @Parameter(names = "--answers", description = "Also write every call's arguments and answer to <output>/answers-<engine>-sf<sf>.jsonl")
    boolean answers;


    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        report.check();
        Benchmark benchmark = Benchmark.builder()
                .catalog(context.catalog())
                .engines(Options.split(engines))
                .scaleFactor(Options.scaleFactor(scaleFactor))
                .seed(Options.seed(seed))
                .phases(Options.phases(phases))
                .calls(Options.atLeastOne("--calls", calls))
                .warmup(Options.atLeastOne("--warmup", warmup))
                .warmupSeconds(Options.zeroOrMoreSeconds("--warmup-seconds", warmupSeconds))
                .settleSeconds(Options.zeroOrMoreSeconds("--settle-seconds", settleSeconds))
                .maxSecondsPerWorkload(Options.positiveSeconds("--max-seconds", maxSeconds))
                .threads(Options.threads("--threads", threads))
                .durationSeconds(Options.duration("--duration", duration))
                .sweep(Options.sweep("--sweep", sweep))
                .hopsPeople(Options.inRange("--hops-people", hopsPeople, 1, Benchmark.MAX_HOPS_PEOPLE))
                .output(report.folder())
                .answers(answers)
                .listener(new ConsoleListener(context.err(), Terminal.interactive()))
                .build();
        BenchmarkResult result = benchmark.run();

        Report tables = Report.of(result.runs(), report.folder());
        context.out().println();
        report.printTables(tables, context.out());
        context.out().println("Results: " + result.files().stream().map(Path::toString).collect(Collectors.joining(", "))
                + "; print them again with: bench report --sf " + ResultsFiles.sfLabel(Options.scaleFactor(scaleFactor))
                + (report.output.equals("results") ? "" : " --output " + report.output));
        report.writeHtml(tables, Options.scaleFactor(scaleFactor), context.out());
        if (result.disagreement()) {
            return ExitCode.ANSWERS_DIFFER;
        }
        return result.incomplete() ? ExitCode.INCOMPLETE : ExitCode.OK;
    }
}
