package dev.graphbench.workloads.objects;

import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.answers.Documents;
import dev.graphbench.workloads.core.Expected;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A read through the object store: the same Java call on every engine, which each engine turns into
 * a statement of its own language. It has a twin, {@link #handWritten()}: the engine's own
 * hand-written statement for the same answer, asked the same arguments, so that what the mapper
 * costs is measured rather than claimed.
 */
public final class ObjectRead implements Workload {

    /** The phase the object store's reads, and their twins, are timed in. */
    static final String PHASE = "read";

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
    private final Set<String> alsoIn;
    private final boolean wholeLabels;

    /** {@code objectCall} is what {@code call} asks, for reading its statement; a test holds them to each other. */
    ObjectRead(String id, String title, Query handWritten, Arguments arguments, ObjectCall objectCall, Call call) {
        this(id, title, handWritten, arguments, objectCall, call, Set.of(), false);
    }

    private ObjectRead(String id, String title, Query handWritten, Arguments arguments, ObjectCall objectCall, Call call,
                       Set<String> alsoIn, boolean wholeLabels) {
        this.id = id;
        this.title = title;
        this.arguments = arguments;
        this.objectCall = objectCall;
        this.call = call;
        this.alsoIn = Set.copyOf(alsoIn);
        this.wholeLabels = wholeLabels;
        this.handWritten = new HandWrittenRead(this, handWritten);
    }

    /** This read, taking part in {@code phase} too, as the concurrent phase's view load. */
    ObjectRead alsoIn(String phase) {
        Set<String> more = new LinkedHashSet<>(alsoIn);
        more.add(phase);
        return new ObjectRead(id, title, handWritten.statement(), arguments, objectCall, call, more, wholeLabels);
    }

    /** This read, of every node of a label: a mix's writes could change its answer. */
    ObjectRead readingWholeLabels() {
        return new ObjectRead(id, title, handWritten.statement(), arguments, objectCall, call, alsoIn, true);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String phase() {
        return PHASE;
    }

    @Override
    public Set<String> alsoIn() {
        return alsoIn;
    }

    @Override
    public boolean readsWholeLabels() {
        return wholeLabels;
    }

    /** Its arguments are its hand-written twin's, and checked as its query's are. */
    @Override
    public void check(Map<String, Object> arguments) {
        handWritten.check(arguments);
    }

    /** The judge answers it by its hand-written twin, asked the same: the two answer the same document. */
    @Override
    public Expected judged(Map<String, Object> arguments) {
        return new Expected.Asked(handWritten, arguments);
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
