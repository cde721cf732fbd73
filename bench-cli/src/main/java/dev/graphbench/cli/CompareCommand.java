package dev.graphbench.cli;

import dev.graphbench.results.ResultsFolder;
import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.report.compare.CompareReport;
import dev.graphbench.report.compare.Comparison;
import dev.graphbench.report.compare.Side;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench compare A B [C ...]} or {@code bench compare A1 A2 ... --against B1 B2 ...}: two sides, each
 * one run or several, compared workload by workload, the difference judged against the noise between
 * runs; with three sides or more, each workload's median in each run. {@code --fail-above} makes a slower
 * workload an exit code, so that a change can be gated on it.
 */
@Parameters(commandDescription = "Compare runs: each path a results file, a run's folder or a results folder (its"
        + " every run of the dataset of its latest run); per engine and workload both sides' medians and 95th"
        + " percentiles, their ratio and its interval from the noise between the runs of each side (with one run a"
        + " side, from the spread over the workloads); with three paths or more, each workload's median in each run")
final class CompareCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(description = "A B [C ...]: sides, oldest first, A and B the last two; or, with --against, the runs of"
            + " side A")
    List<String> paths = new ArrayList<>();

    @Parameter(names = "--against", variableArity = true, description = "The runs of side B, as many paths as"
            + " wanted, each run of side A's paths then being one run of A: bench compare A1 A2 A3 --against B1 B2 B3")
    List<String> against = new ArrayList<>();

    @Parameter(names = "--fail-above", description = "Exit 6 when a workload of B is slower than A's by more than this"
            + " factor, e.g. 1.10, even at the lower end of its interval")
    String failAbove;

    @Parameter(names = "--format", description = "Tables as text or markdown")
    String format = "text";

    @Parameter(names = "--html", description = "Also write the comparison as an HTML page with charts to this file")
    String html;

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        if (against.isEmpty() ? paths.size() < 2 : paths.isEmpty()) {
            throw new UsageException("compare needs two runs or more (results files, run folders or results folders),"
                    + " got " + (paths.size() + against.size()));
        }
        if (!format.equals("text") && !format.equals("markdown")) {
            throw new UsageException("--format must be text or markdown, got '" + format + "'");
        }
        Double factor = failAbove == null ? null : factor(failAbove);
        if (html != null) {
            ResultsFolder.checkWritable("--html", Path.of(html).toAbsolutePath().getParent());
        }
        List<Side> sides = new ArrayList<>();
        CompareReport report;
        try {
            if (against.isEmpty()) {
                for (String path : paths) {
                    sides.add(Side.of(Path.of(path)));
                }
            } else {
                sides.add(Side.of(paths.stream().map(Path::of).toList()));
                sides.add(Side.of(against.stream().map(Path::of).toList()));
            }
            report = CompareReport.of(sides);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        context.out().print(format.equals("markdown") ? report.markdown() : report.text());
        context.out().println();
        if (html != null) {
            report.writeHtml(Path.of(html));
            context.out().println("HTML comparison: " + html);
        }
        if (factor == null) {
            return ExitCode.OK;
        }
        List<Comparison.Row> slower = report.comparison().slowerThan(factor);
        for (Comparison.Row row : slower) {
            context.err().println(String.format(Locale.ROOT, "bench: %s, %s is %.2f times slower in B, %s: its"
                    + " interval's lower end %.2f is above --fail-above %s", row.engine(), row.id(), row.ratio(),
                    row.verdict(), row.interval().low(), failAbove));
        }
        return slower.isEmpty() ? ExitCode.OK : ExitCode.SLOWER;
    }

    private static double factor(String text) {
        try {
            double factor = Double.parseDouble(text);
            if (factor >= 1 && Double.isFinite(factor)) {
                return factor;
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new UsageException("--fail-above must be a factor of 1 or more, such as 1.10, got '" + text + "'");
    }
}
