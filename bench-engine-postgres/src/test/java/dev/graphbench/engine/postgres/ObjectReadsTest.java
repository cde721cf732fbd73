package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.sql.ObjectSql;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.RepoOverview;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What reads compiled to SQL make of the tables that no other engine has: edges written by SQL
 * outside the dataset, and statements compiled once. What the reads give is the kit's, in
 * {@link PostgresObjectStoreConformanceTest}.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class ObjectReadsTest {

    private static final ObjectGraph GRAPH = new ObjectGraph();
    private static Session session;
    private static ObjectStore objects;

    @BeforeAll
    static void load(Engine engine) {
        GRAPH.loadInto(engine);
        session = engine.openSession();
        objects = session.objects().orElseThrow();
    }

    @AfterAll
    static void close() {
        session.close();
    }

    @Test
    void targetsMustCarryTheirLabelButCountsCountEveryRelationship(Engine engine) throws SQLException {
        // An IN_REPO from an issue to a person, and from a person to a repo: outside the dataset, not outside SQL.
        String insert = "INSERT INTO bench_edge (src, dst, type) SELECT a.nid, b.nid, 'IN_REPO' FROM bench_node a,"
                + " bench_node b WHERE (a.props ->> 'id') = '%s' AND (b.props ->> 'id') = '%s'";
        try (Connection connection = ((PostgresEngine) engine).connection();
             Statement statement = connection.createStatement()) {
            statement.execute(insert.formatted("i2", "p0"));
            statement.execute(insert.formatted("p4", "r1"));
            try {
                assertThat(objects.load(IssueDetail.class, "i2").repo()).isEqualTo(GRAPH.repo("r1"));
                assertThat(objects.load(RepoOverview.class, "r1").issueCount()).isEqualTo(2);
            } finally {
                statement.execute("DELETE FROM bench_edge e USING bench_node a, bench_node b WHERE e.src = a.nid"
                        + " AND e.dst = b.nid AND e.type = 'IN_REPO'"
                        + " AND ((a.props ->> 'id'), (b.props ->> 'id')) IN (('i2', 'p0'), ('p4', 'r1'))");
            }
        }
        assertThat(objects.load(RepoOverview.class, "r1").issueCount()).isEqualTo(1);
    }

    @Test
    void statementsAreCompiledOncePerClassAndFilter() {
        ObjectSql sql = new ObjectSql(new PostgresJson());
        assertThat(sql.load(IssueDetail.class)).isSameAs(sql.load(IssueDetail.class));
        assertThat(sql.loadAll(Issue.class, Filter.eq("state", "open")))
                .isSameAs(sql.loadAll(Issue.class, Filter.eq("state", "closed")))
                .isNotSameAs(sql.loadAll(Issue.class, Filter.eq("repoId", "r0")));
    }
}
