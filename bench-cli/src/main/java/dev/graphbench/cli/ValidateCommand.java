package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.options.OptionNames;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.runner.Validation;
import dev.graphbench.runner.ValidationResult;
import dev.graphbench.runner.answers.AnswersHeader;
import dev.graphbench.runner.answers.ValidationSummary.Outcome;
import dev.graphbench.runner.answers.ValidationSummary.Verdict;
import dev.graphbench.runner.answers.ValidationSummary;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code bench validate}: checks engines against an answers file an earlier run of any engine wrote
 * ({@code bench run --answers}), call by call, without the reference engine, and prints a verdict per
 * workload. Every check is the library's ({@link Validation}); this prints what it found.
 */
@Parameters(commandDescription = "Check engines against an answers file an earlier run wrote (bench run " + OptionNames.ANSWERS + "),"
        + " without the reference engine: a verdict per workload; results go to <output>/runs/<id>/validation-<engine>.json")
final class ValidateCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(names = OptionNames.ANSWERS, description = "The answers file to validate against, answers-<engine>-sf<sf>.jsonl"
            + " of an earlier run with --answers; its dataset is loaded and its calls made")
    String answers;

    private final RunOptionArguments arguments = new RunOptionArguments(
            List.of(RunOption.ENGINES, RunOption.OUTPUT, RunOption.CALL_TIMEOUT, RunOption.WORKLOADS));

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public Optional<RunOptionArguments> runOptions() {
        return Optional.of(arguments);
    }

    private static <T> void set(Validation.Builder builder, RunOption<T> option, String text) {
        builder.set(option, option.parse(text));
    }

    @Override
    public ExitCode run(Main.Context context) {
        ConsoleListener console = new ConsoleListener(context.err(), Terminal.interactive());
        Validation.Builder builder = Validation.builder().catalog(context.catalog()).listener(console);
        arguments.parse(context.command().getUnknownOptions()).forEach((option, text) -> set(builder, option, text));
        if (answers != null) {
            builder.answers(Path.of(answers));
        }
        Validation validation = builder.build();
        ValidationResult result;
        try {
            result = validation.run();
        } finally {
            console.runFinished();
        }
        PrintStream out = context.out();
        out.println();
        for (ValidationSummary summary : result.summaries()) {
            print(summary, out);
        }
        out.println("Validation " + result.id() + ": " + result.folder() + " (each engine's verdicts in "
                + Validation.fileName("<engine>") + ", its answers beside them)");
        if (!result.unwritten().isEmpty()) {
            context.err().println("bench: what was found could not all be written (" + result.unwritten().getFirst()
                    + (result.unwritten().size() > 1 ? "; and " + (result.unwritten().size() - 1) + " more" : "")
                    + "); the verdicts above are whole");
        }
        if (result.differs()) {
            return ExitCode.ANSWERS_DIFFER;
        }
        if (!result.unwritten().isEmpty()) {
            return ExitCode.NOT_WRITTEN;
        }
        return result.incomplete() ? ExitCode.INCOMPLETE : ExitCode.OK;
    }

    /** One engine's verdicts: a line per workload, then the count of each verdict. */
    private static void print(ValidationSummary summary, PrintStream out) {
        AnswersHeader answers = summary.answers();
        out.println("Validation of " + summary.engine() + " against " + summary.answersFile() + " (answers of "
                + answers.engine() + ", graph-bench " + answers.harnessVersion() + ", run " + answers.runId()
                + ", scale factor " + ResultsFiles.sfLabel(answers.scaleFactor()) + ", seed " + answers.seed() + "):");
        int width = summary.workloads().stream().mapToInt(verdict -> verdict.workload().length()).max().orElse(8);
        for (Verdict verdict : summary.workloads()) {
            out.printf(Locale.ROOT, "  %-10s %-" + width + "s %6d calls  %s%n", verdict.phase(), verdict.workload(),
                    verdict.calls(), said(verdict));
        }
        Map<Outcome, Long> counts = summary.workloads().stream()
                .collect(Collectors.groupingBy(Verdict::outcome, () -> new EnumMap<>(Outcome.class), Collectors.counting()));
        out.println(summary.engine() + ": " + counts.entrySet().stream()
                .map(count -> count.getValue() + " " + counted(count.getKey(), count.getValue()))
                .collect(Collectors.joining(", "))
                + (summary.reason() == null ? "" : "; held: " + summary.reason()));
        out.println();
    }

    /** How many workloads had {@code outcome}, in words: {@code 3 agree}, {@code 1 differs}, {@code 2 unsupported}. */
    private static String counted(Outcome outcome, long count) {
        return switch (outcome) {
            case AGREES -> count == 1 ? "agrees" : "agree";
            case DIFFERS -> count == 1 ? "differs" : "differ";
            default -> outcome.name().toLowerCase(Locale.ROOT);
        };
    }

    private static String said(Verdict verdict) {
        return switch (verdict.outcome()) {
            case AGREES -> "agrees";
            case DIFFERS -> "DIFFERS on " + verdict.differing() + " of " + verdict.compared() + ", first at "
                    + verdict.detail();
            default -> verdict.outcome().name().toLowerCase(Locale.ROOT) + ": " + verdict.detail();
        };
    }
}
