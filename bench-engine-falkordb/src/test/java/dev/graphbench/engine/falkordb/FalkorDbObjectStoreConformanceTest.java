package dev.graphbench.engine.falkordb;

import dev.graphbench.api.Engine;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.conformance.ObjectStoreConformanceTest;
import org.junit.jupiter.api.extension.ExtendWith;

/** The object store kit on the embedded FalkorDB: Drivine's FalkorDB connection against the graph the kit loads. */
@ExtendWith(FalkorDbExtension.class)
class FalkorDbObjectStoreConformanceTest extends ObjectStoreConformanceTest {

    private final Engine engine;

    FalkorDbObjectStoreConformanceTest(Engine engine) {
        this.engine = engine;
    }

    @Override
    protected Engine engine() {
        return engine;
    }

    /** Drivine's @GraphPath on FalkorDB walks, as its patterns do ({@link FalkorDbPathsTest}). */
    @Override
    protected PathSemantics graphPaths() {
        return PathSemantics.WALK;
    }
}
