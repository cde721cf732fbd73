package dev.graphbench.engine.oracle;

import static dev.graphbench.engine.oracle.OracleSyntax.Reduction.GRAPH_TABLE;
import static dev.graphbench.engine.oracle.OracleSyntax.Reduction.RETURNING;
import static dev.graphbench.engine.oracle.OracleSyntax.Reduction.SUBQUERY_VALUE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Parameter;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.engine.oracle.OracleSyntax.Reduction;
import dev.graphbench.sql.JdbcStatement;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every statement of {@code queries.sql} checked without a server: as the driver reads it, against
 * the schema's names, against the rule the write-up's bugs call for, and by JSqlParser.
 */
class QueriesTest {

    /** The write-up's first failing statement, on this schema's graph: the start node tested inside the pattern. */
    static final String LITERAL_START_FILTER = """
            SELECT COUNT(*) FROM GRAPH_TABLE (bench_graph
                MATCH (p IS node WHERE JSON_VALUE(p.props, '$.id') = 'p926') -[e IS edge WHERE e.type = 'FOLLOWS']-> (x IS node)
                COLUMNS (x.nid AS nid))""";
    /** The same with the id bound, which ends the server process. */
    static final String BOUND_START_FILTER = LITERAL_START_FILTER.replace("'p926'", ":personId");

    /**
     * What JSqlParser 5.3 needs taken out to read each statement with a GRAPH_TABLE or a JSON
     * function's RETURNING clause; the others it reads as they are.
     */
    private static final Map<Query, List<Reduction>> REDUCED = Map.ofEntries(
            Map.entry(Queries.ONE_HOP, List.of(GRAPH_TABLE)),
            Map.entry(Queries.TWO_HOPS, List.of(GRAPH_TABLE)),
            Map.entry(Queries.THREE_HOPS, List.of(GRAPH_TABLE)),
            Map.entry(Queries.DEPENDENCIES, List.of(GRAPH_TABLE)),
            Map.entry(Queries.ORG_TOPICS, List.of(GRAPH_TABLE)),
            Map.entry(Queries.REPO_COMMENTERS, List.of(GRAPH_TABLE)),
            Map.entry(Queries.FOLLOWED_REPOS, List.of(GRAPH_TABLE)),
            Map.entry(Queries.HOPS, List.of(GRAPH_TABLE)),
            Map.entry(Queries.READ_ISSUE_DETAIL, List.of(RETURNING, SUBQUERY_VALUE)),
            Map.entry(Queries.READ_ISSUE_THREAD, List.of(RETURNING, SUBQUERY_VALUE)),
            Map.entry(Queries.READ_REPO_OVERVIEW, List.of(RETURNING, SUBQUERY_VALUE)),
            Map.entry(Queries.READ_PERSON_NETWORK, List.of(RETURNING, SUBQUERY_VALUE)),
            Map.entry(Queries.READ_OPEN_ISSUES_OF_REPO, List.of(RETURNING)),
            Map.entry(Queries.COUNT_ISSUES_BY_PROPERTIES, List.of(RETURNING)));

    /** The queries with a statement here: all but reach-relationships, which the reference alone answers. */
    private static final List<Query> QUERIES = Queries.all().stream()
            .filter(query -> !query.equals(Queries.REACH_RELATIONSHIPS)).toList();

    private final PgqDialect dialect = new PgqDialect();
    private final StatementCheck check = new StatementCheck(new SchemaModel(), false);

    private String statement(Query query) {
        return dialect.statement(query).orElseThrow();
    }

    @Test
    void everyQueryHasOneStatementInSqlPgq() {
        assertThat(dialect.language()).isEqualTo("SQL/PGQ");
        assertThat(dialect.statements().keySet()).isEqualTo(QUERIES.stream().map(Query::id).collect(Collectors.toSet()));
        assertThat(dialect.supports(Queries.REACH_RELATIONSHIPS)).isFalse();
        for (Query query : QUERIES) {
            assertThat(dialect.supports(query)).as(query.id()).isTrue();
            assertThat(SqlText.code(statement(query))).as(query.id()).doesNotContain(";");
        }
    }

    @Test
    void theDriverBindsExactlyTheQueriesParametersInOrderAndReadsAQuery() {
        for (Query query : QUERIES) {
            JdbcStatement jdbc = dialect.jdbc(query).orElseThrow();
            assertThat(jdbc.parameters()).as(query.id()).containsExactlyElementsOf(query.parameters().stream()
                    .filter(parameter -> !parameter.optional()).map(Parameter::name).toList());
            DriverSql driver = DriverSql.parse(jdbc.sql());
            assertThat(driver.kind()).as(query.id()).isEqualTo("SELECT");
            assertThat(driver.parameters()).as(query.id()).isEqualTo(jdbc.parameters().size());
        }
    }

    @Test
    void theDriverRefusesNamedAndPositionalBindsMixedSoEveryNameBecomesAPosition() {
        String text = statement(Queries.ONE_HOP);
        assertThat(DriverSql.parse(text).parameters()).as("the file's :personId, a named bind").isEqualTo(1);
        assertThat(DriverSql.parse(JdbcStatement.parse(text).sql()).sent()).contains("= :1").doesNotContain(":personId");
        assertThatThrownBy(() -> DriverSql.parse("SELECT 1 FROM DUAL WHERE ? = :x"))
                .hasMessageContaining("ORA-17090");
    }

    @Test
    void everyNameIsTheSchemasAndNoneIsReserved() {
        for (Query query : QUERIES) {
            assertThat(check.problems(statement(query))).as(query.id()).isEmpty();
        }
    }

    @Test
    void theNameCheckFindsWhatIsWrong() {
        assertThat(check.problems("SELECT n.props FROM bench_nodes n"))
                .contains("table bench_nodes is not one schema.sql creates");
        assertThat(check.problems("SELECT n.properties FROM bench_node n")).singleElement().asString()
                .contains("n has no properties");
        assertThat(check.problems("SELECT COUNT(*) FROM GRAPH_TABLE (bench_graph MATCH (p IS person) COLUMNS (p.nid AS x))"))
                .anyMatch(problem -> problem.contains("label person is not one of bench_graph's"));
        assertThat(check.problems("SELECT COUNT(*) FROM bench_edge e WHERE e.type = 'FOLLOW'"))
                .containsExactly("relationship type FOLLOW is not the benchmark's");
        assertThat(check.problems("SELECT COUNT(*) FROM bench_node WHERE JSON_EXISTS(labels, '$[*]?(@ == \"User\")')"
                + " AND JSON_VALUE(props, '$.colour') = 'red'"))
                .containsExactly("label User is not the benchmark's",
                        "JSON path $.colour names no property of the benchmark's labels");
        assertThat(check.problems("SELECT COUNT(*) AS level FROM bench_node comment")).containsExactly(
                "comment is an Oracle reserved word", "level is an Oracle reserved word");
    }

    @Test
    void everyPatternFindsItsStartNodeOutsideItByItsKey() {
        Set<Query> patterns = new HashSet<>();
        for (Query query : QUERIES) {
            String text = statement(query);
            if (!SqlText.graphTables(text).isEmpty()) {
                patterns.add(query);
                assertThat(StatementCheck.startNodeProblems(text)).as(query.id()).isEmpty();
                assertThat(text).as("%s says why, at the statement", query.id())
                        .containsPattern("(?m)^-- .*(named by the subquery|named once, outside every pattern)");
            }
        }
        assertThat(patterns).as("the seven traversals and the hops count are SQL/PGQ").containsExactlyInAnyOrder(
                Queries.ONE_HOP, Queries.TWO_HOPS, Queries.THREE_HOPS, Queries.DEPENDENCIES, Queries.ORG_TOPICS,
                Queries.REPO_COMMENTERS, Queries.FOLLOWED_REPOS, Queries.HOPS);
    }

    @Test
    void theWriteUpsFailingStatementsBreakTheRule() {
        assertThat(StatementCheck.startNodeProblems(LITERAL_START_FILTER)).contains(
                "the start node p is tested inside the pattern", "the pattern reads p.props of its start node",
                "the start node p is not named outside the pattern by a subquery on its key or its first relationship's end");
        assertThat(StatementCheck.startNodeProblems(BOUND_START_FILTER)).contains("a bind variable is inside the pattern");
    }

    @Test
    void walksAreCounted() {
        assertThat(dialect.paths()).isEqualTo(PathSemantics.WALK);
        assertThat(statement(Queries.HOPS)).contains("COUNT(*)").doesNotContain("DISTINCT");
    }

    @Test
    void topTenQueriesAreLimitedAndOrderedByCountThenId() {
        for (Query query : List.of(Queries.ORG_TOPICS, Queries.REPO_COMMENTERS, Queries.FOLLOWED_REPOS,
                Queries.TOP_FOLLOWED)) {
            assertThat(statement(query)).as(query.id())
                    .containsPattern("ORDER BY [\\w.]+ DESC, \\w+_id\\s+FETCH FIRST 10 ROWS ONLY$");
        }
        assertThat(OracleEngine.SESSION_SETUP).isEqualTo("ALTER SESSION SET NLS_SORT = BINARY NLS_COMP = BINARY");
    }

    @Test
    void jsqlParserReadsThePlainSqlAsOracleAndTheRestOnceWhatItLacksIsTakenOut() {
        for (Query query : QUERIES) {
            String sql = JdbcStatement.parse(statement(query)).sql();
            List<Reduction> reductions = REDUCED.get(query);
            if (reductions == null) {
                assertThat(OracleSyntax.problems(sql)).as(query.id()).isEmpty();
            } else {
                assertThat(OracleSyntax.problems(sql)).as("%s: JSqlParser cannot read it as it is", query.id())
                        .isNotEmpty();
                assertThat(OracleSyntax.reduced(sql, reductions)).as(query.id()).isEmpty();
            }
        }
        assertThat(OracleSyntax.problems("SELECT nid FROM bench_node ORDER BY nid LIMIT 10")).as("PostgreSQL's LIMIT")
                .isNotEmpty();
    }
}
