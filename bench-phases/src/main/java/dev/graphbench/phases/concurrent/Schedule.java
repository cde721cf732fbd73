package dev.graphbench.phases.concurrent;

import dev.graphbench.options.Arrivals;
import java.util.SplittableRandom;

/**
 * The intended start times of an open loop's calls, handed out in order to whichever thread of the
 * pool is free: evenly spaced, or as a Poisson process from a seeded stream, so that every engine
 * is offered the same schedule.
 */
final class Schedule {

    private final double gapNanos;
    private final Arrivals arrivals;
    private final long durationNanos;
    private final SplittableRandom random;
    private final double phaseNanos;
    private long start;
    private double nextOffset;
    private long handedOut;
    private long missed;
    private boolean over;

    /**
     * {@code rate} calls a second for {@code durationNanos}, spaced as {@code arrivals} says, Poisson gaps
     * from {@code seed}; uniform ones start {@code phaseNanos} into the window, so that clients' interleave.
     */
    Schedule(double rate, Arrivals arrivals, long durationNanos, long seed, double phaseNanos) {
        this.phaseNanos = phaseNanos;
        this.gapNanos = 1e9 / rate;
        this.arrivals = arrivals;
        this.durationNanos = durationNanos;
        this.random = new SplittableRandom(seed);
    }

    /** The schedule begins at {@code nanos} ({@link System#nanoTime()}). */
    synchronized void begin(long nanos) {
        start = nanos;
        nextOffset = arrivals == Arrivals.POISSON ? gap() : phaseNanos;
    }

    /** The intended start of the next call, or -1 when the schedule holds no more. */
    synchronized long next() {
        if (over || !within()) {
            over = true;
            return -1;
        }
        long intended = start + (long) nextOffset;
        nextOffset += gap();
        handedOut++;
        return intended;
    }

    /** The pool gives up: every call the schedule still holds is counted as missed, never sent. */
    synchronized void abandon() {
        while (!over && within()) {
            missed++;
            nextOffset += gap();
        }
        over = true;
    }

    /** The calls handed out to be sent. */
    synchronized long handedOut() {
        return handedOut;
    }

    /** The calls given up on. */
    synchronized long missed() {
        return missed;
    }

    /**
     * Whether the next call falls in the window: a nanosecond short of its end, so that the sum of
     * rate x duration gaps, a hair short of the end by rounding, is not one call too many.
     */
    private boolean within() {
        return nextOffset < durationNanos - 1;
    }

    private double gap() {
        return arrivals == Arrivals.POISSON ? -Math.log(1 - random.nextDouble()) * gapNanos : gapNanos;
    }
}
