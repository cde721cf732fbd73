package dev.graphbench.workloads.core;

import dev.graphbench.api.Session;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * A workload that writes. Each call writes objects of its own, with ids no generated graph holds
 * ("w-" and its arguments' stream and number), so calls never collide with the graph or with each
 * other, and a call's arguments are never used twice. Around the timed {@link #call}, untimed:
 * {@link #prepare} writes what the call needs to find (an update's object), {@link #readBack} reads
 * what the call wrote, which is the answer checked against {@link #expected}, and after the phase the runner
 * deletes everything {@link #written} names, so that the graph is as it was loaded.
 */
public interface WriteWorkload extends Workload {

    /** Untimed, before the call with {@code arguments}: what the call needs to be there. */
    @Override
    void prepare(Session session, Map<String, Object> arguments);

    /** Whether {@link #prepare} writes anything: a write that does cannot run in a mix. */
    @Override
    boolean prepares();

    /** Untimed, after the call with {@code arguments}: what it wrote, read back; the answer {@link #canonical} reads. */
    Object readBack(Session session, Map<String, Object> arguments);

    @Override
    default Object readBack(Session session, Map<String, Object> arguments, Object answer) {
        return readBack(session, arguments);
    }

    @Override
    default boolean writes() {
        return true;
    }

    /**
     * What {@link #readBack} must give after the call with {@code arguments}, made from what the call was
     * asked to write and not by any engine: the answer every engine's is checked against.
     */
    Object expected(Map<String, Object> arguments);

    @Override
    default Expected judged(Map<String, Object> arguments) {
        return new Expected.Given(canonical(expected(arguments)));
    }

    /** The ids of what the calls with these arguments wrote (or may have), by the fragment class to delete them as. */
    @Override
    Map<Class<?>, Collection<String>> written(List<Map<String, Object>> calls);
}
