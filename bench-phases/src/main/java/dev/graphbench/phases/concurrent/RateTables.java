package dev.graphbench.phases.concurrent;

import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Method;
import dev.graphbench.results.Percentiles;
import dev.graphbench.results.Status;
import dev.graphbench.runner.phase.GroupedNotes;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * The concurrent phase as a load tester reports it: each offered rate's achieved rate and latencies
 * from the intended start beside the service times, the usable throughput of each engine under the
 * run's SLO beside its closed-loop figure, and each measurement second by second.
 */
final class RateTables {

    static final String RATES = "Offered rates";
    static final String USABLE = "Usable throughput";
    static final String SECONDS = "Second by second";
    static final String MIX = "Mixed workload";

    private final List<EngineRun> runs;
    private final List<ConcurrentRows.Row> workloads;
    private final Method method;

    private RateTables(List<EngineRun> runs) {
        this.runs = runs;
        this.workloads = ConcurrentRows.of(runs);
        this.method = runs.stream().map(run -> run.provenance().method()).filter(m -> m.get(RunOption.THREADS) != null)
                .findFirst().orElse(null);
    }

    /** The tables some run has figures for: the rates' two when a run offered rates, the seconds' when a measurement kept them. */
    static List<Table> of(List<EngineRun> runs) {
        RateTables tables = new RateTables(runs);
        if (tables.workloads.isEmpty() || tables.method == null) {
            return List.of();
        }
        List<Table> all = new ArrayList<>();
        if (!tables.rates().isEmpty()) {
            all.add(tables.rateTable());
            all.add(tables.usableTable());
        }
        tables.mixRows().stream().findFirst().ifPresent(mix -> all.add(tables.mixTable(mix)));
        if (tables.anySeconds()) {
            all.add(tables.secondsTable());
        }
        return all;
    }

    /** Every rate offered in some run, ascending. */
    private Set<Double> rates() {
        Set<Double> rates = new TreeSet<>();
        forEachResult(result -> result.rates().forEach(rate -> rates.add(rate.targetRate())));
        return rates;
    }

    private boolean anySeconds() {
        boolean[] any = {false};
        forEachResult(result -> any[0] |= result.measurements().stream().anyMatch(m -> !m.intervals().isEmpty())
                || result.rates().stream().anyMatch(r -> !r.intervals().isEmpty()));
        return any[0];
    }

    private void forEachResult(Consumer<ConcurrencyResult> action) {
        for (EngineRun run : runs) {
            ConcurrentResults results = ConcurrentRows.results(run);
            if (results != null) {
                results.workloads().forEach(action);
            }
        }
    }

    private Table rateTable() {
        List<String> headers = new ArrayList<>(List.of("workload", "calls/s offered"));
        runs.forEach(run -> headers.add(Reported.label(run) + " (achieved; p50 / p99 / p99.9 ms [service])"));
        Set<String> notes = new LinkedHashSet<>();
        List<List<String>> rows = new ArrayList<>();
        for (ConcurrentRows.Row workload : workloads) {
            for (double offered : rates()) {
                List<String> row = new ArrayList<>(List.of(workload.title(), String.format(Locale.ROOT, "%,.0f", offered)));
                for (EngineRun run : runs) {
                    row.add(rateCell(run, ConcurrentRows.result(run, workload.id()), offered, notes));
                }
                rows.add(row);
            }
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add(String.format(Locale.ROOT, "Open loop: calls scheduled at intended times (%s arrivals) for %s s, "
                + "sent by a pool of threads, each with its own session, of rate x SLO threads and at least %d. Achieved: "
                + "the calls that ended over the wall time. Latencies run from each call's intended start, so a stall "
                + "delays the calls behind it and shows in theirs; in brackets the service time, from when each call "
                + "was sent. A rate whose schedule the client could not keep (over 5%% of its calls never sent, or over 1%% "
                + "sent late by a thread that was free for them) is held: its figures are the client's, not the engine's.",
                (method.get(RunOption.ARRIVALS) == null ? RunOption.ARRIVALS.defaultValue() : method.get(RunOption.ARRIVALS)).id(), Figures.plain(method.get(RunOption.DURATION)),
                method.get(RunOption.THREADS)));
        allNotes.addAll(notes);
        return new Table(RATES, headers, rows, allNotes).withGroups(Reported.groups(2, runs)).asDetail();
    }

    private static RateResult at(ConcurrencyResult result, double offered) {
        return result == null ? null
                : result.rates().stream().filter(rate -> rate.targetRate() == offered).findFirst().orElse(null);
    }

    private static String rateCell(EngineRun run, ConcurrencyResult result, double offered, Set<String> notes) {
        RateResult rate = at(result, offered);
        if (rate == null && result != null && result.status() == Status.HELD) {
            // The workload was held before this rate could be measured (say, its sessions could not open): its reason says why.
            notes.add(String.format(Locale.ROOT, "held: %s, %s: %s", run.provenance().engine(), result.id(), result.reason()));
            return "held";
        }
        if (rate == null) {
            return "-";
        }
        if (rate.held() != null) {
            notes.add(String.format(Locale.ROOT, "held: %s at %,.0f calls a second: %s", run.provenance().engine(),
                    rate.targetRate(), rate.held()));
            return "held";
        }
        String failed = rate.failedCalls() == 0 ? "" : String.format(Locale.ROOT, ", %,d failed", rate.failedCalls());
        return String.format(Locale.ROOT, "%,.0f; %s [%s]%s", rate.achievedRate(), percentiles(rate.latency()),
                percentiles(rate.service()), failed);
    }

    private static String percentiles(Percentiles p) {
        return p == null ? "-" : Figures.milliseconds(p.p50Ms()) + " / " + Figures.milliseconds(p.p99Ms()) + " / "
                + Figures.milliseconds(p.p999Ms());
    }

    private Table usableTable() {
        List<String> headers = new ArrayList<>(List.of("workload"));
        runs.forEach(run -> headers.add(Reported.label(run) + " (calls/s)"));
        List<List<String>> rows = new ArrayList<>();
        GroupedNotes held = new GroupedNotes();
        for (ConcurrentRows.Row workload : workloads) {
            List<String> row = new ArrayList<>(List.of(workload.title()));
            for (EngineRun run : runs) {
                row.add(usableCell(run, ConcurrentRows.result(run, workload.id()), held));
            }
            rows.add(row);
        }
        String slo = method.get(RunOption.SLO) == null ? "the SLO" : Figures.plain(method.get(RunOption.SLO)) + " ms";
        List<String> notes = new ArrayList<>();
        notes.add("Usable throughput: the highest offered rate whose p99 latency "
                + "from the intended start stayed under " + slo + ", of the rates measured and not held; in brackets "
                + "the closed loop's calls a second at " + method.get(RunOption.THREADS) + " threads, which has no latency limit. "
                + "'none' when every rate measured and not held passed the limit; 'held' when every rate was held, so"
                + " that no figure of the engine's can say.");
        notes.addAll(held.lines());
        return new Table(USABLE, headers, rows, notes).withGroups(Reported.groups(1, runs));
    }

    /**
     * The usable rate of {@code run}'s workload; 'held' when every rate was held, and why goes under the table: the
     * reason the rates were held, each rate's in the offered rates table when they differ.
     */
    private String usableCell(EngineRun run, ConcurrencyResult result, GroupedNotes held) {
        if (result == null || result.rates().isEmpty()) {
            return "-";
        }
        double slo = method.get(RunOption.SLO) == null ? Double.MAX_VALUE : method.get(RunOption.SLO);
        List<RateResult> engines = result.rates().stream().filter(rate -> rate.held() == null).toList();
        if (engines.isEmpty()) {
            List<String> reasons = result.rates().stream().map(RateResult::held).distinct().toList();
            held.add(Status.HELD, run.provenance().engine(), result.id(), "every offered rate was held: "
                    + reasons.getFirst() + (reasons.size() == 1 ? "" : "; each rate's reason is in the offered rates table"));
        }
        String usable = engines.isEmpty() ? "held" : engines.stream()
                .filter(rate -> rate.latency() != null && rate.latency().p99Ms() < slo)
                .max(Comparator.comparingDouble(RateResult::targetRate))
                .map(rate -> String.format(Locale.ROOT, "%,.0f", rate.targetRate())).orElse("none");
        Throughput closed = result.at(method.get(RunOption.THREADS));
        return usable + (closed == null ? "" : String.format(Locale.ROOT, " (%,.0f)", closed.callsPerSecond()));
    }

    /** The workloads some run measured as a mix: those whose measurements hold their workloads apart. */
    private List<ConcurrentRows.Row> mixRows() {
        return workloads.stream().filter(workload -> runs.stream().map(run -> ConcurrentRows.result(run, workload.id()))
                .anyMatch(result -> result != null && (result.measurements().stream().anyMatch(m -> !m.mix().isEmpty())
                        || result.rates().stream().anyMatch(r -> !r.mix().isEmpty())))).toList();
    }

    private Table mixTable(ConcurrentRows.Row mix) {
        List<String> headers = new ArrayList<>(List.of("measurement", "workload"));
        runs.forEach(run -> headers.add(Reported.label(run) + " (calls/s, median ms (p99))"));
        Set<String> members = new LinkedHashSet<>();
        for (EngineRun run : runs) {
            ConcurrencyResult result = ConcurrentRows.result(run, mix.id());
            if (result != null) {
                result.measurements().forEach(m -> m.mix().forEach(share -> members.add(share.workload())));
                result.rates().forEach(r -> r.mix().forEach(share -> members.add(share.workload())));
            }
        }
        List<List<String>> rows = new ArrayList<>();
        GroupedNotes held = new GroupedNotes();
        for (String measurement : measurements(mix)) {
            List<String> all = new ArrayList<>(List.of(measurement, "all"));
            runs.forEach(run -> all.add(mixCell(run, ConcurrentRows.result(run, mix.id()), measurement, null, held)));
            rows.add(all);
            for (String member : members) {
                List<String> row = new ArrayList<>(List.of(measurement, member));
                runs.forEach(run -> row.add(mixCell(run, ConcurrentRows.result(run, mix.id()), measurement, member,
                        held)));
                rows.add(row);
            }
        }
        List<String> notes = new ArrayList<>();
        notes.add(mix.title() + ", each call's workload drawn by weight from a "
                + "seeded stream, on the concurrent phase's threads: at each thread count calling back to back, at each "
                + "offered rate from intended starts (latencies from the intended start). 'all' is every call; each "
                + "workload's row its own calls. Its writes write new objects of their own, connected to nothing of the "
                + "graph, deleted when the mix's measurements end; the reads that start from a node of the graph are "
                + "checked in the warm-up calls, those of every node of a label are not.");
        notes.addAll(held.lines());
        return new Table(MIX, headers, rows, notes).withGroups(Reported.groups(2, runs));
    }

    private static String mixCell(EngineRun run, ConcurrencyResult result, String measurement, String member,
                                  GroupedNotes held) {
        if (result == null) {
            return "-";
        }
        for (Throughput m : result.measurements()) {
            if (threadsName(m.threads()).equals(measurement)) {
                return member == null ? figures(m.callsPerSecond(), m.latency() == null ? null : m.latency().medianMs(),
                        m.latency() == null ? null : m.latency().p99Ms()) : share(m.mix(), member);
            }
        }
        for (RateResult r : result.rates()) {
            if (rateName(r.targetRate()).equals(measurement)) {
                if (r.held() != null) {
                    held.add(Status.HELD, run.provenance().engine(), result.id() + " at " + measurement, r.held());
                    return "held";
                }
                return member == null ? figures(r.achievedRate(), r.latency() == null ? null : r.latency().p50Ms(),
                        r.latency() == null ? null : r.latency().p99Ms()) : share(r.mix(), member);
            }
        }
        if (result.status() == Status.SKIPPED) {
            held.add(Status.SKIPPED, run.provenance().engine(), result.id(), result.reason());
        }
        return switch (result.status()) {
            case UNSUPPORTED -> "unsupported";
            case SKIPPED -> "skipped";
            default -> "-";
        };
    }

    private static String share(List<MixShare> shares, String member) {
        return shares.stream().filter(share -> share.workload().equals(member)).findFirst()
                .map(share -> figures(share.callsPerSecond(), share.latency() == null ? null : share.latency().medianMs(),
                        share.latency() == null ? null : share.latency().p99Ms())
                        + (share.failedCalls() == 0 ? "" : String.format(Locale.ROOT, ", %,d failed", share.failedCalls())))
                .orElse("-");
    }

    private static String figures(double perSecond, Double median, Double p99) {
        return String.format(Locale.ROOT, "%,.0f", perSecond) + (median == null ? ""
                : ", " + Figures.milliseconds(median) + " (" + Figures.milliseconds(p99) + ")");
    }

    private Table secondsTable() {
        List<String> headers = new ArrayList<>(List.of("workload", "measurement"));
        runs.forEach(run -> headers.add(Reported.label(run) + " (calls/s lowest-highest; worst p99 ms, at s)"));
        List<List<String>> rows = new ArrayList<>();
        for (ConcurrentRows.Row workload : workloads) {
            for (String measurement : measurements(workload)) {
                List<String> row = new ArrayList<>(List.of(workload.title(), measurement));
                for (EngineRun run : runs) {
                    row.add(secondsCell(seconds(ConcurrentRows.result(run, workload.id()), measurement),
                            method.get(RunOption.DURATION) == Math.rint(method.get(RunOption.DURATION))));
                }
                rows.add(row);
            }
        }
        return new Table(SECONDS, headers, rows, List.of("Each concurrent measurement second by second: the calls that "
                + "succeeded in its slowest and its busiest whole second (calls still running when the window closed count "
                + "in its last), and its worst second's p99 latency with the "
                + "second it began at, so that a stall, a checkpoint or a pause shows where it happened. The results "
                + "file keeps every second (calls, failed calls, p50, p99) and an HdrHistogram interval log of them."))
                .withGroups(Reported.groups(2, runs)).asDetail();
    }

    /** The measurements of a workload in the order taken: each thread count, then each rate. */
    private List<String> measurements(ConcurrentRows.Row workload) {
        Set<Integer> threads = new TreeSet<>();
        Set<Double> rates = new TreeSet<>();
        for (EngineRun run : runs) {
            ConcurrencyResult result = ConcurrentRows.result(run, workload.id());
            if (result != null) {
                result.measurements().forEach(m -> threads.add(m.threads()));
                result.rates().forEach(r -> rates.add(r.targetRate()));
            }
        }
        List<String> names = new ArrayList<>();
        threads.forEach(count -> names.add(threadsName(count)));
        rates.forEach(rate -> names.add(rateName(rate)));
        return names;
    }

    static String threadsName(int threads) {
        return threads + (threads == 1 ? " thread" : " threads");
    }

    static String rateName(double rate) {
        return String.format(Locale.ROOT, "%,.0f calls/s", rate);
    }

    /** The seconds of the measurement named {@code measurement}, or null when there is none. */
    static List<Interval> seconds(ConcurrencyResult result, String measurement) {
        if (result == null) {
            return null;
        }
        for (Throughput m : result.measurements()) {
            if (threadsName(m.threads()).equals(measurement)) {
                return m.intervals();
            }
        }
        for (RateResult r : result.rates()) {
            if (rateName(r.targetRate()).equals(measurement)) {
                return r.intervals();
            }
        }
        return null;
    }

    /** {@code wholeSeconds}: the window lasted whole seconds; otherwise its last second is cut short and left out of the counts. */
    private static String secondsCell(List<Interval> seconds, boolean wholeSeconds) {
        if (seconds == null || seconds.isEmpty()) {
            return "-";
        }
        List<Interval> whole = wholeSeconds || seconds.size() == 1 ? seconds : seconds.subList(0, seconds.size() - 1);
        long lowest = whole.stream().mapToLong(Interval::calls).min().orElse(0);
        long highest = whole.stream().mapToLong(Interval::calls).max().orElse(0);
        Interval worst = seconds.stream().filter(s -> s.p99Ms() != null).max(Comparator.comparingDouble(Interval::p99Ms))
                .orElse(null);
        return String.format(Locale.ROOT, "%,d-%,d; %s", lowest, highest, worst == null ? "-"
                : Figures.milliseconds(worst.p99Ms()) + " at " + Figures.plain(worst.second()));
    }
}
