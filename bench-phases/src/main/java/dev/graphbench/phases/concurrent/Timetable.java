package dev.graphbench.phases.concurrent;

import dev.graphbench.options.RunOption;
import dev.graphbench.runner.phase.RunConfig;
import java.time.Instant;

/**
 * When each concurrent window opens, agreed in advance so that client processes on several
 * machines measure together: the first at the start time given, each next one the window's length
 * plus {@link RunOption#WINDOW_ALLOWANCE_SECONDS} later, in the order every client takes its
 * measurements. A client not ready by its time opens at once, late: its file says when it opened
 * (its interval log's start), and {@code bench merge} refuses windows that did not open together.
 */
public final class Timetable {

    private final long startEpochMillis;
    private final long slotMillis;
    private long taken;

    /** Windows of {@code durationSeconds} from {@code startAt}. */
    public Timetable(Instant startAt, double durationSeconds) {
        this.startEpochMillis = startAt.toEpochMilli();
        this.slotMillis = (long) ((durationSeconds + RunOption.WINDOW_ALLOWANCE_SECONDS) * 1000);
    }

    /**
     * The windows of a run of {@code config}, from its {@code --start-at}; null to open each window when its threads
     * are ready.
     */
    static Timetable of(RunConfig config) {
        return config.get(RunOption.START_AT).map(at -> new Timetable(at, config.get(RunOption.DURATION))).orElse(null);
    }

    /** When the first window opens. */
    public Instant startAt() {
        return Instant.ofEpochMilli(startEpochMillis);
    }

    /** Waits until the next window's time, unless it has passed. */
    void awaitNext() {
        long at;
        synchronized (this) {
            at = startEpochMillis + taken++ * slotMillis;
        }
        for (long now = System.currentTimeMillis(); now < at; now = System.currentTimeMillis()) {
            try {
                Thread.sleep(Math.min(at - now, 1000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
