package dev.graphbench.results;

import dev.graphbench.api.EngineInfo;

/**
 * How an engine was used: inside the application (linked into the client's JVM, called without a wire) or as a
 * server (every call crosses a connection). The report groups its columns by it, so that a column is compared
 * with those of its own shape first.
 */
public enum Shape {

    /** Linked into the application: the reference engine, Neo4j through its embedded Java API. */
    IN_APPLICATION("in the application"),
    /** Reached over a wire, even on loopback: PostgreSQL, FalkorDB, Oracle, Neo4j over Bolt. */
    SERVER("server");

    private final String heading;

    Shape(String heading) {
        this.heading = heading;
    }

    /** How a table's heading names it. */
    public String heading() {
        return heading;
    }

    /**
     * The one rule: an engine whose {@link EngineInfo#deployment()} starts with {@code in-process} is in the
     * application (no wire between the client and the engine); any other is a server, and so is an engine that
     * never opened, whose deployment is not known.
     */
    public static Shape of(EngineInfo engine) {
        return engine != null && engine.deployment() != null && engine.deployment().startsWith("in-process")
                ? IN_APPLICATION : SERVER;
    }

    /** The shape of the engine of {@code run}. */
    public static Shape of(EngineRun run) {
        return of(run.engine());
    }
}
