package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.conformance.TestGraph;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(EmbeddedPostgresExtension.class)
class SchemaTest {

    private final PostgresEngine engine;

    SchemaTest(Engine engine) {
        this.engine = (PostgresEngine) engine;
    }

    private List<String> strings(String sql) throws SQLException {
        List<String> values = new ArrayList<>();
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        }
        return values;
    }

    private List<String> tables() throws SQLException {
        return strings("SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename");
    }

    private List<String> functions() throws SQLException {
        return strings("SELECT proname FROM pg_proc WHERE proname LIKE 'bench\\_%' ORDER BY proname");
    }

    private List<String> indexes() throws SQLException {
        return strings("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname");
    }

    @Test
    void createDropCreate() throws SQLException {
        engine.schema().drop();
        assertThat(tables()).doesNotContain("bench_node", "bench_edge");
        engine.schema().create(GraphSchema.GENERATED);
        assertThat(tables()).contains("bench_edge", "bench_node");
        assertThat(functions()).containsExactly("bench_delete", "bench_reach", "bench_save");
        assertThat(strings("SELECT relname FROM pg_class WHERE relkind = 'S'")).contains("bench_node_nid");
        engine.schema().drop();
        assertThat(tables()).doesNotContain("bench_node", "bench_edge");
        assertThat(functions()).isEmpty();
        assertThat(strings("SELECT relname FROM pg_class WHERE relkind = 'S'")).doesNotContain("bench_node_nid");
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        assertThat(tables()).contains("bench_edge", "bench_node");
    }

    @Test
    void indexesComeAfterTheLoadWithStatistics() throws SQLException {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        assertThat(indexes()).noneMatch(name -> name.startsWith("bench_"));
        engine.schema().afterLoad();
        assertThat(indexes()).containsSubsequence("bench_edge_in", "bench_edge_out", "bench_issue_repo", "bench_node_id",
                "bench_node_pkey");
        assertThat(strings("SELECT relname FROM pg_stat_user_tables WHERE last_analyze IS NOT NULL ORDER BY relname"))
                .contains("bench_edge", "bench_node");
        assertThat(strings("SELECT stxname FROM pg_statistic_ext")).contains("bench_issue_state");
        assertThat(strings("SELECT indexdef FROM pg_indexes WHERE indexname = 'bench_edge_out'"))
                .singleElement().asString().endsWith("(src, type) INCLUDE (dst)");
        engine.schema().drop();
        assertThat(indexes()).noneMatch(name -> name.startsWith("bench_"));
        assertThat(strings("SELECT stxname FROM pg_statistic_ext")).doesNotContain("bench_issue_state");
    }

    @Test
    void afterTheWritesTheDeadRowsTheDeletionsLeftAreVacuumed() throws SQLException {
        new TestGraph().person("p0").person("p1").relationship(RelType.FOLLOWS, "p0", "p1").loadInto(engine);
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement()) {
            // Autovacuum would otherwise be free to do the work first; the next load recreates the table.
            statement.execute("ALTER TABLE bench_node SET (autovacuum_enabled = false)");
            statement.execute("INSERT INTO bench_node (nid, labels, props) SELECT 1000 + g, '[\"Person\"]',"
                    + " jsonb_build_object('id', 'w-' || g) FROM generate_series(1, 500) g");
            statement.execute("DELETE FROM bench_node WHERE (props ->> 'id') LIKE 'w-%'");
        }
        assertThat(strings("SELECT relname FROM pg_stat_user_tables WHERE last_vacuum IS NOT NULL"))
                .doesNotContain("bench_node");

        engine.schema().afterWrites();

        assertThat(strings("SELECT relname FROM pg_stat_user_tables WHERE last_vacuum IS NOT NULL ORDER BY relname"))
                .contains("bench_edge", "bench_node");
        assertThat(strings("SELECT n_dead_tup FROM pg_stat_user_tables WHERE relname = 'bench_node'"))
                .containsExactly("0");
    }

    @Test
    void walksReadTheIndexesOnlyRightAfterTheLoad() throws SQLException {
        TestGraph graph = new TestGraph();
        for (int i = 0; i < 3_000; i++) {
            graph.person("p" + i);
        }
        for (int i = 1; i < 3_000; i++) {
            graph.relationship(RelType.FOLLOWS, "p" + i, "p" + (i / 2));
        }
        graph.loadInto(engine);
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement()) {
            // A table this small would be scanned whole; the question is what an index scan reads.
            statement.execute("SET enable_seqscan = off");
            statement.execute("SET enable_bitmapscan = off");
            for (String walk : List.of("src = 7", "dst = 7")) {
                String plan;
                try (ResultSet rows = statement.executeQuery("EXPLAIN (ANALYZE, FORMAT JSON) SELECT src, dst"
                        + " FROM bench_edge WHERE " + walk + " AND type = 'FOLLOWS'")) {
                    rows.next();
                    plan = rows.getString(1);
                }
                assertThat(plan).as(walk).contains("\"Index Only Scan\"").contains("\"Heap Fetches\": 0");
            }
        } finally {
            engine.schema().drop();
        }
    }

    @Test
    void creatingTwiceSaysWhatExists() {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        assertThatThrownBy(() -> engine.schema().create(GraphSchema.GENERATED))
                .isInstanceOf(EngineException.class)
                .hasMessageStartingWith("schema step create-node-table failed on PostgreSQL at 127.0.0.1:")
                .hasMessageContaining("relation \"bench_node\" already exists");
    }
}
