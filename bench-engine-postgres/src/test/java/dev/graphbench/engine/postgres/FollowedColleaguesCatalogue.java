package dev.graphbench.engine.postgres;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Parameter;
import dev.graphbench.api.Query;
import dev.graphbench.api.WorkloadCatalogue;
import dev.graphbench.api.WorkloadSpec;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.ReferenceGraph;
import dev.graphbench.api.graph.RelType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A workload added the way a plugin adds one, from this module's tests alone: this catalogue entry,
 * registered in {@code META-INF/services/dev.graphbench.api.WorkloadCatalogue}, with its reference
 * answer below, and one statement for the reference engine and one for PostgreSQL under
 * {@code META-INF/graph-bench/statements/}. Nothing in bench-api or the engines names it. Every run of
 * this module's tests that runs the traverse phase runs it too, and checks it against the reference.
 */
public final class FollowedColleaguesCatalogue implements WorkloadCatalogue {

    /**
     * The people a person follows who belong to an org the person belongs to, Person -FOLLOWS-&gt; Person
     * -MEMBER_OF-&gt; Org &lt;-MEMBER_OF- the person: rows {@code [personId]}, each person once, in no order.
     */
    static final Query FOLLOWED_COLLEAGUES = Query.rows("followed-colleagues", Parameter.id("personId", Label.PERSON))
            .answeredBy(FollowedColleaguesCatalogue::answer);

    static final WorkloadSpec WORKLOAD = WorkloadSpec.of(FOLLOWED_COLLEAGUES,
            "2 hops and back: the people I follow who share an org with me", "traverse", GraphSchema.GENERATED_KIND);

    @Override
    public List<WorkloadSpec> workloads() {
        return List.of(WORKLOAD);
    }

    /** The reference's answer, over its adjacency lists; an id that names no person gives no rows. */
    private static Answer answer(ReferenceGraph graph, Map<String, Object> arguments) {
        int person = graph.indexOf(Label.PERSON, (String) arguments.get("personId"));
        if (person < 0) {
            return Answer.ofRows(List.of());
        }
        ReferenceGraph.Adjacency memberOf = graph.outgoing(RelType.MEMBER_OF);
        Set<Integer> orgs = new HashSet<>();
        for (int k = memberOf.start(person); k < memberOf.end(person); k++) {
            orgs.add(memberOf.target(k));
        }
        ReferenceGraph.Adjacency follows = graph.outgoing(RelType.FOLLOWS);
        Set<Integer> colleagues = new LinkedHashSet<>();
        for (int f = follows.start(person); f < follows.end(person); f++) {
            int followed = follows.target(f);
            for (int k = memberOf.start(followed); k < memberOf.end(followed); k++) {
                if (orgs.contains(memberOf.target(k))) {
                    colleagues.add(followed);
                }
            }
        }
        List<List<Object>> rows = new ArrayList<>(colleagues.size());
        colleagues.forEach(colleague -> rows.add(List.of(graph.id(Label.PERSON, colleague))));
        return Answer.ofRows(rows);
    }
}
