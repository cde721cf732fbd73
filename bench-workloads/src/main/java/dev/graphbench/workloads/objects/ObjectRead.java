package dev.graphbench.workloads.objects;

import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.answers.Documents;
import dev.graphbench.workloads.Phase;
import dev.graphbench.workloads.Support;
import dev.graphbench.workloads.Workload;
import java.util.List;
import java.util.Map;

/**
 * A read through the object store: the same Java call on every engine, which each engine turns into
 * a statement of its own language. It has a twin, {@link #handWritten()}: the engine's own
 * hand-written statement for the same answer, asked the same arguments, so that what the mapper
 * costs is measured rather than claimed.
 */
public final class ObjectRead implements Workload {

    /** The object store call of one workload call. */
    @FunctionalInterface
    interface Call {
        Object call(ObjectStore objects, Map<String, Object> arguments);
    }

    /** The arguments of a workload's calls, from a seeded stream. */
    @FunctionalInterface
    interface Arguments {
        List<Map<String, Object>> of(ArgumentLists lists, String stream, int count);
    }

    private final String id;
    private final String title;
    private final Arguments arguments;
    private final ObjectCall objectCall;
    private final Call call;
    private final HandWrittenRead handWritten;

    /** {@code objectCall} is what {@code call} asks, for reading its statement; a test holds them to each other. */
    ObjectRead(String id, String title, Query handWritten, Arguments arguments, ObjectCall objectCall, Call call) {
        this.id = id;
        this.title = title;
        this.arguments = arguments;
        this.objectCall = objectCall;
        this.call = call;
        this.handWritten = new HandWrittenRead(this, handWritten);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Phase phase() {
        return Phase.READ;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public boolean supportedBy(Support support) {
        return support.objectStore();
    }

    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        return arguments.of(lists, stream, count);
    }

    @Override
    public Object call(Session session, Map<String, Object> arguments) {
        return call(ObjectStores.of(session), arguments);
    }

    /** The call on an object store of the caller's: what a test of an engine's object store asks. */
    public Object call(ObjectStore objects, Map<String, Object> arguments) {
        return call.call(objects, arguments);
    }

    @Override
    public String canonical(Object answer) {
        return Documents.canonical(answer);
    }

    /**
     * What each call asks the object store, without its values: each engine shows its statement for
     * it through {@link dev.graphbench.api.Dialect#objectStatement}.
     */
    public ObjectCall objectCall() {
        return objectCall;
    }

    /** The hand-written statement that answers the same, asked the same arguments. */
    public HandWrittenRead handWritten() {
        return handWritten;
    }

    @Override
    public String toString() {
        return id;
    }
}
