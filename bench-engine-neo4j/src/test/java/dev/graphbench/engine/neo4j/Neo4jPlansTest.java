package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.api.Session;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.cypher.SentStatements;
import dev.graphbench.report.plans.Finding;
import dev.graphbench.report.plans.PlanRule;
import dev.graphbench.report.plans.PlanRules;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Neo4j's plans of what a call sent, hand-written or Drivine's, and the rules over them on the
 * Neo4j server the harness starts: Drivine's {@code @GraphPath} statement is flagged, its hand-written twin is not.
 */
@ExtendWith(Neo4jExtension.class)
class Neo4jPlansTest {

    private static Engine engine;
    private static Session session;
    private static ObjectStore objects;

    @BeforeAll
    static void load(Engine neo4j) {
        engine = neo4j;
        new ObjectGraph().loadInto(engine);
        session = engine.openSession();
        objects = session.objects().orElseThrow();
    }

    @AfterAll
    static void close() {
        session.close();
    }

    private static List<Finding> findings(List<Plan> plans, Map<String, Object> arguments, long answerRows) {
        return PlanRules.check(new WorkloadPlans(arguments, plans, answerRows, null));
    }

    @Test
    void drivinesGraphPathStatementIsFlaggedAndItsHandWrittenTwinIsNot() {
        List<Plan> drivine = session.plan(() -> objects.load(PersonNetwork.class, "p2"));
        List<Plan> byHand = session.plan(() -> session.execute(Queries.READ_PERSON_NETWORK, Map.of("personId", "p2")));

        assertThat(drivine).hasSize(1);
        assertThat(drivine.getFirst().statement()).contains("CALL");
        assertThat(drivine.getFirst().actual()).isTrue();
        assertThat(drivine.getFirst().operators()).extracting(PlanOperator::name).contains("NodeByLabelScan", "Apply");
        assertThat(findings(drivine, Map.of("personId", "p2"), 1)).extracting(Finding::rule)
                .contains(PlanRule.FILTER_AFTER_SUBQUERY, PlanRule.SCAN_FOR_ONE_NODE);
        assertThat(byHand).hasSize(1);
        assertThat(byHand.getFirst().operators()).extracting(PlanOperator::name).contains("NodeUniqueIndexSeek");
        assertThat(findings(byHand, Map.of("personId", "p2"), 1)).isEmpty();
    }

    @Test
    void aPlanCountsTheRowsOfEachOperatorAndTheServersTime() {
        List<Plan> plans = session.plan(() -> session.execute(Queries.ONE_HOP, Map.of("personId", "p1")));

        Plan plan = plans.getFirst();
        assertThat(plan.operators().getFirst().depth()).isZero();
        assertThat(plan.operators().getFirst().name()).isEqualTo("ProduceResults");
        assertThat(plan.operators()).allSatisfy(operator -> assertThat(operator.actualRows()).isNotNull());
        assertThat(plan.largest().actualRows()).as(plan.text()).isGreaterThanOrEqualTo(3);
        assertThat(plan.serverMs()).isNotNull();
        assertThat(plan.text()).contains("ProduceResults", "db hits");
    }

    @Test
    void aCartesianProductIsFlagged() {
        Plan plan = new Neo4jPlans((Neo4jEngine) engine).profile(new SentStatements.Sent(
                "MATCH (o:Org), (t:Topic) RETURN o.id, t.id", Map.of()));

        assertThat(findings(List.of(plan), Map.of(), 1)).extracting(Finding::rule)
                .containsExactly(PlanRule.CARTESIAN_PRODUCT);
    }

    @Test
    void aSaveIsProfiledWithoutWritingTwice() {
        List<Plan> plans = session.plan(() -> objects.save(new Person("w-plan-1", "Planned", "planned")));

        assertThat(plans).isNotEmpty().allSatisfy(plan -> assertThat(plan.actual()).isTrue());
        assertThat(objects.load(Person.class, "w-plan-1")).isEqualTo(new Person("w-plan-1", "Planned", "planned"));
        objects.delete(Person.class, List.of("w-plan-1"));
        assertThat(objects.load(Person.class, "w-plan-1")).isNull();
    }
}
