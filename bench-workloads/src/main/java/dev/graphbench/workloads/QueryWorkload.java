package dev.graphbench.workloads;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Capabilities;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.Label;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.internal.Canonical;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A workload of one hand-written query: every engine runs its own statement for the query id.
 *
 * @param query      the query every engine translates
 * @param phase      the phase it runs in
 * @param title      its row in the report
 * @param parameters for each of the query's parameters, the label whose ids it takes
 */
public record QueryWorkload(QueryId query, Phase phase, String title, Map<String, Label> parameters) implements Workload {

    /** Checks that every parameter of the query has a label. */
    public QueryWorkload {
        parameters = Map.copyOf(parameters);
        if (!parameters.keySet().equals(Set.copyOf(query.parameters()))) {
            throw new IllegalArgumentException(query + " has parameters " + query.parameters() + ", not "
                    + parameters.keySet());
        }
    }

    @Override
    public String id() {
        return query.id();
    }

    @Override
    public boolean supportedBy(Capabilities capabilities) {
        return capabilities.supports(query);
    }

    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        Map<String, List<String>> columns = new TreeMap<>();
        parameters.forEach((name, label) -> columns.put(name, lists.ids(label, stream + "/" + name, count)));
        List<Map<String, Object>> calls = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Map<String, Object> call = new LinkedHashMap<>();
            for (Map.Entry<String, List<String>> column : columns.entrySet()) {
                call.put(column.getKey(), column.getValue().get(i));
            }
            calls.add(call);
        }
        return calls;
    }

    @Override
    public Answer call(Session session, Map<String, Object> arguments) {
        return session.execute(query, arguments);
    }

    @Override
    public String canonical(Object answer) {
        return Canonical.text(query, (Answer) answer);
    }
}
