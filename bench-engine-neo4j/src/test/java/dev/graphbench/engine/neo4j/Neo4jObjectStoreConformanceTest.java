package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Engine;
import dev.graphbench.conformance.ObjectStoreConformanceTest;
import org.junit.jupiter.api.extension.ExtendWith;

/** The object store kit on the Neo4j server the harness starts: Drivine's object manager against the graph the kit loads. */
@ExtendWith(Neo4jExtension.class)
class Neo4jObjectStoreConformanceTest extends ObjectStoreConformanceTest {

    private final Engine engine;

    Neo4jObjectStoreConformanceTest(Engine engine) {
        this.engine = engine;
    }

    @Override
    protected Engine engine() {
        return engine;
    }
}
