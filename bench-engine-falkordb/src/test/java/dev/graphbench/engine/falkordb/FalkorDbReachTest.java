package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.api.Session;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.conformance.ReachGraphs;
import dev.graphbench.cypher.SentStatements;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.KroneckerDataset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What FalkorDB does with reach: algo.BFS, a breadth-first search that keeps each node once at any depth,
 * where the variable-length pattern with count(DISTINCT) walks every path before it counts the nodes.
 */
@ExtendWith(FalkorDbExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FalkorDbReachTest {

    private static final String PATTERN = "MATCH (start:Node {id: $startId})-[:LINK*1..3]->(reached)"
            + " WHERE reached <> start RETURN count(DISTINCT reached) AS reached";

    private FalkorDbEngine engine;
    private String start;

    @BeforeAll
    void load(Engine falkordb) {
        engine = (FalkorDbEngine) falkordb;
        KroneckerDataset kronecker = new KroneckerDataset(10, false, DatasetSpec.DEFAULT_SEED);
        start = ReachGraphs.starts(kronecker, List.of(), 1).getFirst();
        assertThat(ReachGraphs.check(engine, kronecker, List.of(start)).differences()).isEmpty();
    }

    private List<String> operators(Plan plan) {
        return plan.operators().stream().map(PlanOperator::name).toList();
    }

    @Test
    void reachIsOneProcedureCallAtEveryDepthTheDepthBound() {
        try (Session session = engine.openSession()) {
            for (long hops : List.of(1L, 4L, (long) Queries.MAX_REACH_HOPS)) {
                Plan plan = session.plan(() -> session.execute(Queries.REACH, Map.of("startId", start, "hops", hops)))
                        .getFirst();
                assertThat(plan.statement()).contains("algo.BFS(start, $hops, 'LINK')");
                assertThat(operators(plan)).contains("ProcedureCall")
                        .noneMatch(name -> name.contains("Variable Length"));
            }
        }
    }

    @Test
    void theVariableLengthPatternCountsTheSameButWalksAPathARow() {
        long reach;
        try (Session session = engine.openSession()) {
            reach = session.execute(Queries.REACH, Map.of("startId", start, "hops", 3L)).count();
        }
        Plan plan = new FalkorDbPlans(engine).of(new SentStatements.Sent(PATTERN, Map.of("startId", start)));
        PlanOperator traverse = plan.operators().stream()
                .filter(operator -> operator.name().equals("Conditional Variable Length Traverse")).findFirst()
                .orElseThrow();
        PlanOperator aggregate = plan.operators().stream().filter(operator -> operator.name().equals("Aggregate"))
                .findFirst().orElseThrow();
        assertThat(aggregate.actualRows()).isEqualTo(1);
        assertThat(traverse.actualRows()).as("rows walked for %d nodes", reach).isGreaterThan(10 * reach);
        Object counted = engine.read(PATTERN, Map.of("startId", start)).iterator().next().getValue(0);
        assertThat(counted).as("the pattern's count").isEqualTo(reach);
    }

    @Test
    void thePatternIsAskedAtOneHopAloneAndCountsWhatTheProcedureDoes() {
        assertThat(FalkorDbDialect.INSTANCE.variants(Queries.REACH, Map.of("hops", 1L))).containsExactly("pattern");
        assertThat(FalkorDbDialect.INSTANCE.variants(Queries.REACH, Map.of("hops", 2L))).isEmpty();
        // The ladder's walks draw their depth: no fixed hops, no pattern.
        assertThat(FalkorDbDialect.INSTANCE.variants(Queries.REACH, Map.of())).isEmpty();
        try (Session session = engine.openSession()) {
            Map<String, Object> oneHop = Map.of("startId", start, "hops", 1L);
            long procedure = session.execute(Queries.REACH, oneHop).count();
            assertThat(procedure).isPositive();
            assertThat(session.execute(Queries.REACH.variant("pattern"), oneHop).count()).isEqualTo(procedure);
            Plan plan = session.plan(() -> session.execute(Queries.REACH.variant("pattern"), oneHop)).getFirst();
            assertThat(operators(plan)).doesNotContain("ProcedureCall");
        }
    }
}
