package dev.graphbench.workloads;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Capabilities;
import dev.graphbench.api.Engine;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.Session;
import java.util.HashMap;
import java.util.Map;

/**
 * The reference engine counting hops as Cypher does, as trails, and declaring {@code declared}:
 * declaring TRAIL it is right by its own rule; declaring WALK it is wrong.
 */
final class TrailCountingEngine extends DelegatingEngine {

    private final PathSemantics declared;

    TrailCountingEngine(Engine inner, PathSemantics declared) {
        super(inner);
        this.declared = declared;
    }

    @Override
    public Capabilities capabilities() {
        Capabilities capabilities = inner.capabilities();
        return new Capabilities(capabilities.queries(), capabilities.features(), declared);
    }

    @Override
    public Session openSession() {
        Session session = inner.openSession();
        return new Session() {
            @Override
            public Answer execute(QueryId query, Map<String, Object> arguments) {
                if (query != QueryId.HOPS) {
                    return session.execute(query, arguments);
                }
                Map<String, Object> asTrails = new HashMap<>(arguments);
                asTrails.put(PathSemantics.ARGUMENT, PathSemantics.TRAIL);
                return session.execute(query, asTrails);
            }

            @Override
            public void close() {
                session.close();
            }
        };
    }
}
