package dev.graphbench.runner.session;

import dev.graphbench.results.Failures;
import dev.graphbench.runner.phase.EngineStopped;
import java.util.Optional;

/** An embedded server that ended mid-run, started again on its data so that the phases after the crash are measured. */
final class ServerRestart {

    /** The part of an engine's wall time starting the server again takes. */
    static final String PART = "restart";

    private ServerRestart() {
    }

    /**
     * After the engine stopped answering: the embedded server whose process ended, started again on its data, in
     * words; empty when there was none to start again, or it did not start, and the engine is then held.
     */
    static Optional<String> after(EngineLifecycle lifecycle, EngineStopped stopped, RunRecord record) {
        long restarting = System.nanoTime();
        try {
            Optional<String> restarted = lifecycle.restartIfEnded();
            restarted.ifPresentOrElse(how -> record.took(PART, System.nanoTime() - restarting),
                    () -> record.stopped(stopped.getMessage()));
            return restarted;
        } catch (RuntimeException e) {
            record.stopped(stopped.getMessage() + "; it did not start again: " + Failures.oneLine(e));
            return Optional.empty();
        }
    }
}
