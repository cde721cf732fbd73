package dev.graphbench.phases;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.catalogue.Queries;
import java.util.HashMap;
import java.util.Map;

/**
 * The reference engine counting hops as Cypher does, as trails. Its test's stand-in provider says
 * what it declares: declaring TRAIL it is right by its own rule; declaring WALK it is wrong.
 */
final class TrailCountingEngine extends DelegatingEngine {

    TrailCountingEngine(Engine inner) {
        super(inner);
    }

    @Override
    public Session openSession() {
        Session session = inner.openSession();
        return new Session() {
            @Override
            public Answer execute(Query query, Map<String, Object> arguments) {
                if (!query.equals(Queries.HOPS)) {
                    return session.execute(query, arguments);
                }
                Map<String, Object> asTrails = new HashMap<>(arguments);
                asTrails.put(PathSemantics.ARGUMENT, PathSemantics.TRAIL.name());
                return session.execute(query, asTrails);
            }

            @Override
            public void close() {
                session.close();
            }
        };
    }
}
