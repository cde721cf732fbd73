package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.api.Session;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.report.plans.Finding;
import dev.graphbench.report.plans.PlanRule;
import dev.graphbench.report.plans.PlanRules;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.sql.SentSql;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * PostgreSQL's plans of what a call sent, by hand or by the object store: EXPLAIN (ANALYZE, BUFFERS,
 * FORMAT JSON) with the call's values, a write's rolled back; and the scan rule on a real plan.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class PlansTest {

    private static Session session;
    private static ObjectStore objects;

    @BeforeAll
    static void load(Engine engine) {
        new ObjectGraph().loadInto(engine);
        session = engine.openSession();
        objects = session.objects().orElseThrow();
    }

    @AfterAll
    static void close() {
        session.close();
    }

    @Test
    void aHandWrittenReadIsExplainedWithItsValuesAndActualRows() {
        List<Plan> plans = session.plan(() -> session.execute(Queries.READ_FRAGMENT, Map.of("personId", "p1")));

        assertThat(plans).hasSize(1);
        Plan plan = plans.getFirst();
        assertThat(plan.format()).isEqualTo("json");
        assertThat(plan.text()).contains("\"Execution Time\"", "\"Shared Hit Blocks\"");
        assertThat(plan.serverMs()).isNotNull().isPositive();
        assertThat(plan.bytesReceived()).isPositive();
        assertThat(plan.operators().getFirst().depth()).isZero();
        assertThat(plan.operators()).allSatisfy(operator -> assertThat(operator.actualRows()).isNotNull());
        assertThat(plan.operators()).extracting(PlanOperator::detail).anyMatch(detail -> detail.contains("bench_node"));
    }

    @Test
    void theObjectStoresOneStatementIsPlanned() {
        List<Plan> plans = session.plan(() -> objects.load(PersonNetwork.class, "p0"));

        assertThat(plans).hasSize(1);
        assertThat(plans.getFirst().statement()).isEqualTo(
                new SqlDialect().objectStatement(ObjectCall.load(PersonNetwork.class)).orElseThrow());
        assertThat(plans.getFirst().largest().actualRows()).isNotNull();
    }

    @Test
    void aSaveIsPlannedAndRolledBackSoThatItWritesOnce(Engine engine) {
        List<Plan> plans = session.plan(() -> objects.save(new Person("w-plan-pg", "Planned", "planned")));

        assertThat(plans).hasSize(1).allSatisfy(plan -> assertThat(plan.actual()).isTrue());
        assertThat(objects.load(Person.class, "w-plan-pg")).isEqualTo(new Person("w-plan-pg", "Planned", "planned"));
        try (Session own = engine.openSession()) {
            assertThat(own.execute(Queries.READ_FRAGMENT, Map.of("personId", "w-plan-pg")).rows()).hasSize(1);
        }
        objects.delete(Person.class, List.of("w-plan-pg"));
    }

    @Test
    void theBytesReceivedAreEveryValuesBytesAsTheDriverReceivedThem(Engine engine) throws Exception {
        try (Connection connection = ((PostgresEngine) engine).connection()) {
            Plan plan = new PostgresPlans().plan(connection, new SentSql("SELECT 'h\u00e9llo' AS greeting, NULL AS nothing"
                    + " UNION ALL SELECT ?, 'x'", statement -> statement.setString(1, "ab")));

            assertThat(plan.bytesReceived()).as("6 bytes of UTF-8, a null, 2 and 1").isEqualTo(9);
        }
    }

    @Test
    void aSequentialScanForOneNodeIsFlagged(Engine engine) throws Exception {
        try (Connection connection = ((PostgresEngine) engine).connection()) {
            Plan plan = new PostgresPlans().plan(connection, new SentSql(
                    "SELECT props FROM bench_node WHERE props ->> 'login' = ?", statement -> statement.setString(1, "p1")));

            assertThat(plan.operators()).extracting(PlanOperator::name).contains("Seq Scan");
            assertThat(PlanRules.check(new WorkloadPlans(Map.of("personId", "p1"), List.of(plan), 1, null)))
                    .extracting(Finding::rule).containsExactly(PlanRule.SCAN_FOR_ONE_NODE);
        }
    }
}
