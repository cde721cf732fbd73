package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.api.Session;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.conformance.ReachGraphs;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.SnapDataset;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * PostgreSQL's reach: a recursive query up to 2 hops, bench_reach beyond, which keeps each node once, so that
 * a walk round a long cycle at the ladder's last depth ends, and with the reference's count.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class ReachTest {

    /** Nodes of the cycle: each depth reaches one more, until the walk is back at the start. */
    private static final int CYCLE = 20_000;

    @Test
    void aWalkRoundALongCycleToTheLastDepthCountsEachNodeOnce(Engine engine, @TempDir Path folder) throws IOException {
        Path file = Files.write(folder.resolve("cycle.txt"),
                IntStream.range(0, CYCLE).mapToObj(i -> i + "\t" + (i + 1) % CYCLE).toList());
        SnapDataset cycle = SnapDataset.read(file, false, DatasetSpec.DEFAULT_SEED);
        ReachGraphs.Checked checked = ReachGraphs.check(engine, cycle, List.of("0", "19999"));
        assertThat(checked.differences()).isEmpty();
        try (Session session = engine.openSession()) {
            for (long hops : List.of(1L, 2L, 3L, 4L, 8L)) {
                assertThat(reach(session, "0", hops)).as("%d hops", hops).isEqualTo(hops);
            }
            assertThat(reach(session, "0", Queries.MAX_REACH_HOPS)).isEqualTo(CYCLE - 1);
        }
    }

    @Test
    void upToTwoHopsARecursiveQueryAndDeeperTheFunction(Engine engine, @TempDir Path folder) {
        SnapDataset edgeList = SnapDataset.read(ReachGraphs.writeEdgeList(folder.resolve("reach.txt")), false,
                DatasetSpec.DEFAULT_SEED);
        assertThat(ReachGraphs.check(engine, edgeList, List.of("300")).differences()).isEmpty();
        try (Session session = engine.openSession()) {
            assertThat(operators(session, 2)).contains("Recursive Union");
            assertThat(operators(session, 3)).doesNotContain("Recursive Union");
            assertThat(operators(session, Queries.MAX_REACH_HOPS)).doesNotContain("Recursive Union");
        }
    }

    private static long reach(Session session, String start, long hops) {
        return session.execute(Queries.REACH, Map.of("startId", start, "hops", hops)).count();
    }

    /** The operators that gave rows in a reach from 300: the branch the CASE skipped never runs, and gives none. */
    private static List<String> operators(Session session, long hops) {
        List<Plan> plans = session.plan(() -> reach(session, "300", hops));
        return plans.getFirst().operators().stream()
                .filter(operator -> operator.actualRows() != null && operator.actualRows() > 0)
                .map(PlanOperator::name).toList();
    }
}
