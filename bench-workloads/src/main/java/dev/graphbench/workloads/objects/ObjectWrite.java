package dev.graphbench.workloads.objects;

import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.answers.Documents;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.WriteWorkload;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A write through the object store. A call's one argument is its key, {@code w-<stream>-<n>}: the
 * id of what it writes, or the stem of those ids, never an id of the generated graph (whose ids are
 * a label's letter and digits). Every object a call writes is made from its key alone, so every
 * engine writes the same objects and reads the same answers back.
 */
public final class ObjectWrite implements WriteWorkload {

    /** The argument holding a call's key. */
    public static final String KEY = "key";
    /** What every id this phase writes starts with. */
    public static final String ID_PREFIX = "w-";

    /** One step of a call, given the object store and the call's key. */
    @FunctionalInterface
    interface Step {
        Object run(ObjectStore objects, String key);
    }

    /** What the calls with a key write, by the fragment class to delete it as. */
    @FunctionalInterface
    interface Written {
        Map<Class<?>, List<String>> of(String key);
    }

    private final String id;
    private final String title;
    private final Step prepare;
    private final Step call;
    private final Step readBack;
    private final Function<String, Object> expected;
    private final Written written;

    /**
     * A write workload.
     *
     * @param prepare  untimed, before the call; null when the call needs nothing there
     * @param call     the timed call
     * @param readBack untimed, after: what the call wrote, as it loads back
     * @param expected what the read-back must be, made from the key alone: the objects the call was asked
     *                 to write, as they load
     * @param written  what the call wrote, to delete after the phase
     */
    ObjectWrite(String id, String title, Step prepare, Step call, Step readBack, Function<String, Object> expected,
                Written written) {
        this.id = id;
        this.title = title;
        this.prepare = prepare;
        this.call = call;
        this.readBack = readBack;
        this.expected = expected;
        this.written = written;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String phase() {
        return "write";
    }

    /** A call's one argument is its key, one no generated graph holds, since what a write wrote is deleted. */
    @Override
    public void check(Map<String, Object> arguments) {
        if (arguments.size() != 1 || !(arguments.get(KEY) instanceof String key) || !key.startsWith(ID_PREFIX)) {
            throw new IllegalArgumentException(id + " takes one " + KEY + " starting " + ID_PREFIX + ", got " + arguments);
        }
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public boolean supportedBy(Support support) {
        return support.objectStore();
    }

    /** One key per call, numbered in the stream: no two calls of any stream share one. */
    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        String stem = ID_PREFIX + stream.replace('/', '-') + "-";
        List<Map<String, Object>> calls = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            calls.add(Map.of(KEY, stem + i));
        }
        return calls;
    }

    @Override
    public void prepare(Session session, Map<String, Object> arguments) {
        if (prepare != null) {
            prepare.run(ObjectStores.of(session), key(arguments));
        }
    }

    @Override
    public boolean prepares() {
        return prepare != null;
    }

    @Override
    public Object call(Session session, Map<String, Object> arguments) {
        return call.run(ObjectStores.of(session), key(arguments));
    }

    @Override
    public Object readBack(Session session, Map<String, Object> arguments) {
        return readBack.run(ObjectStores.of(session), key(arguments));
    }

    @Override
    public Object expected(Map<String, Object> arguments) {
        return expected.apply(key(arguments));
    }

    @Override
    public String canonical(Object answer) {
        return Documents.canonical(answer);
    }

    @Override
    public Map<Class<?>, Collection<String>> written(List<Map<String, Object>> calls) {
        Map<Class<?>, Collection<String>> ids = new LinkedHashMap<>();
        for (Map<String, Object> arguments : calls) {
            written.of(key(arguments)).forEach((type, more) -> ids.computeIfAbsent(type, t -> new ArrayList<>()).addAll(more));
        }
        return ids;
    }

    private static String key(Map<String, Object> arguments) {
        return (String) arguments.get(KEY);
    }

    @Override
    public String toString() {
        return id;
    }
}
