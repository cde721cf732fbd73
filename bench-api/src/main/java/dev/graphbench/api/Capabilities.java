package dev.graphbench.api;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * What an engine declares it supports. The harness reports anything outside it as unsupported,
 * never skipping it silently.
 *
 * @param queries  the hand-written queries the engine's dialect translates
 * @param features the features beyond them
 * @param paths    how the engine's variable-length patterns treat a repeated relationship
 */
public record Capabilities(Set<QueryId> queries, Set<Feature> features, PathSemantics paths) {

    /** Copies both sets. */
    public Capabilities {
        queries = Collections.unmodifiableSet(queries.isEmpty() ? EnumSet.noneOf(QueryId.class) : EnumSet.copyOf(queries));
        features = Collections.unmodifiableSet(features.isEmpty() ? EnumSet.noneOf(Feature.class) : EnumSet.copyOf(features));
    }

    /** Every query, the given features. */
    public static Capabilities allQueries(PathSemantics paths, Feature... features) {
        return new Capabilities(EnumSet.allOf(QueryId.class), Set.of(features), paths);
    }

    /** A copy without {@code unsupported}. */
    public Capabilities without(QueryId... unsupported) {
        Set<QueryId> remaining = EnumSet.copyOf(queries.isEmpty() ? EnumSet.noneOf(QueryId.class) : queries);
        remaining.removeAll(Arrays.asList(unsupported));
        return new Capabilities(remaining, features, paths);
    }

    /** Whether the engine supports {@code query}. */
    public boolean supports(QueryId query) {
        return queries.contains(query);
    }

    /** Whether the engine supports {@code feature}. */
    public boolean supports(Feature feature) {
        return features.contains(feature);
    }
}
