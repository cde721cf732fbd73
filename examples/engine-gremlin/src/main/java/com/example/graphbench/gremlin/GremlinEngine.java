package com.example.graphbench.gremlin;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.support.NamedStatements;
import java.util.Map;
import org.apache.tinkerpop.gremlin.util.Gremlin;

/** A Gremlin Server, open: the graph's statements from {@code graph.groovy}, the queries from the dialect. */
final class GremlinEngine implements Engine {

    private final NamedStatements graph = NamedStatements.load(GremlinEngine.class, "graph.groovy", "//");
    private final GremlinDialect dialect = new GremlinDialect();
    private final GremlinConnection connection;
    private final Settings settings;

    GremlinEngine(GremlinConnection connection, Settings settings) {
        this.connection = connection;
        this.settings = settings;
    }

    @Override
    public EngineInfo info() {
        return new EngineInfo(settings.get("product"), settings.get("product-version"), "gremlin-driver",
                Gremlin.version(), connection.url().deployment());
    }

    @Override
    public void ping() {
        connection.run(graph.get("ping"), Map.of());
    }

    @Override
    public Schema schema() {
        return new Schema() {
            @Override
            public void drop() {
                connection.run(graph.get("drop"), Map.of());
            }

            @Override
            public void create(GraphSchema graph) {
                // Vertices are found by their ids: there is no index to create.
            }
        };
    }

    @Override
    public Loader loader() {
        return new GremlinLoader(connection, graph, settings.getInt("batch-size"));
    }

    @Override
    public Session openSession() {
        return new GremlinSession(connection, dialect);
    }

    @Override
    public void close() {
        connection.close();
    }
}
