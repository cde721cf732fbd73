package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.conformance.TestGraph;
import dev.graphbench.workloads.model.Person;
import java.util.List;
import java.util.Map;
import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphPath;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.Hop;
import org.drivine.annotation.Root;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * FalkorDB's patterns are walks: around the cycle p0 -> p1 -> p2 -> p0 a four-hop path may go out
 * over p0 -> p1 a second time, which Cypher's rule (and Neo4j) forbids. The hops query counts
 * them, and so does Drivine's {@code @GraphPath}, which the object store kit holds to trails.
 */
@ExtendWith(FalkorDbExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FalkorDbPathsTest {

    /** A path that comes back along its own type, as in the object store kit. */
    @GraphView
    public record CoFollowers(
            @Root Person person,
            @GraphPath(hops = {
                @Hop(type = "FOLLOWS", direction = Direction.OUTGOING, label = "Person"),
                @Hop(type = "FOLLOWS", direction = Direction.INCOMING)
            }) List<Person> alsoFollowing) {
    }

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
    @CsvSource({"1, 2", "2, 2", "3, 2", "4, 2"})
    void countsEveryWalkFromAPerson(int hops, long walks) {
        // 4 hops: p0 p1 p2 p0 p3, and p0 p1 p2 p0 p1, which walks p0 -> p1 twice.
        assertThat(paths("p0", hops)).isEqualTo(walks);
    }

    /** Two paths to one person are two paths: the path is bound, or FalkorDB would count the person once. */
    @Test
    void countsPathsNotPeople() {
        assertThat(paths("p6", 1)).isEqualTo(1);
        assertThat(paths("p6", 2)).isEqualTo(1);
        assertThat(paths("p6", 3)).isZero();
        assertThat(paths("p2", 2)).isEqualTo(2);
        assertThat(paths("p999", 2)).isZero();
        assertThat(paths("p5", 1)).isZero();
    }

    @Test
    void drivinesGraphPathWalksBackOverTheRelationshipItCameBy() {
        ObjectStore objects = session.objects().orElseThrow();
        // p0 follows p1, whom p0 alone follows: back over the same FOLLOWS, the walk returns to p0.
        assertThat(objects.load(CoFollowers.class, "p0").alsoFollowing()).extracting(Person::id)
                .containsOnly("p0");
        assertThat(FalkorDbDialect.INSTANCE.paths()).isEqualTo(dev.graphbench.api.PathSemantics.WALK);
    }
}
