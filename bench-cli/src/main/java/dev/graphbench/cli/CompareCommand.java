package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.report.compare.CompareReport;
import dev.graphbench.report.compare.ComparedRun;
import dev.graphbench.report.compare.Comparison;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench compare A B [C ...]}: two runs compared workload by workload, the difference judged
 * against the noise from every call's latency; with more runs, each workload's median over them.
 * {@code --fail-above} makes a slower workload an exit code, so that a change can be gated on it.
 */
@Parameters(commandDescription = "Compare runs: each a results file, a run's folder or a results folder (its latest"
        + " run); per engine and workload both medians and 95th percentiles, their ratio and whether it is beyond the"
        + " noise (Mann-Whitney U over every call); with three runs or more, each workload's median over them")
final class CompareCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(description = "A B [C ...]: runs, oldest first; A and B are the last two")
    List<String> paths = new ArrayList<>();

    @Parameter(names = "--fail-above", description = "Exit 6 when a workload of B is slower than A's beyond the noise"
            + " and by more than this factor, e.g. 1.10")
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
        if (paths.size() < 2) {
            throw new UsageException("compare needs two runs or more (results files, run folders or results folders),"
                    + " got " + paths.size());
        }
        if (!format.equals("text") && !format.equals("markdown")) {
            throw new UsageException("--format must be text or markdown, got '" + format + "'");
        }
        Double factor = failAbove == null ? null : factor(failAbove);
        if (html != null) {
            Writable.check("--html", Path.of(html).toAbsolutePath().getParent());
        }
        List<ComparedRun> runs = new ArrayList<>();
        CompareReport report;
        try {
            for (String path : paths) {
                runs.add(ComparedRun.of(Path.of(path)));
            }
            report = CompareReport.of(runs);
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
            context.err().println(String.format(Locale.ROOT, "bench: %s, %s is %.2f times slower in B beyond the noise"
                    + " (%s), above --fail-above %s", row.engine(), row.id(), row.ratio(), row.verdict(), failAbove));
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
