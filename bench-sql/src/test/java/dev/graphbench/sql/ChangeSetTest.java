package dev.graphbench.sql;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.CommentWithAuthor;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Org;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.Repo;
import dev.graphbench.workloads.model.RepoOverview;
import dev.graphbench.workloads.model.Topic;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The change set a save hands the engine's save statement, as JSON. */
class ChangeSetTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ObjectSql sql = new ObjectSql(new TestDialect());

    private JsonNode changes(Object... objects) throws Exception {
        return JSON.readTree(sql.changes(List.of(objects)).json());
    }

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text.replace('\'', '"'));
    }

    @Test
    void aFragmentIsOneNodeWithEveryPropertyOfItsClass() throws Exception {
        assertThat(changes(new Person("p1", "Pat", null))).isEqualTo(json("""
                {'nodes': [{'id': 'p1', 'labels': ['Person'], 'props': {'id': 'p1', 'login': null, 'name': 'Pat'}}],
                 'references': [], 'links': []}"""));
    }

    @Test
    void aViewLinksItsRootInEachRelationshipsDirectionAndRefersToWhatIsGivenByIdAlone() throws Exception {
        IssueDetail detail = new IssueDetail(new Issue("i1", "t", "open", 2, "r1"), new Repo("r1", null, null, 0),
                null, List.of(new Person("p2", "Pat", "pat")), List.of(new Topic("t1", null)),
                List.of(new Comment("c1", "body", 0)));
        assertThat(changes(detail)).isEqualTo(json("""
                {'nodes': [
                   {'id': 'i1', 'labels': ['Issue'],
                    'props': {'id': 'i1', 'priority': 2, 'repoId': 'r1', 'state': 'open', 'title': 't'}},
                   {'id': 'p2', 'labels': ['Person'], 'props': {'id': 'p2', 'login': 'pat', 'name': 'Pat'}},
                   {'id': 'c1', 'labels': ['Comment'], 'props': {'body': 'body', 'createdAt': 0, 'id': 'c1'}}],
                 'references': [{'id': 'r1', 'labels': ['Repo']}, {'id': 't1', 'labels': ['Topic']}],
                 'links': [
                   {'anchor': 'i1', 'type': 'IN_REPO', 'outgoing': true, 'labels': ['Repo'], 'targets': ['r1']},
                   {'anchor': 'i1', 'type': 'OPENED_BY', 'outgoing': true, 'labels': ['Person'], 'targets': []},
                   {'anchor': 'i1', 'type': 'ASSIGNED_TO', 'outgoing': true, 'labels': ['Person'], 'targets': ['p2']},
                   {'anchor': 'i1', 'type': 'TAGGED', 'outgoing': true, 'labels': ['Topic'], 'targets': ['t1']},
                   {'anchor': 'i1', 'type': 'ON', 'outgoing': false, 'labels': ['Comment'], 'targets': ['c1']}]}"""));
    }

    @Test
    void aNestedViewLinksItsOwnRoot() throws Exception {
        IssueThread thread = new IssueThread(new Issue("i1", "t", "open", 0, "r1"), List.of(
                new CommentWithAuthor(new Comment("c1", null, 0), new Person("p1", null, null))));
        JsonNode changes = changes(thread);
        assertThat(changes.get("references")).isEqualTo(json("""
                [{'id': 'c1', 'labels': ['Comment']}, {'id': 'p1', 'labels': ['Person']}]"""));
        assertThat(changes.get("links")).isEqualTo(json("""
                [{'anchor': 'c1', 'type': 'WRITTEN_BY', 'outgoing': true, 'labels': ['Person'], 'targets': ['p1']},
                 {'anchor': 'i1', 'type': 'ON', 'outgoing': false, 'labels': ['Comment'], 'targets': ['c1']}]"""));
    }

    @Test
    void countsAndPathsAreNotWritten() throws Exception {
        JsonNode changes = changes(new RepoOverview(new Repo("r1", "one", "Go", 3), null, List.of(), 12),
                new PersonNetwork(new Person("p1", "Pat", "pat"), List.of(new Org("o1", "org"))));
        assertThat(changes.get("nodes")).extracting(node -> node.get("id").asText()).containsExactly("r1", "p1");
        assertThat(changes.get("links")).extracting(link -> link.get("type").asText()).containsExactly("OWNED_BY", "DEPENDS_ON");
    }

    @Test
    void theLastOccurrenceOfAnIdOrARelationshipFieldWins() throws Exception {
        Issue issue = new Issue("i1", "t", "open", 0, "r1");
        JsonNode changes = changes(new Person("p1", "first", "x"),
                new IssueDetail(issue, null, null, List.of(new Person("p1", "second", "x")), List.of(), List.of()),
                new IssueDetail(issue, null, null, List.of(), List.of(), List.of()));
        assertThat(changes.get("nodes")).hasSize(2);
        assertThat(changes.get("nodes").get(0).get("props").get("name").asText()).isEqualTo("second");
        assertThat(changes.get("links")).hasSize(5)
                .allSatisfy(link -> assertThat(link.get("targets")).isEmpty());
    }

    @Test
    void refusalsAreWordedFromWhatTheChangeSetHolds() {
        ChangeSet changes = sql.changes(List.of(new Person("i0", "a", "b"), new IssueDetail(
                new Issue("i1", "t", "open", 0, "r1"), null, new Person("p9", null, null), List.of(), List.of(), List.of())));
        assertThat(changes.message(new JsonSqlDialect.Refusal(JsonSqlDialect.Refusal.Reason.MISSING_REFERENCE, 0, null)))
                .isEqualTo("cannot save IssueDetail 'i1': author refers to Person 'p9', which does not exist; save that"
                        + " Person first or give all its properties");
        assertThat(changes.message(new JsonSqlDialect.Refusal(JsonSqlDialect.Refusal.Reason.ID_TAKEN, 0, "[\"Issue\"]")))
                .isEqualTo("cannot save Person 'i0': that id belongs to a node labelled Issue");
    }
}
