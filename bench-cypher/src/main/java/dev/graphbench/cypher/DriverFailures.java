package dev.graphbench.cypher;

import dev.graphbench.api.EngineException;
import java.util.Optional;

/**
 * How an engine's driver failures read, for the object store: the store knows Drivine and the
 * caller's mistakes, the engine knows its server and its driver's exceptions.
 */
@FunctionalInterface
public interface DriverFailures {

    /**
     * The one-line message for {@code failure}, raised while the store tried {@code doing} ("to load
     * IssueDetail"), naming the server and what to check, never a password; empty when the failure
     * is not the server's or its driver's, which the store then words itself.
     */
    Optional<EngineException> explain(Throwable failure, String doing);
}
