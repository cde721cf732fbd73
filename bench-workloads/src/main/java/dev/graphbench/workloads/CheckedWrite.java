package dev.graphbench.workloads;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.WorkloadCatalogue;
import dev.graphbench.api.WorkloadSpec;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A write of one hand-written query (a workload folder's insert, update or delete), checked by a read: before each
 * call a transaction is begun ({@link Session#begin()}), the call alone is timed, then its check read is asked with
 * the call's arguments on the same session, its answer the call's, and the transaction rolled back, so that every
 * call finds the graph as loaded. An engine without transactions does not run it.
 *
 * @param write the write, as the catalogue describes it
 * @param check the read asked after each call, each of its parameters given the call's argument of that name
 */
public record CheckedWrite(QueryWorkload write, Query check) implements Workload {

    /** The write {@code spec} of {@code catalogue}, checked by {@code check}. */
    public CheckedWrite(WorkloadSpec spec, WorkloadCatalogue catalogue, Query check) {
        this(new QueryWorkload(spec, catalogue), check);
    }

    @Override
    public String id() {
        return write.id();
    }

    @Override
    public String stream() {
        return write.stream();
    }

    @Override
    public String phase() {
        return write.phase();
    }

    @Override
    public String title() {
        return write.title();
    }

    @Override
    public Optional<Query> query() {
        return write.query();
    }

    @Override
    public boolean appliesTo(GraphSchema schema) {
        return write.appliesTo(schema);
    }

    /** Whether the engine has a statement for the write and one for its check. */
    @Override
    public boolean supportedBy(Support support) {
        return write.supportedBy(support) && support.supports(check);
    }

    /** Why the engine runs not the write, or not its check. */
    @Override
    public String unsupported(String engine, Support support) {
        if (!write.supportedBy(support) || write.catalogue() == null) {
            return write.unsupported(engine, support);
        }
        return write.catalogue().unsupported(check, engine, support.dialect().language()) + ", " + id() + "'s check";
    }

    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        return write.arguments(lists, stream, count);
    }

    @Override
    public boolean writes() {
        return true;
    }

    /** Never a call of a mix: its transaction is begun and rolled back around each call, which a mix does not do. */
    @Override
    public boolean mixable() {
        return false;
    }

    /**
     * Begins the call's transaction.
     *
     * @throws UnsupportedException when the engine has none: what the call wrote could not be undone
     */
    @Override
    public void prepare(Session session, Map<String, Object> arguments) {
        if (!session.begin()) {
            throw new UnsupportedException("the engine has no transaction to roll " + id() + " back in, so it is not"
                    + " run: a write left in the graph would change every answer after it");
        }
    }

    @Override
    public Answer call(Session session, Map<String, Object> arguments) {
        return write.call(session, arguments);
    }

    /** The check's answer, asked in the call's transaction. */
    @Override
    public Object readBack(Session session, Map<String, Object> arguments, Object answer) {
        Map<String, Object> asked = new LinkedHashMap<>();
        check.parameters().forEach(parameter -> {
            if (arguments.containsKey(parameter.name())) {
                asked.put(parameter.name(), arguments.get(parameter.name()));
            }
        });
        return session.execute(check, asked);
    }

    /** Rolls the call's transaction back, where one was begun. */
    @Override
    public void after(Session session, Map<String, Object> arguments) {
        session.rollback();
    }

    /** The check's answer, canonical as the check's answer shape says. */
    @Override
    public String canonical(Object answer) {
        return Canonical.text(check, (Answer) answer);
    }

    @Override
    public String toString() {
        return id();
    }
}
