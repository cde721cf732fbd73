package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Filter;
import dev.graphbench.sql.ObjectSql;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.RepoOverview;
import org.junit.jupiter.api.Test;

/** The object store's statements in PostgreSQL's SQL, read without a server. */
class ObjectStatementsTest {

    private final ObjectSql sql = new ObjectSql(new PostgresJson());

    @Test
    void aNestedViewIsOneStatementOfJsonbAggregates() {
        assertThat(sql.load(IssueThread.class).sql()).isEqualTo("""
                SELECT jsonb_build_object(
                    'issue', n0.props,
                    'comments', (
                        SELECT COALESCE(jsonb_agg(jsonb_build_object(
                            'comment', n1.props,
                            'author', (
                                SELECT n2.props
                                FROM bench_edge e2 JOIN bench_node n2 ON n2.nid = e2.dst
                                WHERE e2.src = n1.nid AND e2.type = 'WRITTEN_BY' AND n2.labels @> '["Person"]'
                                LIMIT 1))), '[]'::jsonb)
                        FROM bench_edge e1 JOIN bench_node n1 ON n1.nid = e1.src
                        WHERE e1.dst = n0.nid AND e1.type = 'ON' AND n1.labels @> '["Comment"]'))
                FROM bench_node n0
                WHERE n0.labels @> '["Issue"]'
                  AND (n0.props ->> 'id') = ?""");
    }

    @Test
    void everyViewFindsItsRootThroughTheIdIndex() {
        for (Class<?> view : new Class<?>[] {IssueDetail.class, IssueThread.class, RepoOverview.class, PersonNetwork.class}) {
            assertThat(sql.load(view).sql()).as(view.getSimpleName())
                    .startsWith("SELECT jsonb_build_object(\n")
                    .endsWith("\n  AND (n0.props ->> 'id') = ?")
                    .doesNotContain(";");
        }
        assertThat(sql.load(RepoOverview.class).sql())
                .contains("'issueCount', (SELECT COUNT(*) FROM bench_edge e3 WHERE e3.dst = n0.nid AND e3.type = 'IN_REPO')");
        assertThat(sql.load(PersonNetwork.class).sql())
                .contains("JOIN bench_node n3 ON n3.nid = e2.dst AND n3.labels @> '[\"Person\"]'");
    }

    @Test
    void filtersUseTheIndexedExpressionForStringsAndJsonbNumbersForNumbers() {
        assertThat(sql.loadAll(Issue.class, Filter.eq("repoId", "r1").and("state", "open")).sql()).isEqualTo("""
                SELECT n0.props
                FROM bench_node n0
                WHERE n0.labels @> '["Issue"]'
                  AND (n0.props ->> 'repoId') = ?
                  AND (n0.props ->> 'state') = ?""");
        assertThat(sql.count(Issue.class, Filter.eq("priority", 1L)).sql()).isEqualTo("""
                SELECT COUNT(*)
                FROM bench_node n0
                WHERE n0.labels @> '["Issue"]'
                  AND (n0.props -> 'priority') = to_jsonb(?::bigint)""");
        assertThat(sql.count(Comment.class, Filter.all()).sql()).isEqualTo("""
                SELECT COUNT(*)
                FROM bench_node n0
                WHERE n0.labels @> '["Comment"]'""");
    }

    @Test
    void writesCallTheSchemasFunctions() {
        assertThat(sql.dialect().saveStatement()).isEqualTo("SELECT bench_save(?::jsonb)");
        assertThat(sql.dialect().deleteStatement()).isEqualTo("SELECT bench_delete(?::jsonb)");
        assertThat(PostgresSchema.STATEMENTS.get("create-save-function"))
                .contains("ERRCODE = '" + PostgresJson.ID_TAKEN + "'", "ERRCODE = '" + PostgresJson.MISSING_REFERENCE + "'");
    }
}
