package dev.graphbench.report.compare;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Two sides compared, each one run or several: per engine and workload, both sides' figures, B/A and
 * whether it is beyond the noise between runs ({@link Noise}); a plan that changed is shown beside it.
 * Runs of different datasets are refused; differing versions and settings are named.
 */
public final class Comparison {


    /** A ratio within this factor either way is called the same, however narrow its interval. */
    public static final double SAME_WITHIN = 1.05;
    /** The table's title. */
    public static final String TITLE = "Two runs compared";

    /**
     * One workload of one engine on both sides.
     *
     * @param engine   the engine's name
     * @param id       the workload
     * @param title    its title
     * @param a        its latencies in each run of side A
     * @param b        its latencies in each run of side B
     * @param interval the interval of B/A the noise allows; null when not judged
     * @param planA    the plan of A's last run, in a line; null when it kept none
     * @param planB    the plan of B's last run, in a line; null when it kept none
     */
    public record Row(String engine, String id, String title, List<Latency> a, List<Latency> b, Noise.Interval interval,
                      String planA, String planB) {

        /** Copies the lists. */
        public Row {
            a = List.copyOf(a);
            b = List.copyOf(b);
        }

        /** B/A: the ratio of the sides' geometric means of their runs' medians (one run a side: of the medians). */
        public double ratio() {
            return Noise.geometricMean(medians(b)) / Noise.geometricMean(medians(a));
        }

        /** Whether each side has one run, and so the noise between runs is unknown. */
        public boolean oneRunASide() {
            return a.size() == 1 && b.size() == 1;
        }

        /** Whether B is slower than A by more than {@code factor} even at the lower end of the interval. */
        public boolean slowerThan(double factor) {
            return interval != null && interval.low() > factor;
        }

        /** Whether both sides kept a plan and the plans' operators differ. */
        public boolean planChanged() {
            return planA != null && planB != null && !planA.equals(planB);
        }

        /** The verdict in words, with the interval. */
        public String verdict() {
            String unknown = oneRunASide() ? "one run a side: between-run noise unknown" : null;
            if (interval == null) {
                return "not judged (" + (unknown == null ? "" : unknown + ", ") + "fewer than " + Noise.LEAST_WORKLOADS
                        + " workloads to stand in for it)";
            }
            String range = String.format(Locale.ROOT, "%.2f-%.2f", interval.low(), interval.high());
            String detail = unknown == null ? (int) Math.round(Noise.CONFIDENCE * 100) + "%: " + range
                    : range + "; " + unknown;
            if (interval.low() > 1 && ratio() > SAME_WITHIN) {
                return "SLOWER (" + detail + ")";
            }
            if (interval.high() < 1 && ratio() < 1 / SAME_WITHIN) {
                return "faster (" + detail + ")";
            }
            return "same (" + detail + ")";
        }

        /** How a table cell writes a side: see {@link Comparison#table}. */
        static String figures(List<Latency> runs) {
            if (runs.size() == 1) {
                return Figures.latency(runs.getFirst().medianMs(), runs.getFirst().p95Ms());
            }
            double[] medians = medians(runs);
            return Figures.milliseconds(Noise.geometricMean(medians)) + " (" + Figures.milliseconds(
                    Noise.geometricMean(runs.stream().mapToDouble(Latency::p95Ms).toArray())) + ") ["
                    + Figures.milliseconds(Arrays.stream(medians).min().orElseThrow()) + "-"
                    + Figures.milliseconds(Arrays.stream(medians).max().orElseThrow()) + "]";
        }

        static double[] medians(List<Latency> runs) {
            return runs.stream().mapToDouble(Latency::medianMs).toArray();
        }
    }

    private final Side a;
    private final Side b;
    private final List<Row> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    private Comparison(Side a, Side b) {
        this.a = a;
        this.b = b;
    }

    /**
     * {@code a} and {@code b} compared.
     *
     * @throws IllegalArgumentException one line when they measured different datasets
     */
    public static Comparison of(Side a, Side b) {
        List<ComparedRun> all = new ArrayList<>(a.runs());
        all.addAll(b.runs());
        Datasets.requireOne(all);
        Comparison comparison = new Comparison(a, b);
        comparison.compare();
        return comparison;
    }

    private void compare() {
        TreeSet<String> engines = new TreeSet<>();
        a.runs().forEach(run -> run.runs().forEach(results -> engines.add(results.name())));
        b.runs().forEach(run -> run.runs().forEach(results -> engines.add(results.name())));
        for (String engine : engines) {
            List<EngineRun> first = a.engine(engine);
            List<EngineRun> second = b.engine(engine);
            if (first.isEmpty() || second.isEmpty()) {
                notes.add(engine + " is in " + (first.isEmpty() ? "B" : "A") + " only ("
                        + (first.isEmpty() ? b : a).describe() + "): not compared");
                continue;
            }
            notes.addAll(Differences.of(engine, first.getLast(), second.getLast()));
            List<Row> measured = new ArrayList<>();
            Map<String, Noise.Interval> ofCalls = new HashMap<>();
            for (WorkloadResult x : first.getLast().workloads()) {
                List<WorkloadResult> xs = measured(first, x.id());
                List<WorkloadResult> ys = measured(second, x.id());
                if (!xs.isEmpty() && !ys.isEmpty()) {
                    measured.add(new Row(engine, x.id(), x.title(), latencies(xs), latencies(ys), null,
                            plan(xs.getLast().plans()), plan(ys.getLast().plans())));
                    if (xs.size() == 1 && ys.size() == 1) {
                        Noise.Interval calls = Noise.ofMedians(xs.getFirst().sampling(), ys.getFirst().sampling());
                        if (calls != null) {
                            ofCalls.put(x.id(), calls);
                        }
                    }
                } else {
                    WorkloadResult y = second.getLast().workload(x.id());
                    if (y == null || x.status() != y.status()) {
                        notes.add(engine + ", " + x.id() + ": " + status(x) + " in A, " + status(y)
                                + " in B: not compared");
                    }
                }
            }
            rows.addAll(judged(measured, ofCalls));
        }
    }

    /**
     * The rows of one engine, each with its interval; with one run a side, at least as wide as the intervals of the
     * two medians allow ({@code ofCalls}, by workload), so that a median known from a few calls is not judged on the
     * spread of the well-measured ones.
     */
    private static List<Row> judged(List<Row> measured, Map<String, Noise.Interval> ofCalls) {
        double spread = Noise.spread(measured.stream().filter(Row::oneRunASide).mapToDouble(Row::ratio).toArray());
        return measured.stream().map(row -> new Row(row.engine(), row.id(), row.title(), row.a(), row.b(),
                !row.oneRunASide() ? Noise.betweenRuns(Row.medians(row.a()), Row.medians(row.b()))
                        : Double.isNaN(spread) ? null
                        : Noise.wider(Noise.withinWorkloads(row.ratio(), spread), ofCalls.get(row.id())),
                row.planA(), row.planB())).toList();
    }

    /** Workload {@code id} in each run that measured it. */
    private static List<WorkloadResult> measured(List<EngineRun> runs, String id) {
        return runs.stream().map(run -> run.workload(id))
                .filter(result -> result != null && result.status() == Status.OK).toList();
    }

    private static List<Latency> latencies(List<WorkloadResult> results) {
        return results.stream().map(WorkloadResult::latency).toList();
    }

    private static String status(WorkloadResult result) {
        return result == null ? "absent" : result.status().name().toLowerCase(Locale.ROOT)
                + (result.reason() == null ? "" : " (" + result.reason() + ")");
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

    /** The workloads slower in B than in A by more than {@code factor} even at the lower end of their interval. */
    public List<Row> slowerThan(double factor) {
        return rows.stream().filter(row -> row.slowerThan(factor)).toList();
    }

    /** What was not compared, and what differs between the sides besides the figures. */
    public List<String> notes() {
        return notes;
    }

    /** The table: a row per engine and workload. */
    public Table table() {
        List<List<String>> cells = new ArrayList<>();
        List<String> changedPlans = new ArrayList<>();
        for (Row row : rows) {
            cells.add(List.of(row.engine() + ": " + row.title(), Row.figures(row.a()), Row.figures(row.b()),
                    String.format(Locale.ROOT, "%.2f", row.ratio()), row.verdict(),
                    row.planChanged() ? "CHANGED" : row.planA() == null || row.planB() == null ? "-" : "same"));
            if (row.planChanged()) {
                changedPlans.add("plan changed: " + row.engine() + ", " + row.id() + ": A " + row.planA() + "; B "
                        + row.planB());
            }
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add("A: " + a.count() + ", " + a.describe() + "; B: " + b.count() + ", " + b.describe() + ". A cell"
                + " of one run: its median with its 95th percentile in brackets; of several: the geometric mean of the"
                + " runs' medians, that of their 95th percentiles in brackets, and the range of the runs' medians; in"
                + " ms. B/A: the ratio of the sides' (geometric mean) medians.");
        allNotes.add("Beyond the noise: each run's median is one sample, and with several runs the interval is the "
                + Math.round(Noise.CONFIDENCE * 100) + "% interval of B/A (Student's t over the logarithms of the"
                + " runs' medians, the variance pooled over both sides' runs); with one run a side the noise between"
                + " runs is unknown, and the interval is B/A times or over e^(" + Math.round(Noise.SPREADS) + " s), s"
                + " the spread of log B/A over the engine's workloads (median absolute deviation x 1.4826, at least "
                + Noise.LEAST_WORKLOADS + " workloads). Slower or faster: the interval leaves out 1 and B/A is beyond"
                + " 5% either way. --fail-above F fails a workload whose interval's lower end is above F.");
        if (rows.stream().anyMatch(Row::oneRunASide)) {
            allNotes.add("One run a side: the noise between runs is unknown; several runs a side give a real verdict"
                    + " (run each side 3 times into a results folder of its own, taking turns, and compare the"
                    + " folders).");
        }
        allNotes.addAll(changedPlans);
        allNotes.addAll(drift());
        allNotes.addAll(notes);
        return new Table(TITLE, List.of("engine: workload", "A (ms)", "B (ms)", "B/A", "beyond the noise?", "plan"),
                cells, allNotes);
    }

    /**
     * Per engine, the median of its workloads' ratios: when most workloads moved together, either the sides'
     * conditions differ (the machine's other load, its clock) or a change slowed them all; figures cannot tell.
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
                        + " together, so either the sides' conditions differ (the machine's other load, say) or a change"
                        + " moved them all; runs of both sides taken in turns share the conditions", engine,
                        ratios.length, median));
            }
        }
        return lines;
    }

    /** One chart per engine: each workload's median on side A and side B, whiskers to the 95th percentile. */
    public List<Chart> charts() {
        List<Chart> charts = new ArrayList<>();
        for (String engine : rows.stream().map(Row::engine).distinct().toList()) {
            List<Row> mine = rows.stream().filter(row -> row.engine().equals(engine)).toList();
            List<List<Chart.Bar>> bars = new ArrayList<>();
            for (Row row : mine) {
                bars.add(List.of(bar(row.a()), bar(row.b())));
            }
            charts.add(new Chart.Bars(TITLE, engine + ": A and B", "Each workload's median on side A and side B, with"
                    + " whiskers to the 95th percentile (with several runs, their geometric means over the runs).",
                    "median latency per call, ms", "95th percentile", mine.stream().map(Row::title).toList(), labels(),
                    bars));
        }
        return charts;
    }

    /** How the charts name the two sides: the run's id, or how many runs. */
    public List<String> labels() {
        return List.of("A " + label(a), "B " + label(b));
    }

    private static String label(Side side) {
        return side.runs().size() == 1 ? side.runs().getFirst().label() : "(" + side.count() + ")";
    }

    static Chart.Bar bar(Latency latency) {
        return bar(List.of(latency));
    }

    private static Chart.Bar bar(List<Latency> runs) {
        return Chart.Bar.of(Noise.geometricMean(Row.medians(runs)),
                Noise.geometricMean(runs.stream().mapToDouble(Latency::p95Ms).toArray()), Row.figures(runs));
    }

    /** The dataset both sides measured: {@code scale factor 0.1}, or its name such as {@code kronecker:22}. */
    public String dataset() {
        return Datasets.name(a.runs().getFirst().runs().getFirst().provenance());
    }
}
