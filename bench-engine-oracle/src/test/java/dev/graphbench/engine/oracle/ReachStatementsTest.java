package dev.graphbench.engine.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.catalogue.Queries;
import dev.graphbench.sql.JdbcStatement;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reach statement and the PL/SQL function it calls, checked without a server: as the driver reads
 * them, against the schema's names, and against the rule the write-up's bugs call for.
 */
class ReachStatementsTest {

    private final String reach = new PgqDialect().statement(Queries.REACH).orElseThrow();
    private final String function = OracleSchema.STATEMENTS.get("create-reach-function");
    private final StatementCheck check = new StatementCheck(new SchemaModel(), false);

    @Test
    void reachBindsTheStartAndTheDepthAndCallsTheFunctionWithTheStartFoundByItsKey() {
        JdbcStatement jdbc = JdbcStatement.parse(reach);
        assertThat(jdbc.parameters()).containsExactly("startId", "hops");
        DriverSql driver = DriverSql.parse(jdbc.sql());
        assertThat(driver.kind()).isEqualTo("SELECT");
        assertThat(driver.parameters()).isEqualTo(2);
        assertThat(reach).contains("bench_reach((SELECT nid FROM bench_node WHERE JSON_VALUE(props, '$.id') = :startId");
        assertThat(check.problems(reach)).isEmpty();
        assertThat(OracleSyntax.problems(jdbc.sql())).as("JSqlParser reads it as Oracle's").isEmpty();
    }

    @Test
    void theFunctionIsSentFromItsCreateWithTheSemicolonItsEndNeedsAndNoBindVariable() {
        String sent = OracleSchema.sent(function);
        assertThat(function).as("the file's reader drops the closing semicolon").endsWith("END bench_reach");
        assertThat(sent).startsWith("CREATE FUNCTION bench_reach(").endsWith("END bench_reach;");
        DriverSql driver = DriverSql.parse(sent);
        assertThat(driver.kind()).isEqualTo("OTHER");
        assertThat(driver.parameters()).as("PL/SQL's := is no bind variable").isZero();
        String table = OracleSchema.STATEMENTS.get("create-edge-table");
        assertThat(OracleSchema.sent(table)).as("a step of SQL goes as written").isEqualTo(table);
    }

    @Test
    void eachLevelIsOneSqlPgqQueryOverTheSchemaItsNearEndsNamedOutsideThePatternByTheirKeys() {
        assertThat(SqlText.graphTables(function)).hasSize(1);
        assertThat(check.problems(function)).isEmpty();
        assertThat(StatementCheck.startNodeProblems(function)).isEmpty();
        assertThat(function).contains("l.type = 'LINK'").contains("WHERE near_nid IN (SELECT COLUMN_VALUE FROM TABLE(frontier))");
    }

    @Test
    void theRuleStillCatchesALevelWhoseNearEndsAreNotNamedByTheirKeys() {
        String tested = function.replace("near_nid IN (SELECT COLUMN_VALUE FROM TABLE(frontier))",
                "far_nid IN (SELECT COLUMN_VALUE FROM TABLE(frontier))");
        assertThat(StatementCheck.startNodeProblems(tested)).containsExactly("the start node near is not named outside"
                + " the pattern by a subquery on its key or its first relationship's end");
    }

    @Test
    void theTypeComesBeforeTheFunctionThatReadsItAndBothGoBeforeTheGraph() {
        List<String> names = List.copyOf(OracleSchema.STATEMENTS.all().keySet());
        assertThat(names.indexOf("create-node-list-type")).isLessThan(names.indexOf("create-reach-function"))
                .isGreaterThan(names.indexOf("create-graph"));
        assertThat(names.indexOf("drop-reach-function")).isLessThan(names.indexOf("drop-node-list-type"));
        assertThat(names.indexOf("drop-node-list-type")).isLessThan(names.indexOf("drop-graph"));
    }
}
