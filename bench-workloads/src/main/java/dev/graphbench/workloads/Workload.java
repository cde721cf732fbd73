package dev.graphbench.workloads;

import dev.graphbench.api.Session;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.datagen.ArgumentLists;
import java.util.List;
import java.util.Map;

/**
 * One workload: what a call does, with what arguments, in which phase, under which title. The
 * runner warms it up, times its calls, and digests each call's canonical answer.
 */
public interface Workload {

    /** The stable id, as in results files and reports. */
    String id();

    /** The phase it runs in. */
    Phase phase();

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
}
