package com.example.graphbench.template;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.GraphSchema;

/** One open connection, shared by the run's threads: here, the store the graph is loaded into. */
final class TemplateEngine implements Engine {

    private final TemplateDialect dialect;
    private final TemplateStore store = new TemplateStore();

    TemplateEngine(TemplateDialect dialect) {
        this.dialect = dialect;
    }

    @Override
    public EngineInfo info() {
        // The product and its version as the server reports them, the client library and where it runs.
        return new EngineInfo("Template", "0.1.0", "none", "0.1.0", "in-process");
    }

    @Override
    public void ping() {
        // A server's engine sends the cheapest statement it has, and throws EngineException when it gets no answer.
    }

    @Override
    public Schema schema() {
        return new Schema() {
            @Override
            public void drop() {
                store.clear();
            }

            @Override
            public void create(GraphSchema graph) {
                // Tables, constraints and the indexes the load needs, for graph's labels and types: this store
                // needs none.
            }
        };
    }

    @Override
    public Loader loader() {
        return store;
    }

    @Override
    public Session openSession() {
        return new TemplateSession(dialect, store);
    }

    @Override
    public void close() {
        store.clear();
    }
}
