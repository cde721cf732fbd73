package dev.graphbench.workloads.core;

import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.datagen.ArgumentLists;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One workload: what a call does, with what arguments, in which phases, under which title. A phase
 * warms it up, times its calls and digests each call's canonical answer; what differs from one kind of
 * workload to another (a write prepared and read back, a read judged by its twin, a mix of others) is a
 * method of its own here, with the plain read's way as its default.
 */
public interface Workload {

    /** The stable id, as in results files and reports. */
    String id();

    /** The phase it is timed in, by id: {@code read}, {@code traverse}, {@code hops}. */
    String phase();

    /** The other phases it takes part in, by id, such as {@code concurrent}; none by default. */
    default Set<String> alsoIn() {
        return Set.of();
    }

    /** Whether it takes part in phase {@code id}: its own, or one it is also in. */
    default boolean takesPartIn(String id) {
        return phase().equals(id) || alsoIn().contains(id);
    }

    /** Its row in the report, as the write-up words it. */
    String title();

    /**
     * Whether it asks a question of a graph of {@code schema}: one that does not is listed once as not
     * applying. The object store's workloads and the hops ask the generated graph's questions.
     */
    default boolean appliesTo(GraphSchema schema) {
        return schema.kind().equals(GraphSchema.GENERATED_KIND);
    }

    /** Whether an engine that runs what {@code support} says can run it; one that cannot is reported as unsupported. */
    boolean supportedBy(Support support);

    /** Why the engine {@code engine}, which runs what {@code support} says, cannot run it: shown as the reason. */
    default String unsupported(String engine, Support support) {
        return engine + " does not support " + id();
    }

    /**
     * The arguments of {@code count} calls, drawn from the seeded stream {@code stream}, so that call
     * {@code k} asks every engine the same thing; checked against the query's parameters as they are
     * drawn, so that no engine need check them.
     */
    List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count);

    /**
     * The prefix of the seeded streams its arguments come from: its id, unless it must be asked what
     * another workload is asked, call by call.
     */
    default String stream() {
        return id();
    }

    /** Makes one call through {@code session} and returns what it answered; this alone is timed. */
    Object call(Session session, Map<String, Object> arguments);

    /** The canonical form of an answer {@link #call} returned: the same text for the same answer from any engine. */
    String canonical(Object answer);

    /**
     * The other forms of it the engine whose statements {@code support} reads gives, each checked and timed as it
     * is ({@link dev.graphbench.api.Dialect#variants}); none by default, nor for a workload that asks no query.
     */
    default List<Workload> variants(Support support) {
        return List.of();
    }

    /** The hand-written query it asks, when it asks one. */
    default Optional<Query> query() {
        return Optional.empty();
    }

    /**
     * Checks a call's arguments read from elsewhere (an answers file) as the harness checks those it draws.
     *
     * @throws IllegalArgumentException one line saying what is wrong with them
     */
    default void check(Map<String, Object> arguments) {
        query().ifPresent(asked -> asked.check(arguments));
    }

    /** The object store read whose hand-written twin it is, by id; empty for any other workload. */
    default Optional<String> twinOf() {
        return Optional.empty();
    }

    /**
     * Whether a call reads every node of a label (a count, a scan, a query over the whole graph): writes made
     * alongside could change its answer, which is then not compared.
     */
    default boolean readsWholeLabels() {
        return false;
    }

    /** Whether its answers depend on how an engine counts paths (walks or trails): the hops'. */
    default boolean countsPaths() {
        return false;
    }

    /** Whether a call writes: what it wrote is deleted after its phase ({@link #written}). */
    default boolean writes() {
        return false;
    }

    /** Whether a call needs something written first ({@link #prepare}): such a call cannot run in a mix. */
    default boolean prepares() {
        return false;
    }

    /** Whether it can be a call of a mix: any read, and a write that needs nothing written first. */
    default boolean mixable() {
        return !prepares();
    }

    /** Untimed, before the call with {@code arguments}: what the call needs to be there; nothing by default. */
    default void prepare(Session session, Map<String, Object> arguments) {
    }

    /**
     * Untimed, after the call with {@code arguments}: the answer its canonical form is taken of; {@code answer}
     * itself but for a write, whose answer is what it wrote, read back.
     */
    default Object readBack(Session session, Map<String, Object> arguments, Object answer) {
        return answer;
    }

    /**
     * Untimed, after the call with {@code arguments} and its read-back, whether they answered or not: a write undone
     * at once (rolled back) is undone here; nothing by default.
     */
    default void after(Session session, Map<String, Object> arguments) {
    }

    /** The ids of what the calls with these arguments wrote (or may have), by the fragment class to delete them as. */
    default Map<Class<?>, Collection<String>> written(List<Map<String, Object>> calls) {
        return Map.of();
    }

    /** How the judge finds the answer the call with {@code arguments} must give: by default, it asks the same call. */
    default Expected judged(Map<String, Object> arguments) {
        return new Expected.Asked(this, arguments);
    }

    /**
     * Whether its calls can be made again one by one, as an answers file holds them: every workload's but a mix's,
     * whose calls are another workload's.
     */
    default boolean replayable() {
        return true;
    }

    /** The workloads it makes its calls of (a mix's), in order; none for a workload that makes its own. */
    default List<Workload> members() {
        return List.of();
    }

    /** The weight of each of {@link #members}, in their order: its share of the calls over the sum. */
    default List<Integer> weights() {
        return List.of();
    }

    /** Which of {@link #members} the call with {@code arguments} is, by index; 0 for a workload with none. */
    default int member(Map<String, Object> arguments) {
        return 0;
    }
}
