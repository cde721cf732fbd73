package dev.graphbench.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Query;
import dev.graphbench.api.support.OnlyWhen;
import dev.graphbench.workloads.Workloads;
import java.util.List;
import java.util.Map;

/** The names of an engine's statements, checked against the queries of the workload catalogue. */
public final class StatementNames {

    private StatementNames() {
    }

    /**
     * Fails naming every statement of {@code dialect} that is named after no query of {@code workloads}:
     * a misspelt name, which would otherwise pass for a query the engine does not support. A variant's
     * statement ({@code reach@levels}, see {@link Query#variant}) is named after its query, before the
     * {@code @}, and its name after it must be one a variant can have.
     *
     * @param engine the engine's name, for the message
     */
    public static void assertEachNamedAfterAQuery(String engine, Dialect dialect, Workloads workloads) {
        List<String> unknown = dialect.statements().keySet().stream()
                .filter(name -> !isQueryOrVariant(name, workloads.queries())).toList();
        dialect.statements().forEach((name, statement) -> assertThatCode(() -> OnlyWhen.of(statement))
                .as("the 'only when:' line of %s's statement %s", engine, name).doesNotThrowAnyException());
        assertThat(unknown)
                .as("statements of %s named after no query of the workload catalogue (a misspelt name?); the"
                        + " catalogue's queries are %s, a variant's statement is named QUERY@VARIANT", engine,
                        workloads.queries().keySet())
                .isEmpty();
    }

    private static boolean isQueryOrVariant(String name, Map<String, Query> queries) {
        Query query = queries.get(Query.baseId(name));
        if (query == null) {
            return false;
        }
        if (name.equals(query.id())) {
            return true;
        }
        try {
            query.variant(name.substring(query.id().length() + 1));
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
