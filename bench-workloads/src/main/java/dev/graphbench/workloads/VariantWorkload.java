package dev.graphbench.workloads;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Expected;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One engine's other form of a workload's query ({@link Query#variant}): the same calls with the same arguments,
 * asked through the engine's statement named {@code <query>@<name>}, judged by the reference's answer to the
 * workload's own query. Its id is the workload's and the variant's name, {@code reach-4@levels}; it is timed in
 * the workload's phase alone, right after it.
 *
 * @param of   the workload it is a form of
 * @param name the variant's name: {@code levels}
 */
public record VariantWorkload(QueryWorkload of, String name) implements Workload {

    /** The separator between a workload's id and its variant's name, in ids and in statement names. */
    public static final String SEPARATOR = "@";

    /** The variant {@code name} of {@code of}, its name checked as {@link Query#variant} checks it. */
    public VariantWorkload {
        of.spec().query().variant(name);
    }

    /** The workload's id a variant's id names, {@code reach-4} for {@code reach-4@levels}; empty for a workload's own. */
    public static Optional<String> variantOf(String id) {
        int at = id.indexOf(SEPARATOR);
        return at < 0 ? Optional.empty() : Optional.of(id.substring(0, at));
    }

    /** The variant's name in {@code id}, {@code levels} for {@code reach-4@levels}; empty for a workload's own. */
    public static Optional<String> variantName(String id) {
        int at = id.indexOf(SEPARATOR);
        return at < 0 ? Optional.empty() : Optional.of(id.substring(at + 1));
    }

    @Override
    public String id() {
        return of.id() + SEPARATOR + name;
    }

    @Override
    public String phase() {
        return of.phase();
    }

    @Override
    public String title() {
        return of.title() + " (" + SEPARATOR + name + ")";
    }

    /** The query asked through the engine's variant statement. */
    @Override
    public Optional<Query> query() {
        return Optional.of(of.spec().query().variant(name));
    }

    @Override
    public boolean appliesTo(GraphSchema schema) {
        return of.appliesTo(schema);
    }

    @Override
    public boolean supportedBy(Support support) {
        return support.supports(query().orElseThrow());
    }

    /** The workload's own arguments, drawn from its streams: call {@code k} asks what the workload's call {@code k} asks. */
    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        return of.arguments(lists, stream, count);
    }

    @Override
    public String stream() {
        return of.stream();
    }

    @Override
    public Answer call(Session session, Map<String, Object> arguments) {
        return session.execute(query().orElseThrow(), arguments);
    }

    @Override
    public String canonical(Object answer) {
        return Canonical.text(of.spec().query(), (Answer) answer);
    }

    @Override
    public boolean readsWholeLabels() {
        return of.readsWholeLabels();
    }

    /** The reference answers the workload's own query: a variant must answer what it does. */
    @Override
    public Expected judged(Map<String, Object> arguments) {
        return new Expected.Asked(of, arguments);
    }

    @Override
    public String toString() {
        return id();
    }
}
