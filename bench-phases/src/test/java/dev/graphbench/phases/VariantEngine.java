package dev.graphbench.phases;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.workloads.Workloads;
import java.util.Map;

/**
 * The reference engine with two variants of every count of its own: {@code <query>@same} answers what the query
 * does, {@code <query>@plus-one} one more.
 */
final class VariantEngine extends DelegatingEngine {

    private static final Map<String, Query> QUERIES = Workloads.builtIn().queries();

    VariantEngine(Engine inner) {
        super(inner);
    }

    @Override
    public Session openSession() {
        Session session = inner.openSession();
        return new Session() {
            @Override
            public Answer execute(Query query, Map<String, Object> arguments) {
                if (query.baseId().equals(query.id())) {
                    return session.execute(query, arguments);
                }
                Answer own = session.execute(QUERIES.get(query.baseId()), arguments);
                return query.id().endsWith("@plus-one") ? Answer.ofCount(own.count() + 1) : own;
            }

            @Override
            public void close() {
                session.close();
            }
        };
    }
}
