package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Filter;
import dev.graphbench.api.graph.Label;
import dev.graphbench.sql.JdbcStatement;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.sql.ObjectSql;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.RepoOverview;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The hand-written reads of {@code queries.sql} give the JSON documents the object store's compiled
 * statements give, for every argument of the graph and one that names nothing; lists compare in any
 * order.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class HandWrittenReadsTest {

    /** The statements, named as the workloads name them. */
    static final List<String> NAMES = List.of("read-fragment", "read-issue-detail", "read-issue-thread",
            "read-repo-overview", "read-person-network", "read-open-issues-of-repo", "count-issues-by-properties",
            "count-comments");

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectGraph GRAPH = new ObjectGraph();
    private static final SqlDialect DIALECT = new SqlDialect();
    private static final ObjectSql OBJECTS = new ObjectSql(new PostgresJson());
    private static Connection connection;

    @BeforeAll
    static void load(Engine engine) {
        GRAPH.loadInto(engine);
        connection = ((PostgresEngine) engine).connection();
    }

    @AfterAll
    static void close() throws SQLException {
        connection.close();
    }

    /** The first column of every row of the hand-written statement {@code name}. */
    private static List<String> byHand(String name, Map<String, Object> arguments) throws SQLException {
        try (PreparedStatement statement = JdbcStatement.parse(DIALECT.statements().get(name)).prepare(connection, arguments)) {
            return column(statement);
        }
    }

    /** The first column of every row of the object store's statement, bound to {@code arguments} in order. */
    private static List<String> compiled(ObjectSql.ReadStatement read, Object... arguments) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(read.sql())) {
            for (int i = 0; i < arguments.length; i++) {
                statement.setObject(i + 1, arguments[i]);
            }
            return column(statement);
        }
    }

    private static List<String> column(PreparedStatement statement) throws SQLException {
        List<String> values = new ArrayList<>();
        try (ResultSet rows = statement.executeQuery()) {
            while (rows.next()) {
                values.add(rows.getString(1));
            }
        }
        return values;
    }

    /** The documents with every array sorted, so that only their order may differ. */
    private static List<JsonNode> canonical(List<String> documents) throws Exception {
        List<JsonNode> nodes = new ArrayList<>();
        for (String document : documents) {
            nodes.add(canonical(JSON.readTree(document)));
        }
        return nodes;
    }

    private static JsonNode canonical(JsonNode node) {
        if (node.isArray()) {
            List<JsonNode> elements = new ArrayList<>();
            node.forEach(element -> elements.add(canonical(element)));
            elements.sort(Comparator.comparing(JsonNode::toString));
            ArrayNode sorted = JSON.createArrayNode();
            sorted.addAll(elements);
            return sorted;
        }
        if (node.isObject()) {
            ObjectNode copy = JSON.createObjectNode();
            node.properties().forEach(member -> copy.set(member.getKey(), canonical(member.getValue())));
            return copy;
        }
        return node;
    }

    private static void sameDocuments(String name, String parameter, Label label, Class<?> type) throws Exception {
        for (String id : GRAPH.idsAndOneMissing(label)) {
            List<String> expected = compiled(OBJECTS.load(type), id);
            assertThat(canonical(byHand(name, Map.of(parameter, id)))).as("%s %s", name, id)
                    .isEqualTo(canonical(expected)).hasSize(id.equals(ObjectGraph.MISSING_ID) ? 0 : 1);
        }
    }

    @Test
    void singleObjects() throws Exception {
        sameDocuments("read-fragment", "personId", Label.PERSON, Person.class);
        sameDocuments("read-issue-detail", "issueId", Label.ISSUE, IssueDetail.class);
        sameDocuments("read-issue-thread", "issueId", Label.ISSUE, IssueThread.class);
        sameDocuments("read-repo-overview", "repoId", Label.REPO, RepoOverview.class);
        sameDocuments("read-person-network", "personId", Label.PERSON, PersonNetwork.class);
    }

    @Test
    void theOpenIssuesOfARepoAreOneArray() throws Exception {
        ObjectSql.ReadStatement loadAll = OBJECTS.loadAll(Issue.class, Filter.eq("repoId", "").and("state", ""));
        for (String repo : List.of("r0", "r1", "r2", "r'q", "nothing")) {
            List<String> byHand = byHand("read-open-issues-of-repo", Map.of("repoId", repo));
            assertThat(byHand).hasSize(1);
            assertThat(canonical(JSON.readTree(byHand.get(0)))).as(repo)
                    .isEqualTo(canonical(JSON.valueToTree(canonical(compiled(loadAll, repo, "open")))));
        }
    }

    @Test
    void counts() throws Exception {
        for (String state : List.of("open", "closed")) {
            for (long priority = 0; priority <= 3; priority++) {
                List<String> expected = compiled(OBJECTS.count(Issue.class, Filter.eq("state", "").and("priority", 0L)),
                        state, priority);
                assertThat(byHand("count-issues-by-properties", Map.of("state", state, "priority", priority)))
                        .as("%s %d", state, priority).isEqualTo(expected);
            }
        }
        assertThat(byHand("count-comments", Map.of())).isEqualTo(compiled(OBJECTS.count(Comment.class, Filter.all())))
                .containsExactly("4");
    }
}
