package dev.graphbench.phases.concurrent;

import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Method;
import dev.graphbench.results.Status;
import dev.graphbench.runner.phase.AgreementLine;
import dev.graphbench.runner.phase.GroupedNotes;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Ranking;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The concurrent phase's two tables: calls a second at the run's thread count (the median latency
 * in brackets, failed calls shown), and the thread sweep with each count's speedup over one thread.
 */
final class ConcurrencyTables {

    static final String SWEEP = "Thread sweep";

    private static final String[] NUMBERS = {"Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
        "Nine", "Ten", "Eleven", "Twelve"};

    private final List<EngineRun> runs;
    private final String judge;
    private final List<ConcurrentRows.Row> workloads;
    private final Method method;

    private ConcurrencyTables(List<EngineRun> runs, String judge) {
        this.runs = runs;
        this.judge = judge;
        this.workloads = ConcurrentRows.of(runs);
        this.method = runs.stream().map(run -> run.provenance().method()).filter(m -> m.get(RunOption.THREADS) != null)
                .findFirst().orElse(null);
    }

    /** Both tables, or none when no run has a concurrent phase. */
    static List<Table> of(List<EngineRun> runs, String judge) {
        ConcurrencyTables tables = new ConcurrencyTables(runs, judge);
        if (tables.workloads.isEmpty() || tables.method == null) {
            return List.of();
        }
        return List.of(tables.headline(), tables.sweep());
    }

    private Table headline() {
        int threads = method.get(RunOption.THREADS);
        List<String> headers = new ArrayList<>();
        headers.add("workload");
        runs.forEach(run -> headers.add(Reported.label(run) + " (calls/s, median ms)"));
        GroupedNotes notes = new GroupedNotes();
        List<List<String>> rows = new ArrayList<>();
        for (ConcurrentRows.Row workload : workloads) {
            List<String> row = new ArrayList<>();
            row.add(workload.title());
            for (EngineRun run : runs) {
                row.add(cell(run, ConcurrentRows.result(run, workload.id()), threads, notes, false));
            }
            rows.add(row);
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add(String.format(Locale.ROOT, "%d thread%s at once, each with its own session, calling back to back "
                        + "for %s s after %d warm-up calls each: calls a second, the median ms in brackets.", threads,
                threads == 1 ? "" : "s", Figures.plain(method.get(RunOption.DURATION)), method.get(RunOption.WARMUP)));
        allNotes.add(agreement());
        allNotes.add(failures());
        allNotes.addAll(notes.lines());
        return new Table(title(threads), headers, rows, allNotes).withGroups(Reported.groups(1, runs))
                .withFootnotes(List.of("Calls a second: successful calls over the wall time; in brackets the median"
                        + " ms of every thread's calls merged. Failed calls are counted, never dropped."))
                .rankedBy(Ranking.most("Threads at once (calls a second)",
                        "Threads at once: most calls a second at the run's thread count is best", perSecond()));
    }

    private Table sweep() {
        Set<Integer> counts = new TreeSet<>(method.get(RunOption.SWEEP) == null ? List.of() : method.get(RunOption.SWEEP));
        List<String> headers = new ArrayList<>();
        headers.add("workload");
        headers.add("threads");
        runs.forEach(run -> headers.add(Reported.label(run) + " (calls/s, speedup)"));
        GroupedNotes notes = new GroupedNotes();
        List<List<String>> rows = new ArrayList<>();
        for (ConcurrentRows.Row workload : workloads) {
            for (int threads : counts) {
                List<String> row = new ArrayList<>();
                row.add(workload.title());
                row.add(String.valueOf(threads));
                for (EngineRun run : runs) {
                    row.add(cell(run, ConcurrentRows.result(run, workload.id()), threads, notes, true));
                }
                rows.add(row);
            }
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add("Speedup: calls a second over those of one thread. "
                + (counts.contains(method.get(RunOption.THREADS)) ? "The row at " + method.get(RunOption.THREADS) + " threads is the measurement "
                + "of the table above, taken once; each other row is a measurement of its own, " : "Each row is a "
                + "measurement of its own, ") + "for " + Figures.plain(method.get(RunOption.DURATION)) + " s.");
        allNotes.add(agreement());
        allNotes.add(failures());
        allNotes.addAll(notes.lines());
        return new Table(SWEEP, headers, rows, allNotes).withGroups(Reported.groups(2, runs));
    }

    private static String cell(EngineRun run, ConcurrencyResult result, int threads, GroupedNotes notes, boolean speedup) {
        if (result == null) {
            return "-";
        }
        Throughput measured = result.at(threads);
        if (measured == null) {
            if (result.status() != Status.OK && result.status() != Status.UNSUPPORTED) {
                notes.add(result.status(), run.provenance().engine(), result.id(), result.reason());
            }
            return switch (result.status()) {
                case OK -> "-";
                case HELD -> "held";
                case UNSUPPORTED -> "unsupported";
                case SKIPPED -> "skipped";
            };
        }
        String figure = String.format(Locale.ROOT, "%,.0f", measured.callsPerSecond());
        String bracket = speedup
                ? measured.speedup() == null ? "" : String.format(Locale.ROOT, " (%.2fx)", measured.speedup())
                : measured.latency() == null ? " (-)" : " (" + Figures.milliseconds(measured.latency().medianMs()) + ")";
        String failed = measured.failedCalls() == 0 ? "" : String.format(Locale.ROOT, ", %,d failed", measured.failedCalls());
        return figure + bracket + failed;
    }

    /** Each workload's calls a second by engine, at each engine's own thread count, where it made any. */
    private List<Map<String, Double>> perSecond() {
        List<Map<String, Double>> rows = new ArrayList<>();
        for (ConcurrentRows.Row workload : workloads) {
            Map<String, Double> row = new LinkedHashMap<>();
            for (EngineRun run : runs) {
                ConcurrencyResult result = ConcurrentRows.result(run, workload.id());
                Integer threads = run.provenance().method() == null ? null
                        : run.provenance().method().get(RunOption.THREADS);
                Throughput measured = result == null || threads == null ? null : result.at(threads);
                if (measured != null && measured.calls() > 0) {
                    row.put(Reported.label(run), measured.callsPerSecond());
                }
            }
            rows.add(row);
        }
        return rows;
    }

    private String agreement() {
        List<AgreementLine.Checked> checks = new ArrayList<>();
        for (ConcurrentRows.Row workload : workloads) {
            for (EngineRun run : runs) {
                ConcurrencyResult result = ConcurrentRows.result(run, workload.id());
                if (result != null && !result.measurements().isEmpty()) {
                    checks.add(new AgreementLine.Checked(run.provenance().engine(), workload.id()
                            + " (warm-up calls)", result.agreement()));
                }
            }
        }
        return AgreementLine.of(checks, judge);
    }

    private String failures() {
        List<String> failed = new ArrayList<>();
        for (ConcurrentRows.Row workload : workloads) {
            for (EngineRun run : runs) {
                ConcurrencyResult result = ConcurrentRows.result(run, workload.id());
                if (result == null) {
                    continue;
                }
                for (Throughput measured : result.measurements()) {
                    if (measured.failedCalls() > 0) {
                        failed.add(String.format(Locale.ROOT, "%s, %s at %d threads: %,d of %,d (first: %s)",
                                run.provenance().engine(), workload.id(), measured.threads(), measured.failedCalls(),
                                measured.failedCalls() + measured.calls(), measured.firstFailure()));
                    }
                }
            }
        }
        return failed.isEmpty() ? "Failed calls: none." : "FAILED CALLS: " + String.join("; ", failed) + ".";
    }

    private static String title(int threads) {
        String count = threads < NUMBERS.length ? NUMBERS[threads] : String.valueOf(threads);
        return count + (threads == 1 ? " thread" : " threads") + " at once";
    }
}
