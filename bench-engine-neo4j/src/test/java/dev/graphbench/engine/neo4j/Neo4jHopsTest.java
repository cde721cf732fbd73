package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.conformance.TestGraph;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The hops query counts FOLLOWS paths of exactly 1 to 4 hops as trails: around the cycle
 * p0 -> p1 -> p2 -> p0 a four-hop walk may go out over p0 -> p1 a second time, a trail may not.
 */
@ExtendWith(Neo4jExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class Neo4jHopsTest {

    private Session session;

    @BeforeAll
    void load(Engine engine) {
        TestGraph graph = new TestGraph();
        for (int i = 0; i <= 6; i++) {
            graph.person("p" + i);
        }
        String[] follows = {"p0", "p1", "p1", "p2", "p2", "p0", "p0", "p3", "p3", "p4", "p4", "p5", "p6", "p4"};
        for (int i = 0; i < follows.length; i += 2) {
            graph.relationship(RelType.FOLLOWS, follows[i], follows[i + 1]);
        }
        graph.loadInto(engine);
        session = engine.openSession();
    }

    @AfterAll
    void close() {
        session.close();
    }

    private long paths(String personId, int hops) {
        return session.execute(Queries.HOPS, Map.of("personId", personId, "hops", hops)).count();
    }

    @ParameterizedTest
    @CsvSource({"1, 2", "2, 2", "3, 2", "4, 1"})
    void countsEveryTrailFromAPerson(int hops, long trails) {
        // 4 hops: p0 p1 p2 p0 p3 is a trail; p0 p1 p2 p0 p1 walks p0 -> p1 twice and is not.
        assertThat(paths("p0", hops)).isEqualTo(trails);
    }

    @Test
    void countsPathsNotPeople() {
        // p6 -> p4 -> p5 and nothing further; p3 -> p4 -> p5 likewise.
        assertThat(paths("p6", 1)).isEqualTo(1);
        assertThat(paths("p6", 2)).isEqualTo(1);
        assertThat(paths("p6", 3)).isZero();
        // p2 -> p0 -> p1 and p2 -> p0 -> p3: two paths of two hops.
        assertThat(paths("p2", 2)).isEqualTo(2);
    }

    @Test
    void unknownAndUnfollowingPeopleCountZero() {
        assertThat(paths("p999", 2)).isZero();
        assertThat(paths("p5", 1)).isZero();
    }
}
