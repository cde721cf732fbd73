package dev.graphbench.conformance;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.concurrent.ConcurrentPhase;
import dev.graphbench.phases.graph.GraphPhase;
import dev.graphbench.phases.ladder.LadderPhase;
import dev.graphbench.phases.load.LoadPhase;
import dev.graphbench.phases.read.ReadPhase;
import dev.graphbench.phases.traverse.TraversePhase;
import dev.graphbench.phases.write.WritePhase;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The runs the conformance kit makes through the real runner, kept small and quick (a second of two threads, twenty
 * people for the hops), and what it reads of their results: each phase's result, the workloads of each phase.
 */
final class ConformanceRuns {

    /** People the hops phase starts from: four calls each. */
    static final int HOPS_PEOPLE = 20;
    /**
     * A first call slower than this is timed on 3 calls alone (--slow-call): far above any call here, so that every
     * call asked for is made and compared, however loaded the machine.
     */
    private static final double SLOW_CALL_SECONDS = 60;
    /** The phases whose workloads are timed call by call, each with a result of its own. */
    private static final Set<String> TIMED = Set.of(ReadPhase.ID, TraversePhase.ID, GraphPhase.ID, WritePhase.ID);

    private final EngineCatalog catalog;
    private final EngineProvider provider;
    private final Engine engine;
    private final int calls;

    ConformanceRuns(EngineCatalog catalog, EngineProvider provider, Engine engine, int calls) {
        this.catalog = catalog;
        this.provider = provider;
        this.engine = engine;
        this.calls = calls;
    }

    /** Every phase on the generated graph of scale factor {@code sf}. */
    BenchmarkResult everyPhase(double sf, Path output) {
        return timed().set(RunOption.SCALE_FACTOR, sf)
                .set(RunOption.PHASES, PhaseList.EVERY)
                .set(RunOption.SLOW_CALL, SLOW_CALL_SECONDS)
                .set(RunOption.THREADS, 2)
                .set(RunOption.DURATION, 1.0)
                .set(RunOption.SWEEP, List.of(1, 2))
                .set(RunOption.HOPS_PEOPLE, HOPS_PEOPLE)
                .set(RunOption.OUTPUT, output)
                .build()
                .run();
    }

    /** The reads again, on the graph the run before left. */
    BenchmarkResult readsAgain(double sf, Path output) {
        return timed().set(RunOption.SCALE_FACTOR, sf)
                .set(RunOption.PHASES, PhaseList.of(ReadPhase.ID))
                .set(RunOption.SLOW_CALL, SLOW_CALL_SECONDS)
                .set(RunOption.OUTPUT, output)
                .build()
                .run();
    }

    /** The load, the traversals, the concurrent phase and the ladder on the edge list {@code edgeList}. */
    BenchmarkResult oneLabel(Path edgeList, Path output) {
        return timed().set(RunOption.DATASET, "snap:" + edgeList)
                .set(RunOption.PHASES, PhaseList.of(LoadPhase.ID, TraversePhase.ID, ConcurrentPhase.ID, LadderPhase.ID))
                .set(RunOption.THREADS, 2)
                .set(RunOption.DURATION, 1.0)
                .set(RunOption.SWEEP, List.of(1, 2))
                .set(RunOption.OUTPUT, output)
                .build()
                .run();
    }

    /** A run of the engine, each workload timed on the kit's calls, every one compared, with no settling. */
    private Benchmark.Builder timed() {
        return Benchmark.builder()
                .catalog(catalog)
                .engine(provider, engine)
                .set(RunOption.CALLS, calls).set(RunOption.PRECISION, 0.0)
                .set(RunOption.WARMUP, 2)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0);
    }

    /** The workloads timed call by call in {@code phase}, or in any such phase when null, that apply to {@code schema}. */
    static List<Workload> timedWorkloads(Workloads workloads, String phase, GraphSchema schema) {
        return workloads.all().stream().filter(workload -> phase == null ? TIMED.contains(workload.phase())
                : workload.phase().equals(phase)).filter(workload -> workload.appliesTo(schema)).toList();
    }

    /**
     * {@code workloads}, each followed by the variants of it the engine of {@code support} gives, as a timed phase
     * measures them: every form is checked against the reference.
     */
    static List<Workload> withVariants(List<Workload> workloads, Support support) {
        List<Workload> forms = new ArrayList<>();
        for (Workload workload : workloads) {
            forms.add(workload);
            forms.addAll(workload.variants(support));
        }
        return forms;
    }

    /** The workloads of the concurrent phase that apply to {@code schema}. */
    static List<Workload> concurrentWorkloads(Workloads workloads, GraphSchema schema) {
        return workloads.of(ConcurrentPhase.ID).stream().filter(workload -> workload.appliesTo(schema)).toList();
    }
}
