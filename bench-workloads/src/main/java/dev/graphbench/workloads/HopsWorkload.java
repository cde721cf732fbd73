package dev.graphbench.workloads;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.Label;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The hops phase's calls: from each of {@code count} distinct seeded people, the FOLLOWS paths of
 * 1, 2, 3 and 4 hops ({@link Queries#HOPS}).
 */
public final class HopsWorkload implements Workload {

    /** The longest paths counted. */
    public static final int MAX_HOPS = 4;
    /** Draws per person wanted: enough to find every person of a tiny graph, with repeats. */
    private static final int DRAWS_PER_PERSON = 20;

    @Override
    public String id() {
        return Queries.HOPS.id();
    }

    @Override
    public String phase() {
        return "hops";
    }

    /** A hops call's count is of walks or trails, as the engine counts paths. */
    @Override
    public boolean countsPaths() {
        return true;
    }

    /** Its calls are per person and hops, each counted whole: not calls of a mix. */
    @Override
    public boolean mixable() {
        return false;
    }

    @Override
    public Optional<Query> query() {
        return Optional.of(Queries.HOPS);
    }

    @Override
    public String title() {
        return "1 to 4 hops: every FOLLOWS path from a person, counted";
    }

    @Override
    public boolean supportedBy(Support support) {
        return support.supports(Queries.HOPS);
    }

    /**
     * Four calls per person, hops 1 to 4, for {@code count} distinct people (every person, when the
     * graph holds fewer), in the order they were drawn.
     */
    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        Set<String> people = new LinkedHashSet<>(lists.ids(Label.PERSON, stream + "/personId",
                Math.multiplyExact(count, DRAWS_PER_PERSON)));
        List<Map<String, Object>> calls = new ArrayList<>(count * MAX_HOPS);
        for (String person : people.stream().limit(count).toList()) {
            for (int hops = 1; hops <= MAX_HOPS; hops++) {
                Map<String, Object> call = new LinkedHashMap<>();
                call.put("personId", person);
                call.put("hops", hops);
                Queries.HOPS.check(call);
                calls.add(call);
            }
        }
        return calls;
    }

    @Override
    public Answer call(Session session, Map<String, Object> arguments) {
        return session.execute(Queries.HOPS, arguments);
    }

    @Override
    public String canonical(Object answer) {
        return Canonical.text(Queries.HOPS, (Answer) answer);
    }
}
