package dev.graphbench.runner.session;

import dev.graphbench.options.RunOption;
import dev.graphbench.results.Failures;
import dev.graphbench.runner.calls.CallLoop;
import dev.graphbench.runner.calls.Calls;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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

    /** The least length of a window whose rounds a second are compared with the next one's. */
    private static final long WINDOW_NANOS = 1_000_000_000L;
    /** A window no more than this share quicker than the one before has stopped rising: the noise between them. */
    private static final double RISING = 0.05;

    private Settle() {
    }

    /**
     * Settles the engine of {@code context} on {@code reads}, the workloads of the phases that settle which it
     * supports; false when there was nothing to do.
     */
    static boolean run(EngineContext context, List<Workload> reads) {
        if (context.get(RunOption.SETTLE_SECONDS) <= 0 || reads.isEmpty() || context.isReference()) {
            return false;
        }
        long start = System.nanoTime();
        long bound = start + (long) (context.get(RunOption.SETTLE_SECONDS) * 1e9);
        long slow = (long) (context.get(RunOption.SLOW_CALL) * 1e9);
        int made = 0;
        String ended = "its " + RunOption.SETTLE_SECONDS + " were spent";
        try (Calls calls = Calls.open(context.engine(), context.watch())) {
            List<Caller> callers = new ArrayList<>();
            for (Workload workload : reads) {
                callers.add(new Caller(workload, workload.arguments(context.arguments(), workload.stream() + "/settle",
                        CallLoop.WARMUP_ARGUMENTS)));
            }
            double lastRate = Double.NaN;
            long windowStart = System.nanoTime();
            int windowRounds = 0;
            for (int round = 0; System.nanoTime() < bound && !callers.isEmpty(); round++) {
                for (var it = callers.iterator(); it.hasNext(); ) {
                    Caller caller = it.next();
                    long began = System.nanoTime();
                    if (!caller.call(calls, round)) {
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

        /** One call, untimed; false when it failed, which the workload's own measurement finds out and reports. */
        boolean call(Calls calls, int round) {
            try {
                calls.make(workload, arguments.get(round % arguments.size()), null, false);
                return true;
            } catch (RuntimeException e) {
                if (calls.timedOut()) {
                    // The session is ended; the workloads' own measurements find out about the engine.
                    throw calls.explain(e);
                }
                return false;
            }
        }
    }
}
