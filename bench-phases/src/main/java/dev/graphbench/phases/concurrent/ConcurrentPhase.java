package dev.graphbench.phases.concurrent;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.host.telemetry.TelemetrySource;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.Method;
import dev.graphbench.results.Status;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.phase.EngineStopped;
import dev.graphbench.runner.phase.Phase;
import dev.graphbench.runner.phase.PhasePlan;
import dev.graphbench.runner.phase.PhaseRun;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.tables.Table;
import dev.graphbench.workloads.MixWorkload;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The concurrent phase: threads at once, each with its own session, on each workload that takes part in it (and
 * the mix, when one was asked for): the closed loop at the run's thread count and through the thread sweep, then
 * each offered rate of the open loop, or the search for the highest rate the engine sustains under the SLO
 * ({@link ConcurrentMeasurement}). Every thread's calls go through the one call step a run makes calls with; the
 * server and the client are sampled a second at a time unless asked not to. It runs in the last cycle alone.
 */
public final class ConcurrentPhase implements Phase<ConcurrentResults> {

    /** Its id. */
    public static final String ID = "concurrent";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public int order() {
        return 600;
    }

    @Override
    public Class<ConcurrentResults> resultType() {
        return ConcurrentResults.class;
    }

    @Override
    public boolean everyCycle() {
        return false;
    }

    /**
     * The catalogue's workloads that take part in it and apply to the dataset, then the mix when one was asked for.
     *
     * @throws IllegalArgumentException one line naming what a mix may hold, for a mix of a workload it cannot
     */
    @Override
    public PhasePlan plan(RunConfig config) {
        GraphSchema schema = config.dataset().schema();
        List<Workload> workloads = new ArrayList<>(config.workloads().of(ID).stream()
                .filter(workload -> workload.appliesTo(schema)).toList());
        if (!config.get(RunOption.MIX).isEmpty()) {
            workloads.add(new MixWorkload(config.get(RunOption.MIX), config.workloads()));
        }
        return PhasePlan.of(workloads, List.of());
    }

    @Override
    public ConcurrentResults measure(PhaseRun<ConcurrentResults> run) {
        ConcurrentResults[] soFar = {new ConcurrentResults(List.of())};
        try (TelemetrySource telemetry = run.config().get(RunOption.TELEMETRY)
                ? TelemetrySource.open(run.engine().engine(), run.life().serverProcess()) : null) {
            for (Workload workload : run.plan().workloads()) {
                ConcurrentMeasurement measurement = new ConcurrentMeasurement(run.engine(), run.config(), workload,
                        progress -> run.progress(soFar[0] = soFar[0].with(progress)), run.calls().answers(), telemetry);
                ConcurrentMeasurement.Ended ended;
                try {
                    ended = measurement.run();
                } finally {
                    if (workload.writes()) {
                        String left = run.deleteWritten(Map.of(workload, measurement.given()), "the mix");
                        if (left != null) {
                            throw new EngineStopped(left);
                        }
                    }
                }
                soFar[0] = soFar[0].with(ended.result());
                if (ended.stopped() != null) {
                    run.stopped(soFar[0], outcome(ended.result()), ended.stopped());
                }
                run.finished(soFar[0], outcome(ended.result()));
            }
        }
        return soFar[0];
    }

    /**
     * Every workload of the plan without a final result gets {@code status} and {@code why}: the measurements it had
     * taken are kept.
     */
    @Override
    public ConcurrentResults ended(PhasePlan plan, ConcurrentResults soFar, Set<String> finished, Status status,
                                   String why) {
        ConcurrentResults all = soFar == null ? new ConcurrentResults(List.of()) : soFar;
        for (Workload workload : plan.workloads()) {
            if (!finished.contains(workload.id())) {
                ConcurrencyResult taken = all.of(workload.id());
                all = all.with(taken == null ? ConcurrencyResult.notMeasured(workload.id(), workload.title(), status, why)
                        : taken.ended(status, why));
            }
        }
        return all;
    }

    @Override
    public List<Outcome> outcomes(ConcurrentResults result) {
        return result.workloads().stream().map(ConcurrentPhase::outcome).toList();
    }

    /**
     * A workload's result as the listener is told it: its calls a second at each thread count and its p99 at each
     * rate; nothing when it measured nothing.
     */
    static Outcome outcome(ConcurrencyResult result) {
        if (result.status() != Status.OK && result.measurements().isEmpty() && result.rates().isEmpty()) {
            return Outcome.of(result.id(), result.status(), result.reason(), null);
        }
        String measured = result.measurements().stream()
                .map(m -> String.format(Locale.ROOT, "%d: %,.0f", m.threads(), m.callsPerSecond())
                        + (m.failedCalls() == 0 ? "" : String.format(Locale.ROOT, " (%,d failed)", m.failedCalls())))
                .collect(Collectors.joining(", "));
        String offered = result.rates().stream()
                .map(r -> String.format(Locale.ROOT, "%,.0f: p99 %s", r.targetRate(),
                        r.held() != null ? "held" : r.latency() == null ? "-" : String.format(Locale.ROOT, "%.2f ms",
                                r.latency().p99Ms())))
                .collect(Collectors.joining(", "));
        String line = (measured.isEmpty() ? "" : "calls a second by threads " + measured)
                + (offered.isEmpty() ? "" : "; by rate " + offered)
                + (result.status() == Status.OK ? ", " + result.agreement().verdict().name().toLowerCase(Locale.ROOT)
                : (measured.isEmpty() ? "" : "; ") + result.status().name().toLowerCase(Locale.ROOT) + ": "
                + result.reason());
        return Outcome.of(result.id(), result.status(), result.reason(), line);
    }

    @Override
    public ConcurrentResults merge(List<ConcurrentResults> clients, List<String> names, Method method) {
        return ConcurrentMerge.merge(clients, names, method);
    }

    @Override
    public List<Table> tables(Reported<ConcurrentResults> reported) {
        return ConcurrentTables.of(reported);
    }
}
