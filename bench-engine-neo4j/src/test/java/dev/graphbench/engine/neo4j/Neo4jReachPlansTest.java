package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.conformance.ReachGraphs;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.KroneckerDataset;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * How Neo4j walks a reach, in its profile: a breadth-first search that keeps each node once at any depth,
 * never an enumeration of paths; over Bolt and through the embedded Java API alike.
 */
@ExtendWith(Neo4jExtension.class)
class Neo4jReachPlansTest {

    private static final String PRUNING_BFS = "VarLengthExpand(Pruning,BFS,All)";

    private static Engine bolt;
    private static EmbeddedServer inside;
    private static Engine embedded;
    private static String start;

    @BeforeAll
    static void load(Engine neo4j, @TempDir Path work) {
        bolt = neo4j;
        Neo4jEmbeddedProvider provider = new Neo4jEmbeddedProvider();
        Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_NEO4J_PAGECACHE", "64m"));
        inside = provider.embeddedServer().orElseThrow().start(settings, work);
        embedded = provider.open(settings.with(inside.connectionSettings()));
        KroneckerDataset kronecker = new KroneckerDataset(10, false, DatasetSpec.DEFAULT_SEED);
        start = ReachGraphs.starts(kronecker, List.of(), 1).getFirst();
        for (Engine engine : List.of(bolt, embedded)) {
            ReachGraphs.Checked checked = ReachGraphs.check(engine, kronecker, List.of(start));
            assertThat(checked.differences()).isEmpty();
        }
    }

    @AfterAll
    static void close() {
        if (embedded != null) {
            embedded.close();
        }
        if (inside != null) {
            inside.close();
        }
    }

    private static Plan plan(Engine engine, long hops) {
        try (Session session = engine.openSession()) {
            List<Plan> plans = session.plan(() -> session.execute(Queries.REACH, Map.of("startId", start, "hops", hops)));
            assertThat(plans).hasSize(1);
            return plans.getFirst();
        }
    }

    private static List<String> operators(Plan plan) {
        return plan.operators().stream().map(PlanOperator::name).toList();
    }

    @Test
    void everyDepthFromTwoIsABreadthFirstSearchThatKeepsEachNodeOnce() {
        for (Engine engine : List.of(bolt, embedded)) {
            for (long hops : List.of(2L, 4L, 8L, (long) Queries.MAX_REACH_HOPS)) {
                Plan plan = plan(engine, hops);
                assertThat(plan.statement()).as("the depth written in").contains("[:LINK*1.." + hops + "]");
                assertThat(operators(plan)).as("%s at %d hops", engine.info().deployment(), hops)
                        .contains(PRUNING_BFS).doesNotContain("VarLengthExpand(All)");
            }
        }
    }

    @Test
    void theSearchRowsAreTheNodesReachedNotThePathsWalked() {
        for (Engine engine : List.of(bolt, embedded)) {
            long reached;
            try (Session session = engine.openSession()) {
                reached = session.execute(Queries.REACH, Map.of("startId", start, "hops", 131_072L)).count();
            }
            PlanOperator search = plan(engine, Queries.MAX_REACH_HOPS).operators().stream()
                    .filter(operator -> operator.name().equals(PRUNING_BFS)).findFirst().orElseThrow();
            assertThat(search.actualRows()).as("the nodes reached, the start among them round a cycle")
                    .isBetween(reached, reached + 1);
        }
    }

    @Test
    void oneHopExpandsTheStartsRelationshipsOnce() {
        assertThat(operators(plan(bolt, 1))).contains("VarLengthExpand(All)").doesNotContain(PRUNING_BFS);
    }
}
