package dev.graphbench.engine.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the engine plans, checked without a server: the statements of {@code plans.sql} as the driver
 * and JSqlParser read them, and DBMS_XPLAN's table read into a plan, from a table in the form
 * DISPLAY_CURSOR prints with ALLSTATS LAST.
 */
class PlansStatementsTest {

    @Test
    void theDriverReadsEachStatementAsWhatItIsWithoutParameters() {
        assertThat(DriverSql.parse(OraclePlans.STATEMENTS.get("statistics-all")).kind()).isEqualTo("ALTER_SESSION");
        assertThat(DriverSql.parse(OraclePlans.STATEMENTS.get("statistics-typical")).kind()).isEqualTo("ALTER_SESSION");
        DriverSql lastPlan = DriverSql.parse(OraclePlans.STATEMENTS.get("last-plan"));
        assertThat(lastPlan.kind()).isEqualTo("SELECT");
        OraclePlans.STATEMENTS.all().values().forEach(statement ->
                assertThat(DriverSql.parse(statement).parameters()).as(statement).isZero());
        // JSqlParser parses it; its Oracle feature set lacks TABLE() over a function, and says only that.
        assertThat(OracleSyntax.problems(OraclePlans.STATEMENTS.get("last-plan")))
                .containsExactly("tableFunction not supported.");
    }

    @Test
    void displayCursorsTableIsReadOperatorByOperator() {
        List<String> lines = List.of(
                "SQL_ID  4x1k2m0s7p3qz, child number 0",
                "-------------------------------------",
                "SELECT props FROM bench_node WHERE key = :1",
                "",
                "Plan hash value: 1234567890",
                "",
                "-------------------------------------------------------------------------------------------------",
                "| Id  | Operation                    | Name            | Starts | E-Rows | A-Rows |   A-Time   | Buffers |",
                "-------------------------------------------------------------------------------------------------",
                "|   0 | SELECT STATEMENT             |                 |      1 |        |      1 |00:00:00.02 |       4 |",
                "|   1 |  NESTED LOOPS                |                 |      1 |     12K|      1 |00:00:00.01 |       4 |",
                "|*  2 |   TABLE ACCESS FULL          | BENCH_NODE      |      1 |   1121K|   1121K|00:00:00.01 |       3 |",
                "|*  3 |   INDEX UNIQUE SCAN          | BENCH_NODE_KEY  |      1 |      1 |      1 |00:00:00.01 |       1 |",
                "-------------------------------------------------------------------------------------------------",
                "",
                "Predicate Information (identified by operation id):",
                "   2 - filter(\"LABEL\"='Person')");

        Plan plan = OraclePlans.parse("SELECT props FROM bench_node WHERE key = ?", lines);

        assertThat(plan.operators()).containsExactly(
                new PlanOperator(0, "SELECT STATEMENT", "", null, 1L),
                new PlanOperator(1, "NESTED LOOPS", "", 12_000.0, 1L),
                new PlanOperator(2, "TABLE ACCESS FULL", "BENCH_NODE", 1_121_000.0, 1_121_000L),
                new PlanOperator(2, "INDEX UNIQUE SCAN", "BENCH_NODE_KEY", 1.0, 1L));
        assertThat(plan.serverMs()).isEqualTo(20.0);
        assertThat(plan.largest().name()).isEqualTo("TABLE ACCESS FULL");
        assertThat(plan.text()).contains("Predicate Information");
    }
}
