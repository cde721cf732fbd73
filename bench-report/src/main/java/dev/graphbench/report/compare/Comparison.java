package dev.graphbench.report.compare;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.report.Chart;
import dev.graphbench.report.Report;
import dev.graphbench.report.Table;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Two runs compared: per engine and workload, both medians and 95th percentiles, the ratio of the
 * medians, and whether the difference is larger than the noise ({@link Significance}); a plan that
 * changed is shown beside it. Runs of different datasets are refused; differing versions and settings
 * are named.
 */
public final class Comparison {

    /** Below this p-value a difference is beyond the noise. */
    public static final double ALPHA = 0.01;
    /** A ratio within this factor either way is called the same, however sure the test is of it. */
    public static final double SAME_WITHIN = 1.05;
    /** The table's title. */
    public static final String TITLE = "Two runs compared";

    /**
     * One workload of one engine in both runs.
     *
     * @param engine  the engine's name
     * @param id      the workload
     * @param title   its title
     * @param a       its latencies in the first run
     * @param b       its latencies in the second
     * @param pValue  the Mann-Whitney U test's p-value; null when either file keeps no per-call latencies
     * @param planA   the plan of the first run, in a line; null when it kept none
     * @param planB   the plan of the second run, in a line; null when it kept none
     */
    public record Row(String engine, String id, String title, Latency a, Latency b, Double pValue, String planA,
                      String planB) {

        /** The second run's median over the first's. */
        public double ratio() {
            return b.medianMs() / a.medianMs();
        }

        /** Whether the second run is slower than the first beyond the noise and by more than {@code factor}. */
        public boolean slowerThan(double factor) {
            return pValue != null && pValue < ALPHA && ratio() > factor;
        }

        /** Whether both runs kept a plan and the plans' operators differ. */
        public boolean planChanged() {
            return planA != null && planB != null && !planA.equals(planB);
        }

        /** The verdict in words. */
        public String verdict() {
            if (pValue == null) {
                return "not judged (no per-call latencies)";
            }
            String p = pValue < 0.001 ? "p<0.001" : String.format(Locale.ROOT, "p=%.3f", pValue);
            if (pValue >= ALPHA) {
                return "same (" + p + ")";
            }
            return ratio() > SAME_WITHIN ? "SLOWER (" + p + ")" : ratio() < 1 / SAME_WITHIN ? "faster (" + p + ")"
                    : "same (within 5%, " + p + ")";
        }
    }

    private final ComparedRun a;
    private final ComparedRun b;
    private final List<Row> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    private Comparison(ComparedRun a, ComparedRun b) {
        this.a = a;
        this.b = b;
    }

    /**
     * {@code a} and {@code b} compared.
     *
     * @throws IllegalArgumentException one line when they measured different datasets
     */
    public static Comparison of(ComparedRun a, ComparedRun b) {
        Datasets.requireOne(List.of(a, b));
        Comparison comparison = new Comparison(a, b);
        comparison.compare();
        return comparison;
    }

    private void compare() {
        TreeSet<String> engines = new TreeSet<>();
        a.runs().forEach(run -> engines.add(run.name()));
        b.runs().forEach(run -> engines.add(run.name()));
        for (String engine : engines) {
            EngineRun first = a.engine(engine);
            EngineRun second = b.engine(engine);
            if (first == null || second == null) {
                notes.add(engine + " is in " + (first == null ? "B" : "A") + " only (" + (first == null ? b : a).path()
                        + "): not compared");
                continue;
            }
            notes.addAll(differences(engine, first, second));
            for (WorkloadResult x : first.workloads()) {
                WorkloadResult y = second.workload(x.id());
                if (x.status() == Status.OK && y != null && y.status() == Status.OK) {
                    rows.add(new Row(engine, x.id(), x.title(), x.latency(), y.latency(),
                            Significance.pValue(x.latency(), y.latency()), plan(x.plans()), plan(y.plans())));
                } else if (y == null || x.status() != y.status()) {
                    notes.add(engine + ", " + x.id() + ": " + status(x) + " in A, " + status(y) + " in B: not compared");
                }
            }
        }
    }

    private static String status(WorkloadResult result) {
        return result == null ? "absent" : result.status().name().toLowerCase(Locale.ROOT)
                + (result.reason() == null ? "" : " (" + result.reason() + ")");
    }

    /** What differs between the two runs of one engine: versions, the machine, the method, the settings. */
    private static List<String> differences(String engine, EngineRun first, EngineRun second) {
        Map<String, Function<EngineRun, Object>> facts = new LinkedHashMap<>();
        facts.put("graph-bench version", run -> run.provenance().harnessVersion());
        facts.put("product", run -> info(run, EngineInfo::product));
        facts.put("product version", run -> info(run, EngineInfo::productVersion));
        facts.put("driver version", run -> info(run, EngineInfo::driverVersion));
        facts.put("JVM", run -> run.provenance().jvm());
        facts.put("OS", run -> run.provenance().os());
        facts.put("cores", run -> run.provenance().cores());
        facts.put("method", run -> run.provenance().method());
        facts.put("settings", run -> run.provenance().settings());
        List<String> differences = new ArrayList<>();
        facts.forEach((fact, value) -> {
            Object x = value.apply(first);
            Object y = value.apply(second);
            if (!Objects.equals(x, y)) {
                differences.add(engine + ": " + fact + " differs: " + x + " in A, " + y + " in B");
            }
        });
        return differences;
    }

    private static Object info(EngineRun run, Function<EngineInfo, String> fact) {
        return run.engine() == null ? null : fact.apply(run.engine());
    }

    /** A workload's plans in a line: each statement's operators from the root down; null when none was kept. */
    static String plan(WorkloadPlans plans) {
        if (plans == null || plans.plans().isEmpty()) {
            return null;
        }
        List<String> statements = new ArrayList<>();
        for (Plan plan : plans.plans()) {
            statements.add(String.join(" < ", plan.operators().stream().map(PlanOperator::name).toList()));
        }
        return String.join("; then ", statements);
    }

    /** Every workload compared, engine by engine. */
    public List<Row> rows() {
        return rows;
    }

    /** The workloads slower in B than in A beyond the noise and by more than {@code factor}. */
    public List<Row> slowerThan(double factor) {
        return rows.stream().filter(row -> row.slowerThan(factor)).toList();
    }

    /** What was not compared, and what differs between the runs besides the figures. */
    public List<String> notes() {
        return notes;
    }

    /** The table: a row per engine and workload. */
    public Table table() {
        List<List<String>> cells = new ArrayList<>();
        List<String> changedPlans = new ArrayList<>();
        for (Row row : rows) {
            cells.add(List.of(row.engine() + ": " + row.title(), Report.figures(row.a()), Report.figures(row.b()),
                    String.format(Locale.ROOT, "%.2f", row.ratio()), row.verdict(),
                    row.planChanged() ? "CHANGED" : row.planA() == null || row.planB() == null ? "-" : "same"));
            if (row.planChanged()) {
                changedPlans.add("plan changed: " + row.engine() + ", " + row.id() + ": A " + row.planA() + "; B "
                        + row.planB());
            }
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add("A is " + a.path() + " (run " + a.label() + "), B is " + b.path() + " (run " + b.label() + "). Each"
                + " cell the median with the 95th percentile in brackets, in ms; B/A the ratio of the medians. Beyond"
                + " the noise: the Mann-Whitney U test over every timed call's latency of both runs (two-sided) gives"
                + " p < " + ALPHA + "; a ratio within 5% either way is called the same.");
        allNotes.addAll(changedPlans);
        allNotes.addAll(drift());
        allNotes.addAll(notes);
        return new Table(TITLE, List.of("engine: workload", "A (ms)", "B (ms)", "B/A", "beyond the noise?", "plan"),
                cells, allNotes);
    }

    /**
     * Per engine, the median of its workloads' ratios: when most workloads moved together, the runs' conditions
     * (the machine's other load, its clock) differ, which the test over calls within each run cannot see.
     */
    private List<String> drift() {
        List<String> lines = new ArrayList<>();
        for (String engine : rows.stream().map(Row::engine).distinct().toList()) {
            double[] ratios = rows.stream().filter(row -> row.engine().equals(engine)).mapToDouble(Row::ratio).sorted()
                    .toArray();
            double median = ratios.length % 2 == 1 ? ratios[ratios.length / 2]
                    : (ratios[ratios.length / 2 - 1] + ratios[ratios.length / 2]) / 2;
            if (ratios.length >= 3 && (median > SAME_WITHIN || median < 1 / SAME_WITHIN)) {
                lines.add(String.format(Locale.ROOT, "%s: the median of its %d workloads' B/A is %.2f: most moved"
                        + " together, so the runs' conditions differ (the machine's other load, say); the test judges"
                        + " the calls within each run and cannot tell that from a change", engine, ratios.length, median));
            }
        }
        return lines;
    }

    /** One chart per engine: each workload's median in A and in B, whiskers to the 95th percentile. */
    public List<Chart> charts() {
        List<Chart> charts = new ArrayList<>();
        for (String engine : rows.stream().map(Row::engine).distinct().toList()) {
            List<Row> mine = rows.stream().filter(row -> row.engine().equals(engine)).toList();
            List<List<Chart.Bar>> bars = new ArrayList<>();
            for (Row row : mine) {
                bars.add(List.of(bar(row.a()), bar(row.b())));
            }
            charts.add(new Chart.Bars(TITLE, engine + ": A and B", "Each workload's median in run A and run B, with"
                    + " whiskers to the 95th percentile.", "median latency per call, ms", "95th percentile",
                    mine.stream().map(Row::title).toList(), labels(), bars));
        }
        return charts;
    }

    /** How the charts name the two runs. */
    public List<String> labels() {
        return List.of("A " + a.label(), "B " + b.label());
    }

    static Chart.Bar bar(Latency latency) {
        return Chart.Bar.of(latency.medianMs(), latency.p95Ms(), Report.figures(latency));
    }

    /** The scale factor both runs measured. */
    public String scaleFactor() {
        Provenance provenance = a.runs().getFirst().provenance();
        return ResultsFiles.sfLabel(provenance.scaleFactor());
    }
}
