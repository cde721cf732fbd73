package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.cypher.DrivineObjectStore;
import dev.graphbench.workloads.model.Issue;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What reads through Drivine do to its session on Neo4j: it holds no more than the last read, so
 * that a long run does not grow it. What the reads give is the kit's, in
 * {@link Neo4jObjectStoreConformanceTest}.
 */
@ExtendWith(Neo4jExtension.class)
class Neo4jObjectReadsTest {

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
    void drivinesSessionHoldsNoMoreThanTheLastReadOverAThousandCalls() {
        DrivineObjectStore store = (DrivineObjectStore) objects;
        List<String> issues = List.of("i0", "i1", "i2", "i3", "i4");
        for (int call = 0; call < 1_000; call++) {
            objects.load(Issue.class, issues.get(call % issues.size()));
        }
        // The 1,000th call loaded i4: only it is held.
        assertThat(store.session().isTracked(Issue.class, "i4")).isTrue();
        for (String earlier : issues.subList(0, 4)) {
            assertThat(store.session().isTracked(Issue.class, earlier)).as(earlier).isFalse();
        }
        objects.loadAll(Issue.class, Filter.all());
        objects.count(Issue.class, Filter.all());
        assertThat(store.session().isTracked(Issue.class, "i4")).as("a count holds nothing").isFalse();
    }
}
