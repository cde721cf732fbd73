package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Parameter;
import dev.graphbench.api.Query;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.sql.JdbcStatement;
import dev.graphbench.workloads.Workloads;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class DialectTest {

    private final SqlDialect dialect = new SqlDialect();

    /** Every query but reach-relationships, which the reference engine alone answers. */
    private static final List<Query> QUERIES = Queries.all().stream()
            .filter(query -> !query.equals(Queries.REACH_RELATIONSHIPS)).toList();

    /** The queries of every catalogue on this class path but reach-relationships. */
    private static Map<String, Query> builtIn() {
        Map<String, Query> queries = new LinkedHashMap<>(Workloads.builtIn().queries());
        queries.remove(Queries.REACH_RELATIONSHIPS.id());
        return queries;
    }

    @Test
    void everyQueryHasOneSqlStatement() {
        assertThat(dialect.language()).isEqualTo("SQL");
        assertThat(dialect.supports(Queries.REACH_RELATIONSHIPS)).isFalse();
        for (Query query : QUERIES) {
            assertThat(dialect.supports(query)).as(query.id()).isTrue();
            String text = dialect.statement(query).orElseThrow();
            String statement = text.lines().filter(line -> !line.startsWith("--")).findFirst().orElseThrow();
            assertThat(text).as(query.id()).doesNotContain(";");
            assertThat(statement).as(query.id()).startsWith(
                    List.of(Queries.DEPENDENCIES, Queries.HOPS, Queries.REACH).contains(query) ? "WITH" : "SELECT");
        }
    }

    @Test
    void theObjectStoresReadsByHandAreQueriesLikeTheOthers() {
        // Every query of the catalogue on this class path: graph-bench's own and that of this module's tests
        // (FollowedColleaguesCatalogue).
        // A variant's statement (reach@function) is named after its query and counted with it.
        assertThat(dialect.statements().keySet().stream().map(Query::baseId).collect(Collectors.toSet()))
                .isEqualTo(builtIn().keySet())
                .containsAll(QUERIES.stream().map(Query::id).toList()).containsAll(HandWrittenReadsTest.NAMES);
    }

    /** Each in the order the query lists them, each bound wherever the statement names it again. */
    @Test
    void statementsNameExactlyTheQueriesParameters() {
        for (Query query : builtIn().values()) {
            JdbcStatement statement = JdbcStatement.parse(dialect.statement(query).orElseThrow());
            assertThat(statement.parameters().stream().distinct()).as(query.id())
                    .containsExactlyElementsOf(query.parameters().stream()
                            .filter(parameter -> !parameter.optional()).map(Parameter::name).toList());
        }
    }

    @Test
    void topTenQueriesAreLimitedAndOrderedByCountThenId() {
        for (Query query : List.of(Queries.ORG_TOPICS, Queries.REPO_COMMENTERS, Queries.FOLLOWED_REPOS,
                Queries.TOP_FOLLOWED)) {
            assertThat(dialect.statement(query).orElseThrow()).as(query.id())
                    .containsPattern("ORDER BY [\\w.]+ DESC, \\(\\w+\\.props ->> 'id'\\) COLLATE \"C\"\\s+LIMIT 10$");
        }
    }
}
