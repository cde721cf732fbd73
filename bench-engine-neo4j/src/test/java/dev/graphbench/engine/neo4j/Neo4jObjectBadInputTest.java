package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.Person;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;

/**
 * What a caller can get wrong, each answered with one line naming the class, the field, the id, in
 * the words PostgreSQL's object store uses for the same mistake.
 */
@ExtendWith(Neo4jExtension.class)
class Neo4jObjectBadInputTest {

    private static final ObjectGraph GRAPH = new ObjectGraph();
    private static Session session;
    private static ObjectStore objects;

    @BeforeAll
    static void load(Engine engine) {
        GRAPH.graph.loadInto(engine);
        session = engine.openSession();
        objects = session.objects();
    }

    @AfterAll
    static void close() {
        session.close();
    }

    private static void fails(Executable call, String message) {
        assertThatThrownBy(call::execute).isInstanceOf(EngineException.class).hasMessage(message);
    }

    private static IssueDetail newIssue(Person author, List<Person> assignees) {
        return new IssueDetail(new Issue("i100", "new", "open", 1, "r0"), GRAPH.repo("r0"), author, assignees,
                List.of(), List.of(new Comment("c100", "a comment", 1L)));
    }

    @Test
    void aClassWithoutTheAnnotationsIsNamed() {
        String neither = ": it is neither a @NodeFragment nor a @GraphView";
        fails(() -> objects.load(String.class, "x"), "cannot load String" + neither);
        fails(() -> objects.loadAll(Object.class, Filter.all()), "cannot load all Object" + neither);
        fails(() -> objects.count(Integer.class, Filter.all()), "cannot count Integer" + neither);
        fails(() -> objects.save("text"), "cannot save String" + neither);
        fails(() -> objects.saveAll(List.of(GRAPH.person("p1"), 7L)), "cannot save Long" + neither);
        fails(() -> objects.delete(String.class, List.of("x")), "cannot delete String" + neither);
    }

    @Test
    void anIdThatNamesNothingLoadsNull() {
        assertThat(objects.load(Issue.class, "i999")).isNull();
        assertThat(objects.load(IssueDetail.class, "i999")).isNull();
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r999"))).isEmpty();
    }

    @Test
    void filtersNameTheClassAndItsProperties() {
        fails(() -> objects.count(Issue.class, Filter.eq("colour", "red")),
                "cannot count Issue: Issue has no property 'colour'; its properties are id, priority, repoId, state, title");
        fails(() -> objects.loadAll(IssueDetail.class, Filter.eq("state", "open").and("colour", "red")),
                "cannot load all IssueDetail: Issue has no property 'colour'; its properties are id, priority, repoId,"
                        + " state, title");
        fails(() -> objects.count(Issue.class, Filter.eq("priority", "2")),
                "cannot count Issue: priority holds whole numbers, got String '2'");
        fails(() -> objects.loadAll(Issue.class, Filter.eq("state", 1L)),
                "cannot load all Issue: state holds strings, got Long '1'");
    }

    @Test
    void nullsAreNamed() {
        fails(() -> objects.load(Issue.class, null), "cannot load Issue: the id is null");
        fails(() -> objects.save(null), "cannot save null");
        fails(() -> objects.saveAll(Arrays.asList(GRAPH.person("p1"), null)), "cannot save null");
        fails(() -> objects.save(new Person(null, "no", "id")), "cannot save Person: its id is null");
        fails(() -> objects.save(new IssueDetail(null, null, null, List.of(), List.of(), List.of())),
                "cannot save IssueDetail: its root issue is null");
        fails(() -> objects.save(newIssue(new Person(null, "no", "id"), List.of())),
                "cannot save IssueDetail 'i100': author holds a Person whose id is null");
        fails(() -> objects.delete(Issue.class, Arrays.asList("i1", null)), "cannot delete Issue: the id is null");
    }

    @Test
    void aRelatedNodeGivenByIdThatDoesNotExistRefusesTheWholeSave() {
        fails(() -> objects.save(newIssue(new Person("p999", null, null), List.of())),
                "cannot save IssueDetail 'i100': author refers to Person 'p999', which does not exist; save that"
                        + " Person first or give all its properties");
        fails(() -> objects.saveAll(List.of(GRAPH.person("p6"), newIssue(GRAPH.person("p1"),
                        List.of(new Person("p2", null, null), new Person("o0", null, null))))),
                "cannot save IssueDetail 'i100': assignees refers to Person 'o0', which does not exist; save that"
                        + " Person first or give all its properties");
        assertThat(objects.load(Issue.class, "i100")).isNull();
        assertThat(objects.load(Comment.class, "c100")).isNull();
        // Given in the same call, the node is there by the time the reference is checked.
        objects.saveAll(List.of(new Person("p999", "Nine", "nine"), newIssue(new Person("p999", null, null), List.of())));
        assertThat(objects.load(IssueDetail.class, "i100").author()).isEqualTo(new Person("p999", "Nine", "nine"));
    }
}
