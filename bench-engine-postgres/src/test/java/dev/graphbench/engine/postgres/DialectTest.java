package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Parameter;
import dev.graphbench.api.Query;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.sql.JdbcStatement;
import dev.graphbench.workloads.Workloads;
import java.util.List;
import org.junit.jupiter.api.Test;

class DialectTest {

    private final SqlDialect dialect = new SqlDialect();

    @Test
    void everyQueryHasOneSqlStatement() {
        assertThat(dialect.language()).isEqualTo("SQL");
        for (Query query : Queries.all()) {
            assertThat(dialect.supports(query)).as(query.id()).isTrue();
            String text = dialect.statement(query).orElseThrow();
            String statement = text.lines().filter(line -> !line.startsWith("--")).findFirst().orElseThrow();
            assertThat(text).as(query.id()).doesNotContain(";");
            assertThat(statement).as(query.id()).startsWith(query == Queries.DEPENDENCIES || query == Queries.HOPS ? "WITH" : "SELECT");
        }
    }

    @Test
    void theObjectStoresReadsByHandAreQueriesLikeTheOthers() {
        // Every query of the catalogue on this class path: graph-bench's own and that of this module's tests
        // (FollowedColleaguesCatalogue).
        assertThat(dialect.statements().keySet()).isEqualTo(Workloads.builtIn().queries().keySet())
                .containsAll(Queries.all().stream().map(Query::id).toList()).containsAll(HandWrittenReadsTest.NAMES);
    }

    @Test
    void statementsNameExactlyTheQueriesParameters() {
        for (Query query : Workloads.builtIn().queries().values()) {
            JdbcStatement statement = JdbcStatement.parse(dialect.statement(query).orElseThrow());
            assertThat(statement.parameters()).as(query.id()).containsExactlyElementsOf(query.parameters().stream()
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
