package dev.graphbench.engine.reference;

import dev.graphbench.api.QueryId;
import java.util.EnumSet;
import java.util.Set;

/** The queries the reference answers: all but the object store's hand-written reads, since it has no object store. */
final class ReferenceEngineQueries {

    static final Set<QueryId> SUPPORTED = EnumSet.range(QueryId.ONE_HOP, QueryId.HOPS);

    private ReferenceEngineQueries() {
    }
}
