package dev.graphbench.phases.indexes;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.catalogue.folder.WorkloadFolder;
import dev.graphbench.options.values.IndexMode;
import dev.graphbench.phases.timed.TimedResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.phase.AgreementLine;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Column;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Metric;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The Indexes table of a run of {@code --indexes both}: a row an engine and a read of the workload folder, its median
 * without the folder's indexes (this phase's) and with them (the folder-reads phase's), the speedup, and the access
 * operators of the engine's plan each way, as the engine names them: a scan without ({@code NodeByLabelScan},
 * {@code Seq Scan}, {@code Node By Label Scan}), a seek with ({@code NodeIndexSeek}, {@code Index Scan},
 * {@code Node By Index Scan}). Shown, and as figures for other tools.
 */
final class IndexesTables {

    static final String TITLE = "Indexes: the workload folder's reads without and with its indexes";

    /** How the engines name the operators that find a statement's first rows: a scan of some kind, or a seek. */
    private static final Pattern ACCESS = Pattern.compile("(?i).*(scan|seek).*");

    private IndexesTables() {
    }

    /** The table and its figures; none when no run measured without the indexes. */
    static List<Table> of(Reported<IndexesResult> reported) {
        List<EngineRun> runs = reported.runs().stream().filter(run -> {
            IndexesResult result = reported.result(run);
            return result != null && result.mode().equals(IndexMode.BOTH.word()) && !result.without().isEmpty();
        }).toList();
        if (runs.isEmpty()) {
            return List.of();
        }
        List<List<String>> rows = new ArrayList<>();
        List<List<Object>> values = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        List<AgreementLine.Checked> checks = new ArrayList<>();
        List<String> footnotes = new ArrayList<>();
        for (EngineRun run : runs) {
            IndexesResult result = reported.result(run);
            TimedResult reads = run.phase(WorkloadFolder.READS, TimedResult.class);
            for (WorkloadResult without : result.without()) {
                WorkloadResult with = reads == null ? null : reads.workloads().stream()
                        .filter(read -> read.id().equals(without.id())).findFirst().orElse(null);
                if (without.status() == Status.UNSUPPORTED && (with == null || with.status() == Status.UNSUPPORTED)) {
                    continue;
                }
                Double withoutMs = median(without);
                Double withMs = median(with);
                Double speedup = withoutMs == null || withMs == null || withMs <= 0 ? null : withoutMs / withMs;
                String accessWithout = access(without);
                String accessWith = access(with);
                rows.add(List.of(Reported.label(run), without.id(), cell(run, without, "without", notes),
                        with == null ? "-" : cell(run, with, "with", notes),
                        speedup == null ? "-" : String.format(Locale.ROOT, "%.1fx", speedup),
                        accessWithout, accessWith));
                values.add(Arrays.asList(run.name(), without.id(), withoutMs, withMs, speedup, accessWithout,
                        accessWith, run.provenance().runId()));
                addCheck(checks, run, without, " without indexes");
                if (with != null) {
                    addCheck(checks, run, with, "");
                }
            }
            String created = result.indexes().stream().map(built -> built.index() + (built.status() == Status.OK
                    ? String.format(Locale.ROOT, " in %.2f s (%s)", built.seconds(), built.statements().stream()
                    .map(IndexesTables::withoutComments).collect(Collectors.joining("; "))) : ": " + built.status().name().toLowerCase(Locale.ROOT) + ", "
                    + built.reason())).collect(Collectors.joining(", "));
            footnotes.add(Reported.label(run) + " created " + created);
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add("Each read measured without the folder's indexes, then, on the same graph, with them, the same calls;"
                + " speedup: the median without over the median with. Access: the plan's scans and seeks, each way.");
        allNotes.add(AgreementLine.of(checks, reported.judge()));
        allNotes.addAll(notes);
        Table shown = new Table(TITLE, List.of("engine", "workload", "without (ms)", "with (ms)", "speedup",
                "access without", "access with"), rows, allNotes).withFootnotes(footnotes);
        Table figures = Table.figures(IndexesPhase.ID, IndexesPhase.ID, List.of(Column.named("engine"),
                Column.named("workload"), Column.metric("without_median_ms", Metric.secondsOfMs(
                        "index_without_median", "Median of a workload folder's read without its indexes")),
                Column.metric("with_median_ms", Metric.secondsOfMs("index_with_median",
                        "Median of a workload folder's read with its indexes")),
                Column.metric("speedup", Metric.of("index_speedup", null,
                        "Median without the indexes over the median with them")),
                Column.named("access_without"), Column.named("access_with"), Column.named("run")), values);
        return List.of(shown, figures);
    }

    /** A statement without the comment lines its statements file gives it. */
    private static String withoutComments(String statement) {
        return statement.lines().filter(line -> !line.startsWith("--") && !line.startsWith("//"))
                .collect(Collectors.joining(" "));
    }

    private static void addCheck(List<AgreementLine.Checked> checks, EngineRun run, WorkloadResult read, String how) {
        if (read.status() == Status.OK) {
            checks.add(new AgreementLine.Checked(run.provenance().engine(), read.id() + how, read.agreement()));
        }
    }

    private static Double median(WorkloadResult read) {
        return read == null || read.status() != Status.OK || read.latency() == null ? null : read.latency().medianMs();
    }

    /** A median, or the status with a note saying why; {@code differs} where its answers differ. */
    private static String cell(EngineRun run, WorkloadResult read, String how, Set<String> notes) {
        if (read.status() != Status.OK) {
            if (read.status() != Status.UNSUPPORTED) {
                notes.add(read.status().name().toLowerCase(Locale.ROOT) + ": " + run.provenance().engine() + ", "
                        + read.id() + " " + how + " the indexes: " + read.reason());
            }
            return read.status().name().toLowerCase(Locale.ROOT);
        }
        String median = Figures.milliseconds(read.latency().medianMs());
        return PhaseResult.differs(read.agreement()) ? median + " differs" : median;
    }

    /**
     * The access operators of the plans of {@code read}'s planned call, in plan order, each once:
     * {@code Index Scan}, {@code Bitmap Heap Scan + Bitmap Index Scan}; {@code -} without a plan.
     */
    static String access(WorkloadResult read) {
        WorkloadPlans plans = read == null ? null : read.plans();
        if (plans == null || plans.plans().isEmpty()) {
            return "-";
        }
        Set<String> names = new LinkedHashSet<>();
        for (Plan plan : plans.plans()) {
            for (PlanOperator operator : plan.operators()) {
                if (ACCESS.matcher(operator.name()).matches()) {
                    names.add(operator.name());
                }
            }
        }
        return names.isEmpty() ? "-" : String.join(" + ", names);
    }
}
