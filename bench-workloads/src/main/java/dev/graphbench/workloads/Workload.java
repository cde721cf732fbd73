package dev.graphbench.workloads;

import dev.graphbench.api.QueryId;
import dev.graphbench.api.graph.Label;
import java.util.Map;

/**
 * One workload: a hand-written query, the phase it runs in, the title the report gives it, and
 * the label each of its parameters draws ids from.
 *
 * @param query      the query every engine translates
 * @param phase      the phase it runs in
 * @param title      its row in the report, as the write-up words it
 * @param parameters for each of the query's parameters, the label whose ids it takes
 */
public record Workload(QueryId query, Phase phase, String title, Map<String, Label> parameters) {

    /** Checks that every parameter of the query has a label. */
    public Workload {
        parameters = Map.copyOf(parameters);
        if (!parameters.keySet().equals(java.util.Set.copyOf(query.parameters()))) {
            throw new IllegalArgumentException(query + " has parameters " + query.parameters() + ", not "
                    + parameters.keySet());
        }
    }

    /** The workload's stable id: its query's id. */
    public String id() {
        return query.id();
    }
}
