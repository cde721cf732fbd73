package dev.graphbench.phases.timed;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.calls.CallLoop;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.phase.Phase;
import dev.graphbench.runner.phase.PhasePlan;
import dev.graphbench.runner.phase.PhaseRun;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.tables.Table;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A phase of workloads timed call by call: each workload of the catalogue timed in it, one after another, through
 * the run's call loop ({@link CallLoop#measure}), then each of the engine's variants of it ({@link Workload#variants})
 * under the id {@code <workload>@<variant>}. Its table is a row a workload, a column an engine, each cell the median
 * with the 95th percentile of the engine's quickest form, a variant named. graph-bench's read, traverse, graph and
 * write phases are such phases, each of its own id and title; a plugin's phase of workloads of its own can be one too.
 */
public abstract class TimedPhase implements Phase<TimedResult> {

    private final String id;
    private final int order;
    private final String title;

    /** The phase {@code id}, at {@code order} among the phases, its table titled {@code title}. */
    protected TimedPhase(String id, int order, String title) {
        this.id = id;
        this.order = order;
        this.title = title;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public int order() {
        return order;
    }

    @Override
    public Class<TimedResult> resultType() {
        return TimedResult.class;
    }

    /** Its table's title, as the write-up words it. */
    public String title() {
        return title;
    }

    /** The catalogue's workloads timed in this phase, those of another kind of graph left out and told. */
    @Override
    public PhasePlan plan(RunConfig config) {
        GraphSchema schema = config.dataset().schema();
        List<Workload> all = config.workloads().all().stream().filter(workload -> workload.phase().equals(id)).toList();
        return PhasePlan.of(all.stream().filter(workload -> workload.appliesTo(schema)).toList(),
                all.stream().filter(workload -> !workload.appliesTo(schema)).map(Workload::id).toList());
    }

    @Override
    public TimedResult measure(PhaseRun<TimedResult> run) {
        return measure(run, run.calls());
    }

    /** Measures the plan's workloads, and each of the engine's variants of them, through {@code calls}. */
    protected TimedResult measure(PhaseRun<TimedResult> run, CallLoop calls) {
        TimedResult soFar = new TimedResult(List.of());
        for (Workload workload : run.plan().workloads()) {
            // Each of the engine's forms of the workload, the same calls timed the same way, the quickest reported.
            List<Workload> forms = new ArrayList<>(List.of(workload));
            forms.addAll(workload.variants(calls.context().support()));
            for (Workload form : forms) {
                soFar = soFar.with(measured(run, calls, form, new ArrayList<>()));
                run.finished(soFar, outcome(soFar.workloads().getLast()));
            }
        }
        return soFar;
    }

    /**
     * {@code workload} measured through the run's call loop, its arguments added to {@code made} before each call;
     * a held one's reason explained.
     */
    protected static WorkloadResult measured(PhaseRun<TimedResult> run, Workload workload,
                                             List<Map<String, Object>> made) {
        return measured(run, run.calls(), workload, made);
    }

    private static WorkloadResult measured(PhaseRun<TimedResult> run, CallLoop calls, Workload workload,
                                           List<Map<String, Object>> made) {
        WorkloadResult result = calls.measure(workload, made);
        return result.status() != Status.HELD ? result : result.heldFor(run.explain(result.reason()));
    }

    /** Every workload of the plan without a result gets {@code status} and {@code why}; those measured are kept. */
    @Override
    public TimedResult ended(PhasePlan plan, TimedResult soFar, Set<String> finished, Status status, String why) {
        List<WorkloadResult> all = new ArrayList<>(soFar == null ? List.of() : soFar.workloads());
        for (Workload workload : plan.workloads()) {
            if (all.stream().noneMatch(result -> result.id().equals(workload.id()))) {
                all.add(CallLoop.notMeasured(workload, status, why));
            }
        }
        return new TimedResult(all);
    }

    @Override
    public List<Outcome> outcomes(TimedResult result) {
        return result.workloads().stream().map(TimedPhase::outcome).toList();
    }

    /** A workload's result as the listener is told it: its median, p95, calls and agreement. */
    static Outcome outcome(WorkloadResult result) {
        String line = result.status() != Status.OK ? null : String.format(Locale.ROOT, "%8.2f ms (p95 %.2f), %d calls, %s",
                result.latency().medianMs(), result.latency().p95Ms(), result.latency().calls(),
                verdict(result.agreement()));
        return Outcome.of(result.id(), result.status(), result.reason(), line);
    }

    /**
     * The agreement in a word or two; the first engine to answer what no reference could is not "reference", which
     * would read as the reference engine's, but the one the engines after it are compared with.
     */
    private static String verdict(Agreement agreement) {
        if (agreement.verdict() == Agreement.Verdict.REFERENCE && Agreement.PEERS.equals(agreement.reference())) {
            return "first to answer";
        }
        return agreement.verdict().name().toLowerCase(Locale.ROOT);
    }

    @Override
    public List<Table> tables(Reported<TimedResult> reported) {
        return TimedTables.of(reported, id, title);
    }
}
