package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.ParameterDescription;
import com.beust.jcommander.Parameters;
import com.beust.jcommander.ParametersDelegate;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.workloads.Benchmark;
import dev.graphbench.workloads.BenchmarkResult;
import dev.graphbench.workloads.RunOption;
import dev.graphbench.report.Report;
import dev.graphbench.workloads.runner.Failures;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench run}: load the graph into each engine, time the workloads, print the tables. Its
 * options are the {@link RunOption}s: their words, defaults and checks are the library's, so each
 * field here only names an option and shows its default; what the user gave goes to the builder as
 * written, and the builder checks it.
 */
@Parameters(commandDescription = "Run the benchmark and print its tables; results go to <output>/<engine>-sf<sf>.json")
final class RunCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(names = {"--engines", "-e"}, descriptionKey = "engines")
    String engines;

    @Parameter(names = "--sf", descriptionKey = "sf")
    String scaleFactor = RunOption.SCALE_FACTOR.defaultText();

    @Parameter(names = "--seed", descriptionKey = "seed")
    String seed = RunOption.SEED.defaultText();

    @Parameter(names = "--phases", descriptionKey = "phases")
    String phases = RunOption.PHASES.defaultText();

    @Parameter(names = "--load-warmup", descriptionKey = "load-warmup")
    String loadWarmup = RunOption.LOAD_WARMUP.defaultText();

    @Parameter(names = "--calls", descriptionKey = "calls")
    String calls = RunOption.CALLS.defaultText();

    @Parameter(names = "--warmup", descriptionKey = "warmup")
    String warmup = RunOption.WARMUP.defaultText();

    @Parameter(names = "--warmup-seconds", descriptionKey = "warmup-seconds")
    String warmupSeconds = RunOption.WARMUP_SECONDS.defaultText();

    @Parameter(names = "--settle-seconds", descriptionKey = "settle-seconds")
    String settleSeconds = RunOption.SETTLE_SECONDS.defaultText();

    @Parameter(names = "--max-seconds", descriptionKey = "max-seconds")
    String maxSeconds = RunOption.MAX_SECONDS.defaultText();

    @Parameter(names = "--call-timeout", descriptionKey = "call-timeout")
    String callTimeout = RunOption.CALL_TIMEOUT.defaultText();

    @Parameter(names = "--threads", descriptionKey = "threads")
    String threads = RunOption.THREADS.defaultText();

    @Parameter(names = "--duration", descriptionKey = "duration")
    String duration = RunOption.DURATION.defaultText();

    @Parameter(names = "--sweep", descriptionKey = "sweep")
    String sweep = RunOption.SWEEP.defaultText();

    @Parameter(names = "--rate", descriptionKey = "rate")
    String rate = RunOption.RATE.defaultText();

    @Parameter(names = "--slo", descriptionKey = "slo")
    String slo = RunOption.SLO.defaultText();

    @Parameter(names = "--arrivals", descriptionKey = "arrivals")
    String arrivals = RunOption.ARRIVALS.defaultText();

    @Parameter(names = "--mix", descriptionKey = "mix")
    String mix = RunOption.MIX.defaultText();

    @Parameter(names = "--client", descriptionKey = "client")
    String client = RunOption.CLIENT.defaultText();

    @Parameter(names = "--start-at", descriptionKey = "start-at")
    String startAt = RunOption.START_AT.defaultText();

    @Parameter(names = "--hops-people", descriptionKey = "hops-people")
    String hopsPeople = RunOption.HOPS_PEOPLE.defaultText();

    @Parameter(names = "--answers", descriptionKey = "answers")
    boolean answers;

    @Parameter(names = "--plans", descriptionKey = "plans")
    String plans = RunOption.PLANS.defaultText();

    @ParametersDelegate
    ReportOptions report = new ReportOptions();

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        report.check();
        ConsoleListener console = new ConsoleListener(context.err(), Terminal.interactive());
        Benchmark.Builder builder = Benchmark.builder().catalog(context.catalog()).listener(console);
        for (ParameterDescription given : context.command().getParameters()) {
            String name = given.getLongestName().substring(2);
            if (given.isAssigned() && RunOption.all().stream().anyMatch(option -> option.name().equals(name))) {
                builder.set(name, String.valueOf(given.getParameterized().get(given.getObject())));
            }
        }
        Benchmark benchmark = builder.build();
        BenchmarkResult result;
        try {
            result = benchmark.run();
        } finally {
            console.runFinished();
        }
        List<String> unwritten = new ArrayList<>(result.unwritten());

        double sf = RunOption.SCALE_FACTOR.parse(scaleFactor);
        Report tables = Report.of(result.runs(), result.folder());
        context.out().println();
        report.printTables(tables, context.out());
        context.out().println("Results of run " + result.id() + ": " + result.folder() + "; print them again with: bench"
                + " report --sf " + ResultsFiles.sfLabel(sf) + " --run " + result.id()
                + (report.output.equals(RunOption.OUTPUT.defaultText()) ? "" : " --output " + Terminal.quoted(report.output)));
        try {
            report.writeHtml(tables, report.htmlPath(result.folder().resolve("report-sf" + ResultsFiles.sfLabel(sf)
                    + ".html")), context.out());
        } catch (UncheckedIOException e) {
            unwritten.add(Failures.oneLine(e));
        }
        if (!unwritten.isEmpty()) {
            context.err().println("bench: what was measured could not all be written (" + unwritten.getFirst()
                    + (unwritten.size() > 1 ? "; and " + (unwritten.size() - 1) + " more" : "")
                    + "); the tables above hold every figure");
        }
        if (result.disagreement()) {
            return ExitCode.ANSWERS_DIFFER;
        }
        if (!unwritten.isEmpty()) {
            return ExitCode.NOT_WRITTEN;
        }
        return result.incomplete() ? ExitCode.INCOMPLETE : ExitCode.OK;
    }
}
