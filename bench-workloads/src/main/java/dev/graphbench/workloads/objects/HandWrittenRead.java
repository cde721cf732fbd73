package dev.graphbench.workloads.objects;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The hand-written twin of an {@link ObjectRead}: the engine's own statement for the same answer
 * (a {@link Query} whose answer is one document), asked what the object store is asked, call by
 * call. Its latency is the denominator of the mapper's cost; the reference engine's answer to it is
 * what both it and the object store read are checked against.
 */
public final class HandWrittenRead implements Workload {

    private final ObjectRead objectRead;
    private final Query query;

    HandWrittenRead(ObjectRead objectRead, Query query) {
        this.objectRead = objectRead;
        this.query = query;
    }

    /** The object store's read this one answers as. */
    public ObjectRead objectRead() {
        return objectRead;
    }

    /** The query every engine writes by hand. */
    public Query statement() {
        return query;
    }

    @Override
    public Optional<Query> query() {
        return Optional.of(query);
    }

    @Override
    public Optional<String> twinOf() {
        return Optional.of(objectRead.id());
    }

    /** It reads what its object store read does. */
    @Override
    public boolean readsWholeLabels() {
        return objectRead.readsWholeLabels();
    }

    @Override
    public String id() {
        return query.id();
    }

    @Override
    public String phase() {
        return ObjectRead.PHASE;
    }

    @Override
    public String title() {
        return "written by hand: " + objectRead.title();
    }

    @Override
    public boolean supportedBy(Support support) {
        return support.supports(query);
    }

    /** The object store's read's arguments, from its streams. */
    @Override
    public String stream() {
        return objectRead.stream();
    }

    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        List<Map<String, Object>> calls = objectRead.arguments(lists, stream, count);
        calls.forEach(query::check);
        return calls;
    }

    @Override
    public Answer call(Session session, Map<String, Object> arguments) {
        return session.execute(query, arguments);
    }

    /** The one document of the answer, canonical as the object store's answer is; {@code null} for no row. */
    @Override
    public String canonical(Object answer) {
        return Canonical.text(query, (Answer) answer);
    }

    @Override
    public String toString() {
        return id();
    }
}
