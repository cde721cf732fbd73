package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Parameter;
import dev.graphbench.api.QueryId;
import dev.graphbench.sql.JdbcStatement;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class DialectTest {

    private final SqlDialect dialect = new SqlDialect();

    @Test
    void everyQueryHasOneSqlStatement() {
        assertThat(dialect.language()).isEqualTo("SQL");
        for (QueryId query : QueryId.values()) {
            assertThat(dialect.supports(query)).as(query.id()).isTrue();
            String text = dialect.statement(query).orElseThrow();
            String statement = text.lines().filter(line -> !line.startsWith("--")).findFirst().orElseThrow();
            assertThat(text).as(query.id()).doesNotContain(";");
            assertThat(statement).as(query.id()).startsWith(query == QueryId.DEPENDENCIES || query == QueryId.HOPS ? "WITH" : "SELECT");
        }
    }

    @Test
    void theObjectStoresReadsByHandAreQueriesLikeTheOthers() {
        Set<String> queries = Arrays.stream(QueryId.values()).map(QueryId::id).collect(Collectors.toSet());
        assertThat(dialect.named().keySet()).isEqualTo(queries).containsAll(HandWrittenReadsTest.NAMES);
    }

    @Test
    void statementsNameExactlyTheQueriesParameters() {
        for (QueryId query : QueryId.values()) {
            JdbcStatement statement = JdbcStatement.parse(dialect.statement(query).orElseThrow());
            assertThat(statement.parameters()).as(query.id()).containsExactlyElementsOf(query.parameters().stream()
                    .filter(parameter -> !parameter.optional()).map(Parameter::name).toList());
        }
    }

    @Test
    void topTenQueriesAreLimitedAndOrderedByCountThenId() {
        for (QueryId query : EnumSet.of(QueryId.ORG_TOPICS, QueryId.REPO_COMMENTERS, QueryId.FOLLOWED_REPOS,
                QueryId.TOP_FOLLOWED)) {
            assertThat(dialect.statement(query).orElseThrow()).as(query.id())
                    .containsPattern("ORDER BY [\\w.]+ DESC, \\(\\w+\\.props ->> 'id'\\) COLLATE \"C\"\\s+LIMIT 10$");
        }
    }
}
