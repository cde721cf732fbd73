package dev.graphbench.engine.postgres;

import dev.graphbench.api.Engine;
import dev.graphbench.conformance.ObjectStoreConformanceTest;
import org.junit.jupiter.api.extension.ExtendWith;

/** The object store kit against the shared embedded server: the model compiled to SQL. */
@ExtendWith(EmbeddedPostgresExtension.class)
class PostgresObjectStoreConformanceTest extends ObjectStoreConformanceTest {

    private final Engine engine;

    /** The engine comes through the constructor, which runs before the kit's {@code @BeforeAll}. */
    PostgresObjectStoreConformanceTest(Engine engine) {
        this.engine = engine;
    }

    @Override
    protected Engine engine() {
        return engine;
    }
}
