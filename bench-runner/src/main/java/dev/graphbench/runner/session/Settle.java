package dev.graphbench.runner.session;

import dev.graphbench.results.Failures;
import dev.graphbench.options.RunOption;
import dev.graphbench.api.Session;
import dev.graphbench.workloads.Phase;
import dev.graphbench.workloads.Workload;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The untimed pass before an engine's first timed phase: rounds of one call to each of the run's reads and
 * traversals, until the rounds a second stop rising (the engine has finished what the load left it to do and
 * has compiled the code paths the workloads share) or the settle seconds are spent. A workload whose first
 * call outlasts the slow-call bound is left out of later rounds: it is warmed on its own, and would make every
 * round as slow as it. The whole-graph queries are left out altogether: each reads the whole graph, so that
 * its one call would cost as much as the graph is large (minutes at scale factor 10) and settle nothing its
 * own first call does not. The reference engine is the judge, not a contestant, and does not settle.
 */
final class Settle {

    /** The phases whose workloads it calls: they only read, each a part of the graph. */
    private static final Set<Phase> PHASES = EnumSet.of(Phase.READ, Phase.TRAVERSE);
    /** The least length of a window whose rounds a second are compared with the next one's. */
    private static final long WINDOW_NANOS = 1_000_000_000L;
    /** A window no more than this share quicker than the one before has stopped rising: the noise between them. */
    private static final double RISING = 0.05;

    private Settle() {
    }

    /** Settles the engine of {@code context} on those of {@code planned} it runs; false when there was nothing to do. */
    static boolean run(EngineContext context, List<Workload> planned) {
        List<Workload> reads = planned.stream()
                .filter(workload -> PHASES.contains(workload.phase()))
                .filter(workload -> workload.supportedBy(context.support())).toList();
        if (context.config().get(RunOption.SETTLE_SECONDS) <= 0 || reads.isEmpty() || context.isReference()) {
            return false;
        }
        long start = System.nanoTime();
        long bound = start + (long) (context.config().get(RunOption.SETTLE_SECONDS) * 1e9);
        long slow = (long) (context.config().get(RunOption.SLOW_CALL) * 1e9);
        int made = 0;
        String ended = "its --" + RunOption.SETTLE_SECONDS.name() + " were spent";
        try (Session session = context.engine().openSession();
             CallWatch.Watched watched = context.watch().on(session)) {
            List<Caller> callers = new ArrayList<>();
            for (Workload workload : reads) {
                callers.add(new Caller(workload, workload.arguments(context.arguments(), workload.stream() + "/settle",
                        WorkloadMeasurement.WARMUP_ARGUMENTS)));
            }
            double lastRate = Double.NaN;
            long windowStart = System.nanoTime();
            int windowRounds = 0;
            for (int round = 0; System.nanoTime() < bound && !callers.isEmpty(); round++) {
                for (var it = callers.iterator(); it.hasNext(); ) {
                    Caller caller = it.next();
                    long began = System.nanoTime();
                    if (!caller.call(session, watched, round)) {
                        it.remove();
                        continue;
                    }
                    made++;
                    if (round == 0 && System.nanoTime() - began > slow) {
                        it.remove();
                    }
                }
                if (round == 0) {
                    // The first round is the cold one, whatever it took.
                    windowStart = System.nanoTime();
                    continue;
                }
                windowRounds++;
                long windowNanos = System.nanoTime() - windowStart;
                if (windowNanos >= WINDOW_NANOS) {
                    double rate = windowRounds * 1e9 / windowNanos;
                    if (!Double.isNaN(lastRate) && rate <= lastRate * (1 + RISING)) {
                        ended = "its calls a second stopped rising";
                        break;
                    }
                    lastRate = rate;
                    windowStart = System.nanoTime();
                    windowRounds = 0;
                }
            }
        } catch (RuntimeException e) {
            context.listener().message(context.name(), "the untimed pass before the first timed phase stopped: "
                    + Failures.oneLine(e));
            return true;
        }
        context.listener().message(context.name(), String.format(Locale.ROOT,
                "settled: %,d untimed calls to %d workloads in %.1f s, once %s", made, reads.size(),
                (System.nanoTime() - start) / 1e9, ended));
        return true;
    }

    /** One workload's calls in the settling rounds, over its own arguments. */
    private record Caller(Workload workload, List<Map<String, Object>> arguments) {

        /** One call; false when it failed, which the workload's own measurement finds out and reports. */
        boolean call(Session session, CallWatch.Watched watched, int round) {
            try {
                watched.begin();
                workload.call(session, arguments.get(round % arguments.size()));
                watched.end();
                return true;
            } catch (RuntimeException e) {
                if (watched.timedOut()) {
                    // The session is ended; the workloads' own measurements find out about the engine.
                    throw watched.explain(e);
                }
                return false;
            }
        }
    }
}
