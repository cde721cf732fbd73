package dev.graphbench.workloads.core;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;

/**
 * What an engine runs, as the harness finds it out, each from its one source: a query is supported
 * when the engine's {@link Dialect} has a statement for it; the object store when the engine's
 * sessions give one; paths are counted by the dialect's rule.
 *
 * @param dialect     the engine's statements
 * @param objectStore whether its sessions give an object store
 */
public record Support(Dialect dialect, boolean objectStore) {

    /** What {@code engine}, whose statements are {@code dialect}, runs: one session is opened to ask. */
    public static Support of(Dialect dialect, Engine engine) {
        try (Session session = engine.openSession()) {
            return new Support(dialect, session.objects().isPresent());
        }
    }

    /** Whether the engine has a statement for {@code query}. */
    public boolean supports(Query query) {
        return dialect.supports(query);
    }

    /** How the engine counts paths. */
    public PathSemantics paths() {
        return dialect.paths();
    }
}
