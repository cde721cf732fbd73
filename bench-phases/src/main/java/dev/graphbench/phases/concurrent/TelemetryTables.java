package dev.graphbench.phases.concurrent;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ProcessUse;
import dev.graphbench.results.Telemetry;
import dev.graphbench.results.TelemetrySample;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * What each engine's server and the client used through each concurrent measurement, from its telemetry:
 * the server's CPU in cores busy (its mean over the window and its busiest second), its peak memory, and the
 * client's CPU; for an engine in the harness's JVM, that JVM's, which is the client's too, and the time its
 * collectors paused it. The charts ({@link TelemetryCharts}) draw them second by second beside the calls.
 */
final class TelemetryTables {

    static final String TITLE = "Server and client";

    private TelemetryTables() {
    }

    /** The figures of each measurement, a row each, with how a cell of the row is read. */
    private static final List<String> FIGURES = List.of("server cores (busiest s)", "server memory",
            "client cores");

    /**
     * The table, when some measurement kept its telemetry: an engine a column, as every other table, and a row per
     * figure of each measurement, so that two engines' server CPU are read side by side.
     */
    static Optional<Table> of(List<EngineRun> runs) {
        List<ConcurrentRows.Row> workloads = ConcurrentRows.of(runs);
        List<String> headers = new ArrayList<>(List.of("workload", "measurement", "figure"));
        runs.forEach(run -> headers.add(Reported.label(run)));
        List<List<String>> rows = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        boolean any = false;
        for (ConcurrentRows.Row workload : workloads) {
            for (String measurement : measurements(runs, workload)) {
                List<List<String>> figures = new ArrayList<>();
                FIGURES.forEach(figure -> figures.add(new ArrayList<>(List.of(workload.title(), measurement, figure))));
                for (EngineRun run : runs) {
                    Telemetry telemetry = telemetry(ConcurrentRows.result(run, workload.id()), measurement);
                    any |= telemetry != null;
                    List<String> cells = cells(telemetry);
                    for (int i = 0; i < FIGURES.size(); i++) {
                        figures.get(i).add(cells.get(i));
                    }
                    if (telemetry != null && telemetry.stopped() != null) {
                        notes.add("stopped: " + run.provenance().engine() + ", " + workload.id() + " at " + measurement
                                + ": " + telemetry.stopped());
                    }
                }
                rows.addAll(figures);
            }
        }
        if (!any) {
            return Optional.empty();
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add("Read once a second while each measurement ran: cores busy over the measurement, and in its busiest"
                + " second. Server: an embedded server's processes from /proc (user and kernel time; memory resident at its highest, shared memory such as"
                + " PostgreSQL's buffers counted once); for an engine in the harness's JVM, that JVM, which is the client's too"
                + " (its client row says JVM), with the time its collectors paused it; '-' where no process of the server's"
                + " could be read (a server the harness did not start). Client: the harness's JVM, which makes the calls: a"
                + " client near its cores is the limit, not the server. What each server tells of itself (PostgreSQL's"
                + " pg_stat_database, valkey's INFO) is in the results file, second by second.");
        allNotes.addAll(notes);
        return Optional.of(new Table(TITLE, headers, rows, allNotes));
    }

    /** The measurements of a workload with telemetry in some run, in the order taken: each thread count, then each rate. */
    private static List<String> measurements(List<EngineRun> runs, ConcurrentRows.Row workload) {
        Set<Integer> threads = new TreeSet<>();
        Set<Double> rates = new TreeSet<>();
        for (EngineRun run : runs) {
            ConcurrencyResult result = ConcurrentRows.result(run, workload.id());
            if (result != null) {
                result.measurements().stream().filter(m -> m.telemetry() != null).forEach(m -> threads.add(m.threads()));
                result.rates().stream().filter(r -> r.telemetry() != null).forEach(r -> rates.add(r.targetRate()));
            }
        }
        List<String> names = new ArrayList<>();
        threads.forEach(count -> names.add(RateTables.threadsName(count)));
        rates.forEach(rate -> names.add(RateTables.rateName(rate)));
        return names;
    }

    /** The telemetry of the measurement named {@code measurement}, or null. */
    static Telemetry telemetry(ConcurrencyResult result, String measurement) {
        if (result == null) {
            return null;
        }
        for (Throughput m : result.measurements()) {
            if (RateTables.threadsName(m.threads()).equals(measurement)) {
                return m.telemetry();
            }
        }
        for (RateResult r : result.rates()) {
            if (RateTables.rateName(r.targetRate()).equals(measurement)) {
                return r.telemetry();
            }
        }
        return null;
    }

    /** The cells of one engine's measurement, one a figure: server CPU, server memory, client CPU. */
    private static List<String> cells(Telemetry telemetry) {
        if (telemetry == null || telemetry.seconds().isEmpty()) {
            return List.of("-", "-", "-");
        }
        List<TelemetrySample> seconds = telemetry.seconds();
        String client = cores(seconds, TelemetrySample::client);
        if (seconds.getLast().server() == null) {
            return List.of("-", "-", client);
        }
        String server = cores(seconds, TelemetrySample::server) + " ("
                + String.format(Locale.ROOT, "%.2f", busiest(seconds, TelemetrySample::server)) + ")";
        String memory = megabytes(seconds.stream().mapToLong(s -> s.server().residentBytes()).max().orElse(0));
        if (telemetry.sharedWithClient()) {
            Double paused = seconds.getLast().server().gcPauseSeconds();
            return List.of(server, memory, "JVM" + (paused == null ? "" : String.format(Locale.ROOT, ", GC %.2f s", paused)));
        }
        return List.of(server, memory, client);
    }

    /** The mean cores busy over the window: the CPU time at its last sample over that sample's time. */
    private static String cores(List<TelemetrySample> seconds, Function<TelemetrySample, ProcessUse> of) {
        TelemetrySample last = seconds.getLast();
        ProcessUse use = of.apply(last);
        return use == null || last.atSeconds() <= 0 ? "-"
                : String.format(Locale.ROOT, "%.2f", use.cpuSeconds() / last.atSeconds());
    }

    /** The cores busy in the busiest second. */
    private static double busiest(List<TelemetrySample> seconds, Function<TelemetrySample, ProcessUse> of) {
        return TelemetryCharts.coresEachSecond(seconds, of).stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }

    static String megabytes(long bytes) {
        return bytes >= 1e9 ? String.format(Locale.ROOT, "%.2f GB", bytes / 1e9)
                : String.format(Locale.ROOT, "%.0f MB", bytes / 1e6);
    }
}
