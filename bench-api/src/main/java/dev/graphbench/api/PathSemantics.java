package dev.graphbench.api;

/**
 * Whether a path may walk the same relationship twice. Where the two can count differently
 * (walks of FOLLOWS over four hops can come back over their first relationship through a cycle of
 * three people), the reference engine counts under the engine's own rule, so that a difference is
 * explained by name and not reported as a wrong answer.
 */
public enum PathSemantics {
    /** A path never repeats a relationship: Cypher's rule. */
    TRAIL,
    /** A path may repeat a relationship: SQL joins, SQL/PGQ. */
    WALK;

    /**
     * The optional argument of the {@code hops} query by which the harness asks an engine that can count
     * under either rule for one of them: a {@code PathSemantics} or its name. An engine that counts
     * under one rule only does not take it.
     */
    public static final String ARGUMENT = "paths";
}
