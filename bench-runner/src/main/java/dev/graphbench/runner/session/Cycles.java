package dev.graphbench.runner.session;

import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.events.RunListener;

/**
 * The cycles of {@code --cycles} on one engine: a cold one first, after a restart with no warm-up, then warm ones
 * straight after; the last alone runs every phase and writes the answers, and each before it is kept as a cycle of
 * its own in the results file.
 */
final class Cycles {

    /** The part of an engine's wall time a restart takes. */
    private static final String RESTART = "restart";

    /** The phases of one cycle. */
    @FunctionalInterface
    interface Phases {

        /**
         * Runs the phases of a cycle on {@code context}'s engine, writing {@code answers}, in a cold cycle
         * ({@code cold}) or a warm one, those of the last cycle alone too when {@code all}; false when the engine
         * stopped answering, and the rest is held.
         */
        boolean run(EngineContext context, EngineLifecycle lifecycle, AnswersLog answers, boolean cold, boolean all);
    }

    private Cycles() {
    }

    /** Runs {@code cycles} cycles of {@code phases} on {@code context}'s engine, each recorded in {@code record}. */
    static void run(int cycles, EngineContext context, EngineLifecycle lifecycle, AnswersLog answers, RunRecord record,
                    RunListener listener, Phases phases) {
        EngineContext current = context;
        for (int cycle = 1; cycle <= cycles; cycle++) {
            boolean cold = cycle == 1;
            boolean last = cycle == cycles;
            String start;
            if (cold) {
                long restarting = System.nanoTime();
                start = lifecycle.coldStart();
                record.took(RESTART, System.nanoTime() - restarting);
                current = current.withEngine(lifecycle.engine());
            } else {
                start = "warm, straight after cycle " + (cycle - 1);
                // The engine as opened last: its server may have ended in the cycle before and started again.
                current = current.withEngine(lifecycle.engine());
            }
            listener.message(current.name(), "cycle " + cycle + " of " + cycles + (cold ? ", cold: " : ": ") + start);
            if (!phases.run(current, lifecycle, last ? answers : AnswersLog.off(), cold, last)) {
                return;
            }
            if (!last) {
                record.cycleEnded(cycle, cold, start);
            }
        }
    }
}
