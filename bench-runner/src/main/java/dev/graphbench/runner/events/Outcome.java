package dev.graphbench.runner.events;

import dev.graphbench.results.Status;

/**
 * One thing a phase finished measuring on an engine, a workload or the phase as a whole, as a listener is told it.
 *
 * @param id     how a line of figures names it, in the column of ids: {@code two-hops}, {@code ladder}
 * @param named  how a sentence names it: {@code two-hops}, {@code the ladder}
 * @param status whether it was measured
 * @param reason why it was held, unsupported or skipped; null when OK
 * @param line   what it measured, in words, after its id; null when it measured nothing
 */
public record Outcome(String id, String named, Status status, String reason, String line) {

    /** A thing named as its id. */
    public static Outcome of(String id, Status status, String reason, String line) {
        return new Outcome(id, id, status, reason, line);
    }

    /** Whether it measured something: its line of figures is told, even when it was held after. */
    public boolean measured() {
        return line != null;
    }
}
