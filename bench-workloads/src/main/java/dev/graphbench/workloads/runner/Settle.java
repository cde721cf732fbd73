package dev.graphbench.workloads.runner;

import dev.graphbench.workloads.RunOption;
import dev.graphbench.api.Session;
import dev.graphbench.workloads.Phase;
import dev.graphbench.workloads.Workload;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The untimed pass before an engine's first timed phase: the run's reads, traversals and whole-graph
 * queries, each called back to back for an equal share of the settle seconds, at least once, so that
 * a slow one cannot take the time the quick ones need. Whatever phase comes first is then timed on an
 * engine that has finished what the load left it to do and has compiled the code paths the workloads
 * share. The reference engine is the judge, not a contestant, and does not settle.
 */
final class Settle {

    /** The phases whose workloads it calls: they only read. */
    private static final Set<Phase> PHASES = EnumSet.of(Phase.READ, Phase.TRAVERSE, Phase.GRAPH);

    private Settle() {
    }

    /** Settles the engine of {@code context} on those of {@code planned} it runs. */
    static void run(EngineContext context, List<Workload> planned) {
        List<Workload> reads = planned.stream()
                .filter(workload -> PHASES.contains(workload.phase()))
                .filter(workload -> workload.supportedBy(context.support())).toList();
        if (context.config().get(RunOption.SETTLE_SECONDS) <= 0 || reads.isEmpty() || context.isReference()) {
            return;
        }
        long share = (long) (context.config().get(RunOption.SETTLE_SECONDS) * 1e9 / reads.size());
        long start = System.nanoTime();
        int made = 0;
        try (Session session = context.engine().openSession();
             CallWatch.Watched watched = context.watch().on(session)) {
            for (Workload workload : reads) {
                List<Map<String, Object>> asked = workload.arguments(context.arguments(), workload.stream() + "/settle",
                        WorkloadMeasurement.WARMUP_ARGUMENTS);
                long end = System.nanoTime() + share;
                int call = 0;
                try {
                    do {
                        watched.begin();
                        workload.call(session, asked.get(call++ % asked.size()));
                        watched.end();
                        made++;
                    } while (System.nanoTime() < end);
                } catch (RuntimeException e) {
                    if (watched.timedOut()) {
                        // The session is ended; the workloads' own measurements find out about the engine.
                        throw watched.explain(e);
                    }
                    // Left to the workload's own measurement, which reports it.
                }
            }
        } catch (RuntimeException e) {
            context.listener().message(context.name(), "the untimed pass before the first timed phase stopped: "
                    + Failures.oneLine(e));
            return;
        }
        context.listener().message(context.name(), String.format(Locale.ROOT,
                "settled: %,d untimed calls to %d workloads in %.1f s", made, reads.size(),
                (System.nanoTime() - start) / 1e9));
    }
}
