package dev.graphbench.phases;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.ConcurrentPhase;
import dev.graphbench.phases.concurrent.ConcurrentResults;
import dev.graphbench.phases.hops.HopsPhase;
import dev.graphbench.phases.hops.HopsResult;
import dev.graphbench.phases.ladder.LadderPhase;
import dev.graphbench.phases.ladder.LadderResult;
import dev.graphbench.phases.load.LoadPhase;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.phases.timed.TimedResult;
import dev.graphbench.results.CycleResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ServerResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.phase.Phases;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The results of graph-bench's own phases put together as one engine's run, and read out of one, by what each
 * phase measures: for a tool, or a test, that builds a run by hand or reads one without naming each phase's id.
 */
public final class BuiltInResults {

    private BuiltInResults() {
    }

    /**
     * Each phase's result by its id, in the order the phases run: the load, each phase of {@code workloads} (by
     * each workload's phase, in the order they come), the concurrent phase, the hops and the ladder; a phase of
     * nothing (null, or no workload) has none.
     */
    public static Map<String, PhaseResult> phases(LoadResult load, List<WorkloadResult> workloads,
                                                  List<ConcurrencyResult> concurrency, HopsResult hops,
                                                  LadderResult ladder) {
        Map<String, PhaseResult> phases = new LinkedHashMap<>();
        if (load != null) {
            phases.put(LoadPhase.ID, load);
        }
        Map<String, List<WorkloadResult>> byPhase = new LinkedHashMap<>();
        for (WorkloadResult workload : workloads == null ? List.<WorkloadResult>of() : workloads) {
            byPhase.computeIfAbsent(workload.phase(), phase -> new ArrayList<>()).add(workload);
        }
        byPhase.forEach((phase, timed) -> phases.put(phase, new TimedResult(timed)));
        if (concurrency != null && !concurrency.isEmpty()) {
            phases.put(ConcurrentPhase.ID, new ConcurrentResults(concurrency));
        }
        if (hops != null) {
            phases.put(HopsPhase.ID, hops);
        }
        if (ladder != null) {
            phases.put(LadderPhase.ID, ladder);
        }
        return phases;
    }

    /**
     * One engine's run of these phases' results, with each field a results file of format 3 had, in its order: what
     * each phase measured, then the run's wall times, its cycles before the last and when it was interrupted.
     */
    public static EngineRun run(int formatVersion, Provenance provenance, EngineInfo engine, Status status,
                                String reason, ServerResult server, LoadResult load, List<WorkloadResult> workloads,
                                List<ConcurrencyResult> concurrency, HopsResult hops, MemoryResult memory,
                                LadderResult ladder, Map<String, Double> wallSeconds, List<CycleResult> cycles,
                                Instant interruptedAt) {
        return new EngineRun(formatVersion, provenance, engine, status, reason, server, memory, wallSeconds,
                phases(load, workloads, concurrency, hops, ladder), cycles, interruptedAt);
    }

    /** One engine's run of these phases' results, with its wall times, of one cycle. */
    public static EngineRun run(int formatVersion, Provenance provenance, EngineInfo engine, Status status,
                                String reason, ServerResult server, LoadResult load, List<WorkloadResult> workloads,
                                List<ConcurrencyResult> concurrency, HopsResult hops, MemoryResult memory,
                                LadderResult ladder, Map<String, Double> wallSeconds) {
        return run(formatVersion, provenance, engine, status, reason, server, load, workloads, concurrency, hops,
                memory, ladder, wallSeconds, List.of(), null);
    }

    /** One engine's run of these phases' results, written in this build's format, of one cycle. */
    public static EngineRun run(Provenance provenance, EngineInfo engine, Status status, String reason,
                                ServerResult server, LoadResult load, List<WorkloadResult> workloads,
                                List<ConcurrencyResult> concurrency, HopsResult hops, MemoryResult memory,
                                LadderResult ladder) {
        return run(ResultsFiles.FORMAT_VERSION, provenance, engine, status, reason, server, load, workloads,
                concurrency, hops, memory, ladder, null);
    }

    /** One engine's run of these phases' results but the ladder, written in this build's format, of one cycle. */
    public static EngineRun run(Provenance provenance, EngineInfo engine, Status status, String reason,
                                ServerResult server, LoadResult load, List<WorkloadResult> workloads,
                                List<ConcurrencyResult> concurrency, HopsResult hops, MemoryResult memory) {
        return run(provenance, engine, status, reason, server, load, workloads, concurrency, hops, memory, null);
    }

    /** One engine's run of a load and workloads timed call by call alone. */
    public static EngineRun run(Provenance provenance, EngineInfo engine, Status status, String reason,
                                ServerResult server, LoadResult load, List<WorkloadResult> workloads) {
        return run(provenance, engine, status, reason, server, load, workloads, List.of(), null, null, null);
    }

    /** The results file {@code file}, each phase's result read as the type of the phase installed of its id. */
    public static EngineRun read(Path file) {
        return ResultsFiles.read(file, Phases.installed().types());
    }

    /** {@code run}'s load; null when it has none. */
    public static LoadResult load(EngineRun run) {
        return run.phase(LoadPhase.ID, LoadResult.class);
    }

    /** {@code run}'s workloads of the concurrent phase, in report order; none when it has no such phase. */
    public static List<ConcurrencyResult> concurrency(EngineRun run) {
        ConcurrentResults results = run.phase(ConcurrentPhase.ID, ConcurrentResults.class);
        return results == null ? List.of() : results.workloads();
    }

    /** {@code run}'s result of workload {@code id} in the concurrent phase; null when it has none. */
    public static ConcurrencyResult concurrent(EngineRun run, String id) {
        ConcurrentResults results = run.phase(ConcurrentPhase.ID, ConcurrentResults.class);
        return results == null ? null : results.of(id);
    }

    /** {@code run}'s hops; null when it has none. */
    public static HopsResult hops(EngineRun run) {
        return run.phase(HopsPhase.ID, HopsResult.class);
    }

    /** {@code run}'s depth ladder; null when it has none. */
    public static LadderResult ladder(EngineRun run) {
        return run.phase(LadderPhase.ID, LadderResult.class);
    }
}
