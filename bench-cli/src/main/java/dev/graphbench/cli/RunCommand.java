package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import com.beust.jcommander.ParametersDelegate;
import dev.graphbench.options.RunOption;
import dev.graphbench.report.Report;
import dev.graphbench.results.Failures;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.tables.text.TextFormat;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code bench run}: load the graph into each engine, time the workloads, print the tables. Its
 * options are the {@link RunOption}s, read by {@link RunOptionArguments} and given to the builder as
 * written: their names, defaults, words and checks are the library's, and nothing here repeats them.
 */
@Parameters(commandDescription = "Run the benchmark and print its tables; results go to <output>/runs/<id>/")
final class RunCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @ParametersDelegate
    ReportOptions report = new ReportOptions();

    private final RunOptionArguments arguments;

    /** The command with every option graph-bench has. */
    RunCommand() {
        this(RunOption.all());
    }

    /** The command with {@code options}. */
    RunCommand(List<RunOption<?>> options) {
        this.arguments = new RunOptionArguments(options);
    }

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public Optional<RunOptionArguments> runOptions() {
        return Optional.of(arguments);
    }

    @Override
    public ExitCode run(Main.Context context) {
        report.check(false);
        ConsoleListener console = new ConsoleListener(context.err(), Terminal.interactive());
        Benchmark.Builder builder = Benchmark.builder().catalog(context.catalog()).listener(console);
        arguments.parse(context.command().getUnknownOptions()).forEach((option, text) -> set(builder, option, text));
        Benchmark benchmark = builder.build();
        BenchmarkResult result;
        try {
            result = benchmark.run();
        } finally {
            console.runFinished();
        }
        List<String> unwritten = new ArrayList<>(result.unwritten());

        Path output = benchmark.options().get(RunOption.OUTPUT);
        Report tables = Report.of(result.runs(), result.folder(), context.phases());
        context.out().println();
        report.printTables(tables, context.out());
        List<String> wallTimes = WallTimes.lines(result.runs());
        if (!wallTimes.isEmpty()) {
            context.out().println("Where the time went:");
            wallTimes.forEach(line -> TextFormat.wrapped("  " + line).forEach(context.out()::println));
        }
        String again = tables.ofGeneratedGraph() ? RunOption.SCALE_FACTOR + " " + tables.scaleFactor()
                : RunOption.DATASET + " " + tables.datasetLabel();
        // Two lines rather than one wrapped: a command to copy is not broken across lines.
        context.out().println("Results of run " + result.id() + ": " + result.folder());
        context.out().println("Print them again with: bench report " + again + " --run " + result.id()
                + (output.equals(RunOption.OUTPUT.defaultValue()) ? "" : " " + RunOption.OUTPUT + " " + Terminal.quoted(output.toString())));
        try {
            report.writeHtml(tables, report.htmlPath(result.folder().resolve("report-" + tables.datasetLabel()
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

    private static <T> void set(Benchmark.Builder builder, RunOption<T> option, String text) {
        builder.set(option, option.parse(text));
    }
}
