package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
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
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * FalkorDB's plans on a local FalkorDB: a read profiled with each operator's records, a write
 * explained without running twice, and the rules over them.
 */
@ExtendWith(FalkorDbExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FalkorDbPlansTest {

    private Session session;
    private ObjectStore objects;

    @BeforeAll
    void load(Engine engine) {
        new ObjectGraph().loadInto(engine);
        session = engine.openSession();
        objects = session.objects().orElseThrow();
    }

    @AfterAll
    void close() {
        session.close();
    }

    @Test
    void aReadIsProfiledOperatorByOperator() {
        List<Plan> plans = session.plan(() -> session.execute(Queries.ONE_HOP, Map.of("personId", "p1")));

        Plan plan = plans.getFirst();
        assertThat(plan.actual()).isTrue();
        assertThat(plan.operators().getFirst()).extracting(PlanOperator::depth, PlanOperator::name)
                .containsExactly(0, "Results");
        assertThat(plan.operators()).allSatisfy(operator -> assertThat(operator.actualRows()).isNotNull());
        assertThat(plan.operators()).extracting(PlanOperator::name).anyMatch(name -> name.contains("Index"));
        assertThat(plan.serverMs()).isNotNull();
        assertThat(PlanRules.check(new WorkloadPlans(Map.of("personId", "p1"), plans, 1, null))).isEmpty();
    }

    @Test
    void drivinesGraphPathStatementScansForItsRoot() {
        List<Plan> plans = session.plan(() -> objects.load(PersonNetwork.class, "p2"));

        assertThat(PlanRules.check(new WorkloadPlans(Map.of("personId", "p2"), plans, 1, null)))
                .extracting(Finding::rule).as(plans.getFirst().text()).contains(PlanRule.SCAN_FOR_ONE_NODE);
    }

    @Test
    void aWriteIsExplainedNotRunTwice() {
        List<Plan> plans = session.plan(() -> objects.save(new Person("w-plan-f", "Planned", "planned")));

        assertThat(plans).isNotEmpty().allSatisfy(plan -> {
            assertThat(plan.actual()).isFalse();
            assertThat(plan.operators()).allSatisfy(operator -> assertThat(operator.actualRows()).isNull());
        });
        assertThat(objects.load(Person.class, "w-plan-f")).isEqualTo(new Person("w-plan-f", "Planned", "planned"));
        objects.delete(Person.class, List.of("w-plan-f"));
    }
}
