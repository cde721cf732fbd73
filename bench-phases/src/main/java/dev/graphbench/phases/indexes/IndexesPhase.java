package dev.graphbench.phases.indexes;

import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.catalogue.folder.IndexDeclaration;
import dev.graphbench.catalogue.folder.WorkloadFolder;
import dev.graphbench.options.RunOption;
import dev.graphbench.options.values.IndexMode;
import dev.graphbench.phases.load.LoadPhase;
import dev.graphbench.results.Failures;
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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The indexes a workload folder declares, created on the loaded graph ({@code --indexes with}, the default), each
 * in the engine's own language ({@link dev.graphbench.api.Schema#createIndex}) and waited for until the engine can
 * use it. With {@code --indexes both}, each of the folder's reads is first measured without them, as the folder-reads
 * phase measures it and with the engine's plans taken, then the indexes are created; the folder-reads phase then
 * measures the same reads, the same calls, with them, on the same graph. Like the load, it runs after the load
 * whether {@code --phases} names it or not, since every phase after it reads the graph it leaves; an index that
 * cannot be created holds the rest. A run without a folder, or with {@code --indexes without}, has no such phase.
 */
public final class IndexesPhase implements Phase<IndexesResult> {

    /** Its id. */
    public static final String ID = "indexes";

    @Override
    public String id() {
        return ID;
    }

    /** Right after the load, before anything reads the graph. */
    @Override
    public int order() {
        return 150;
    }

    @Override
    public Class<IndexesResult> resultType() {
        return IndexesResult.class;
    }

    /** It makes the graph every phase after it reads: it runs unasked, once, and an index not made holds the rest. */
    @Override
    public boolean loads() {
        return true;
    }

    /** With {@code both}, the folder's reads; with {@code with}, the indexes alone; otherwise it does not apply. */
    @Override
    public PhasePlan plan(RunConfig config) {
        Optional<Path> folder = config.get(RunOption.WORKLOADS);
        IndexMode mode = config.get(RunOption.INDEXES);
        if (folder.isEmpty() || mode == IndexMode.WITHOUT || WorkloadFolder.read(folder.get()).indexes().isEmpty()) {
            return new PhasePlan(false, List.of(), List.of());
        }
        if (mode == IndexMode.WITH) {
            return PhasePlan.whole();
        }
        if (!config.get(RunOption.PHASES).includes(LoadPhase.ID)) {
            // A graph kept from an earlier run may hold the indexes already: its reads "without" would use them.
            throw new IllegalArgumentException(RunOption.INDEXES + " both measures the folder's reads without its"
                    + " indexes, then with them, on the graph the run loads: add load to " + RunOption.PHASES);
        }
        GraphSchema schema = config.dataset().schema();
        return PhasePlan.of(config.workloads().all().stream().filter(workload -> workload.phase()
                .equals(WorkloadFolder.READS) && workload.appliesTo(schema)).toList(), List.of());
    }

    @Override
    public IndexesResult measure(PhaseRun<IndexesResult> run) {
        IndexMode mode = run.config().get(RunOption.INDEXES);
        IndexesResult soFar = new IndexesResult(mode.word(), List.of(), List.of());
        if (mode == IndexMode.BOTH) {
            // Its own loop: plans taken whatever --plans says, since the table reads them, and the answers logged by
            // the folder-reads phase alone, which asks the same calls.
            CallLoop calls = run.calls().withPlans(false);
            for (Workload workload : run.plan().workloads()) {
                WorkloadResult read = calls.measure(workload, new ArrayList<>());
                soFar = soFar.with(read.status() != Status.HELD ? read : read.heldFor(run.explain(read.reason())));
                run.finished(soFar, outcome(soFar.without().getLast()));
            }
        }
        GraphSchema schema = run.config().dataset().schema();
        for (IndexDeclaration index : WorkloadFolder.read(run.config().get(RunOption.WORKLOADS).orElseThrow())
                .indexes()) {
            long start = System.nanoTime();
            try {
                List<String> statements = run.engine().engine().schema().createIndex(index.labelIn(schema),
                        index.propertyIn(schema));
                double seconds = (System.nanoTime() - start) / 1e9;
                soFar = soFar.with(new IndexesResult.Built(index.toString(), Status.OK, null, statements, seconds));
            } catch (UnsupportedException e) {
                soFar = soFar.with(new IndexesResult.Built(index.toString(), Status.UNSUPPORTED, Failures.oneLine(e),
                        List.of(), 0));
            } catch (RuntimeException e) {
                String why = run.explain("the index on " + index + " could not be created: " + Failures.oneLine(e));
                soFar = soFar.with(new IndexesResult.Built(index.toString(), Status.HELD, why, List.of(),
                        (System.nanoTime() - start) / 1e9));
                run.progress(soFar);
                run.holdRest(why);
                return soFar;
            }
            run.progress(soFar);
        }
        return soFar;
    }

    /** What was measured kept, each read of the plan not measured given {@code status} and {@code why}. */
    @Override
    public IndexesResult ended(PhasePlan plan, IndexesResult soFar, Set<String> finished, Status status, String why) {
        IndexesResult ended = soFar != null ? soFar
                : new IndexesResult(plan.workloads().isEmpty() ? IndexMode.WITH.word() : IndexMode.BOTH.word(),
                        List.of(), List.of());
        for (Workload workload : plan.workloads()) {
            if (ended.without(workload.id()) == null) {
                ended = ended.with(CallLoop.notMeasured(workload, status, why));
            }
        }
        return ended;
    }

    @Override
    public List<Outcome> outcomes(IndexesResult result) {
        List<Outcome> outcomes = new ArrayList<>(result.without().stream().map(IndexesPhase::outcome).toList());
        for (IndexesResult.Built built : result.indexes()) {
            outcomes.add(new Outcome("index " + built.index(), "the index on " + built.index(), built.status(),
                    built.reason(), built.status() != Status.OK ? null
                    : String.format(Locale.ROOT, "created in %.1f s", built.seconds())));
        }
        return outcomes;
    }

    /** A read measured without the indexes, as the listener is told it. */
    private static Outcome outcome(WorkloadResult read) {
        String id = read.id() + " without indexes";
        return new Outcome(id, id, read.status(), read.reason(), read.status() != Status.OK ? null
                : String.format(Locale.ROOT, "%8.2f ms (p95 %.2f), %d calls", read.latency().medianMs(),
                read.latency().p95Ms(), read.latency().calls()));
    }

    @Override
    public List<Table> tables(Reported<IndexesResult> reported) {
        return IndexesTables.of(reported);
    }
}
