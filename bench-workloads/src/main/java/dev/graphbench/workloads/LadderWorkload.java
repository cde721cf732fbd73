package dev.graphbench.workloads;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The depth ladder's calls: from one start node, drawn from the nodes with a relationship going out and
 * the same for every engine, {@link Queries#REACH} at depths 2, 4, 8, ... up to
 * {@link Queries#MAX_REACH_HOPS}. The ladder stops early when a depth reaches nothing new; the runner
 * decides that ({@code LadderMeasurement}).
 */
public final class LadderWorkload implements Workload {

    /** The one ladder. */
    public static final LadderWorkload INSTANCE = new LadderWorkload();
    /** The first rung's depth. */
    public static final int FIRST_DEPTH = 2;

    private LadderWorkload() {
    }

    @Override
    public String id() {
        return "reach-ladder";
    }

    @Override
    public String phase() {
        return "ladder";
    }

    /** Its calls walk ever deeper from one start: not calls of a mix. */
    @Override
    public boolean mixable() {
        return false;
    }

    @Override
    public Optional<Query> query() {
        return Optional.of(Queries.REACH);
    }

    @Override
    public String title() {
        return "distinct nodes within 2, 4, 8, ... hops of one start, to the full walk";
    }

    /** The ladder asks a graph of one label and one type. */
    @Override
    public boolean appliesTo(GraphSchema schema) {
        return schema.kind().equals(GraphSchema.ONE_LABEL);
    }

    @Override
    public boolean supportedBy(Support support) {
        return support.supports(Queries.REACH);
    }

    /** One call a rung from one start, depth doubling from {@link #FIRST_DEPTH}; {@code count} is not used. */
    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        String start = lists.startNodes(RelType.LINK, stream + "/start", 1).getFirst();
        List<Map<String, Object>> calls = new ArrayList<>();
        for (long depth = FIRST_DEPTH; depth <= Queries.MAX_REACH_HOPS; depth *= 2) {
            Map<String, Object> call = new LinkedHashMap<>();
            call.put("startId", start);
            call.put("hops", depth);
            Queries.REACH.check(call);
            calls.add(call);
        }
        return calls;
    }

    @Override
    public Answer call(Session session, Map<String, Object> arguments) {
        return session.execute(Queries.REACH, arguments);
    }

    @Override
    public String canonical(Object answer) {
        return Canonical.text(Queries.REACH, (Answer) answer);
    }

    @Override
    public String toString() {
        return id();
    }
}
