package dev.graphbench.workloads;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Parameter;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.Session;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.answers.Canonical;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A workload of one hand-written query: every engine runs its own statement for the query id, each
 * call with seeded ids of the labels the query's parameters name.
 *
 * @param query the query every engine translates
 * @param phase the phase it runs in
 * @param title its row in the report
 */
public record QueryWorkload(QueryId query, Phase phase, String title) implements Workload {

    /** Checks that the harness can draw every parameter of the query: each must be a node id. */
    public QueryWorkload {
        for (Parameter parameter : query.parameters()) {
            if (parameter.kind() != Parameter.Kind.ID && !parameter.optional()) {
                throw new IllegalArgumentException(query + "'s parameter " + parameter.name()
                        + " is not a node id, which a query workload draws");
            }
        }
    }

    @Override
    public String id() {
        return query.id();
    }

    @Override
    public boolean supportedBy(Support support) {
        return support.supports(query);
    }

    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        Map<String, List<String>> columns = new TreeMap<>();
        for (Parameter parameter : query.parameters()) {
            if (!parameter.optional()) {
                columns.put(parameter.name(), lists.ids(parameter.label(), stream + "/" + parameter.name(), count));
            }
        }
        List<Map<String, Object>> calls = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Map<String, Object> call = new LinkedHashMap<>();
            for (Map.Entry<String, List<String>> column : columns.entrySet()) {
                call.put(column.getKey(), column.getValue().get(i));
            }
            query.check(call);
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
