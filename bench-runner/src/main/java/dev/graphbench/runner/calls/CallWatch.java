package dev.graphbench.runner.calls;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Session;
import dev.graphbench.options.RunOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Ends a call that goes unanswered longer than the run's call timeout, so that an engine that hangs
 * (a server paused, a network cut without a reset) cannot stop the run. A watchdog thread looks at
 * every call in flight a few times a timeout; a call it finds too old has its session aborted
 * ({@link Session#abort()}), and the call, when it returns with the error that gives, is reported as
 * having had no answer. Marking a call costs the measuring thread two writes of a field.
 */
public final class CallWatch implements AutoCloseable {

    private final long timeoutNanos;
    private final String timeoutText;
    private final Set<Watched> inFlight = ConcurrentHashMap.newKeySet();
    private final Thread watchdog;

    /** A watch ending calls unanswered after {@code timeoutSeconds}. */
    public CallWatch(double timeoutSeconds) {
        this.timeoutNanos = (long) (timeoutSeconds * 1e9);
        this.timeoutText = RunOption.plain(timeoutSeconds) + " s";
        this.watchdog = Thread.ofPlatform().daemon().name("bench-call-watch").start(this::watch);
    }

    /** {@code session}'s calls, watched from now until the handle is closed. */
    public Watched on(Session session) {
        Watched watched = new Watched(session);
        inFlight.add(watched);
        return watched;
    }

    private void watch() {
        long pause = Math.max(1, Math.min(timeoutNanos / 4, 200_000_000L)) / 1_000_000;
        while (!Thread.currentThread().isInterrupted()) {
            long now = System.nanoTime();
            for (Watched watched : inFlight) {
                long started = watched.started;
                if (started != 0 && now - started > timeoutNanos && !watched.timedOut) {
                    watched.timedOut = true;
                    // Aborting may itself block on a broken connection: never in the watchdog's own thread.
                    Thread.ofVirtual().start(watched::abort);
                }
            }
            try {
                Thread.sleep(Math.max(1, pause));
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    @Override
    public void close() {
        watchdog.interrupt();
    }

    /** One session's calls: each is begun and ended around the call; one that timed out is said so. */
    public final class Watched implements AutoCloseable {
        private final Session session;
        /** When the call in flight began, by {@link System#nanoTime()}; 0 when none is. */
        private volatile long started;
        private volatile boolean timedOut;

        private Watched(Session session) {
            this.session = session;
        }

        /** A call begins. */
        public void begin() {
            long now = System.nanoTime();
            started = now == 0 ? 1 : now;
        }

        /** The call ended, answered or not. */
        public void end() {
            started = 0;
        }

        /** Whether a call of this session was ended for want of an answer; the session is then unusable. */
        public boolean timedOut() {
            return timedOut;
        }

        /**
         * What a call's failure was: {@code failure} itself, or, when the call was ended for want of an
         * answer, that, which is what the user needs to read.
         */
        public RuntimeException explain(RuntimeException failure) {
            return timedOut ? new EngineException("no answer within " + timeoutText + " (" + RunOption.CALL_TIMEOUT + ")", failure)
                    : failure;
        }

        private void abort() {
            try {
                session.abort();
            } catch (RuntimeException e) {
                // The call is already reported as unanswered; a session that cannot even be aborted changes nothing.
                return;
            }
        }

        @Override
        public void close() {
            inFlight.remove(this);
        }
    }
}
