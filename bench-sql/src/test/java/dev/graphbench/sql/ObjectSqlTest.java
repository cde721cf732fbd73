package dev.graphbench.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.graph.Property;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.Repo;
import dev.graphbench.workloads.model.RepoOverview;
import java.util.List;
import org.drivine.annotation.Aggregate;
import org.drivine.annotation.AggregateFunction;
import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphPath;
import org.drivine.annotation.GraphRelationship;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.Hop;
import org.drivine.annotation.NodeFragment;
import org.drivine.annotation.NodeId;
import org.drivine.annotation.Root;
import org.junit.jupiter.api.Test;

/**
 * The statements every engine gets for the model, in a dialect of made-up functions: which tables
 * are joined how, which direction each relationship is read in, what is tested for labels, what is
 * aggregated, limited, counted and made distinct. An engine's own tests check its dialect's text.
 */
class ObjectSqlTest {

    private final ObjectSql sql = new ObjectSql(new TestDialect());

    @Test
    void aFragmentIsItsNodesProperties() {
        ObjectSql.ReadStatement load = sql.load(Person.class);
        assertThat(load.sql()).isEqualTo("""
                SELECT n0.props
                FROM bench_node n0
                WHERE LABELS(n0, Person)
                  AND TEXT(n0, id) = ?""");
        assertThat(load.parameters()).containsExactly(Property.Type.STRING);
    }

    @Test
    void issueDetailReadsEachRelationshipInItsDirectionToItsLabel() {
        assertThat(sql.load(IssueDetail.class).sql()).isEqualTo("""
                SELECT OBJECT(
                    issue: n0.props,
                    repo: (
                        SELECT n1.props
                        FROM bench_edge e1 JOIN bench_node n1 ON n1.nid = e1.dst
                        WHERE e1.src = n0.nid AND e1.type = 'IN_REPO' AND LABELS(n1, Repo)
                        FIRST ROW),
                    author: (
                        SELECT n2.props
                        FROM bench_edge e2 JOIN bench_node n2 ON n2.nid = e2.dst
                        WHERE e2.src = n0.nid AND e2.type = 'OPENED_BY' AND LABELS(n2, Person)
                        FIRST ROW),
                    assignees: (
                        SELECT ARRAY(n3.props)
                        FROM bench_edge e3 JOIN bench_node n3 ON n3.nid = e3.dst
                        WHERE e3.src = n0.nid AND e3.type = 'ASSIGNED_TO' AND LABELS(n3, Person)),
                    topics: (
                        SELECT ARRAY(n4.props)
                        FROM bench_edge e4 JOIN bench_node n4 ON n4.nid = e4.dst
                        WHERE e4.src = n0.nid AND e4.type = 'TAGGED' AND LABELS(n4, Topic)),
                    comments: (
                        SELECT ARRAY(n5.props)
                        FROM bench_edge e5 JOIN bench_node n5 ON n5.nid = e5.src
                        WHERE e5.dst = n0.nid AND e5.type = 'ON' AND LABELS(n5, Comment)))
                FROM bench_node n0
                WHERE LABELS(n0, Issue)
                  AND TEXT(n0, id) = ?""");
    }

    @Test
    void aNestedViewIsANestedAggregate() {
        assertThat(sql.load(IssueThread.class).sql()).isEqualTo("""
                SELECT OBJECT(
                    issue: n0.props,
                    comments: (
                        SELECT ARRAY(OBJECT(
                            comment: n1.props,
                            author: (
                                SELECT n2.props
                                FROM bench_edge e2 JOIN bench_node n2 ON n2.nid = e2.dst
                                WHERE e2.src = n1.nid AND e2.type = 'WRITTEN_BY' AND LABELS(n2, Person)
                                FIRST ROW)))
                        FROM bench_edge e1 JOIN bench_node n1 ON n1.nid = e1.src
                        WHERE e1.dst = n0.nid AND e1.type = 'ON' AND LABELS(n1, Comment)))
                FROM bench_node n0
                WHERE LABELS(n0, Issue)
                  AND TEXT(n0, id) = ?""");
    }

    @Test
    void aCountIsACountedSubqueryThatNeverReadsTheFarEnd() {
        assertThat(sql.load(RepoOverview.class).sql()).contains("""
                    issueCount: (SELECT COUNT(*) FROM bench_edge e3 WHERE e3.dst = n0.nid AND e3.type = 'IN_REPO'))
                FROM bench_node n0
                WHERE LABELS(n0, Repo)""");
    }

    @Test
    void aPathIsAChainOfJoinsWhoseEndsAreTakenOnce() {
        assertThat(sql.load(PersonNetwork.class).sql()).isEqualTo("""
                SELECT OBJECT(
                    person: n0.props,
                    orgsOfFollowed: (
                        SELECT ARRAY(n1.props)
                        FROM bench_node n1
                        WHERE LABELS(n1, Org) AND n1.nid IN (
                            SELECT e4.dst
                            FROM bench_edge e2
                            JOIN bench_node n3 ON n3.nid = e2.dst AND LABELS(n3, Person)
                            JOIN bench_edge e4 ON e4.src = e2.dst AND e4.type = 'MEMBER_OF'
                            WHERE e2.src = n0.nid AND e2.type = 'FOLLOWS')))
                FROM bench_node n0
                WHERE LABELS(n0, Person)
                  AND TEXT(n0, id) = ?""");
    }

    /** Back along the type it came by, with no label in between, to one person. */
    @GraphView
    record CoFollower(
            @Root Person person,
            @GraphPath(hops = {
                @Hop(type = "FOLLOWS", direction = Direction.OUTGOING),
                @Hop(type = "FOLLOWS", direction = Direction.INCOMING)
            }) Person someone) {
    }

    @Test
    void aPathNeverUsesOneRelationshipTwiceAndASingleEndIsTheFirst() {
        assertThat(sql.load(CoFollower.class).sql()).isEqualTo("""
                SELECT OBJECT(
                    person: n0.props,
                    someone: (
                        SELECT n1.props
                        FROM bench_node n1
                        WHERE LABELS(n1, Person) AND n1.nid IN (
                            SELECT e3.src
                            FROM bench_edge e2
                            JOIN bench_edge e3 ON e3.dst = e2.dst AND e3.type = 'FOLLOWS' AND NOT (e2.src = e3.src AND e2.dst = e3.dst)
                            WHERE e2.src = n0.nid AND e2.type = 'FOLLOWS')
                        FIRST ROW))
                FROM bench_node n0
                WHERE LABELS(n0, Person)
                  AND TEXT(n0, id) = ?""");
    }

    @Test
    void filtersBindEveryValueTypedByItsProperty() {
        ObjectSql.ReadStatement loadAll = sql.loadAll(Issue.class, Filter.eq("repoId", "r1").and("priority", 2L));
        assertThat(loadAll.sql()).isEqualTo("""
                SELECT n0.props
                FROM bench_node n0
                WHERE LABELS(n0, Issue)
                  AND TEXT(n0, repoId) = ?
                  AND NUMBER(n0, priority) = ?""");
        assertThat(loadAll.parameters()).containsExactly(Property.Type.STRING, Property.Type.LONG);
        ObjectSql.ReadStatement count = sql.count(IssueDetail.class, Filter.eq("state", "it's"));
        assertThat(count.sql()).isEqualTo("""
                SELECT COUNT(*)
                FROM bench_node n0
                WHERE LABELS(n0, Issue)
                  AND TEXT(n0, state) = ?""").doesNotContain("it's");
        assertThat(sql.count(Comment.class, Filter.all()).sql()).isEqualTo("""
                SELECT COUNT(*)
                FROM bench_node n0
                WHERE LABELS(n0, Comment)""");
        assertThat(sql.arguments(Issue.class, Filter.eq("priority", 2).and("state", null), "count"))
                .containsExactly(2L, null);
    }

    @Test
    void statementsAreCompiledOncePerClassAndFilteredProperties() {
        assertThat(sql.load(IssueDetail.class)).isSameAs(sql.load(IssueDetail.class));
        assertThat(sql.count(Issue.class, Filter.eq("state", "open"))).isSameAs(sql.count(Issue.class, Filter.eq("state", "x")))
                .isNotSameAs(sql.loadAll(Issue.class, Filter.eq("state", "open")));
    }

    @Test
    void documentsHydrateIntoTheRecords() {
        String document = """
                {"repo": {"id": "r1", "name": "one", "stars": 7, "topics": "not in the class"},
                 "owner": null, "dependencies": [], "issueCount": 3}""";
        assertThat(sql.hydrate(document, RepoOverview.class))
                .isEqualTo(new RepoOverview(new Repo("r1", "one", null, 7), null, List.of(), 3));
    }

    // Classes the object store refuses, each for one reason.

    record NotAnnotated(String id) {
    }

    @NodeFragment(labels = {"Thing"})
    record NoId(String id) {
    }

    @NodeFragment(labels = {"Thing"})
    record OtherId(@NodeId String uuid) {
    }

    @NodeFragment(labels = {"Odd Label"})
    record OddLabel(@NodeId String id) {
    }

    @NodeFragment(labels = {"Thing"})
    record Stamped(@NodeId String id, java.time.Instant at) {
    }

    @GraphView
    record Undirected(@Root Person person, @GraphRelationship(type = "KNOWS", direction = Direction.UNDIRECTED)
            List<Person> friends) {
    }

    @GraphView
    record Summed(@Root Repo repo, @Aggregate(type = "IN_REPO", direction = Direction.INCOMING,
            function = AggregateFunction.SUM, property = "priority") long priorities) {
    }

    @GraphView
    record Outer(@Root Person person, @GraphRelationship(type = "FOLLOWS", direction = Direction.OUTGOING)
            List<Inner> followed) {
    }

    @GraphView
    record Inner(@Root Person person, @GraphRelationship(type = "FOLLOWS", direction = Direction.OUTGOING)
            List<Outer> followed) {
    }

    @Test
    void whatCannotBeMappedIsNamed() {
        assertThatThrownBy(() -> sql.load(NotAnnotated.class)).isInstanceOf(EngineException.class)
                .hasMessage("cannot load NotAnnotated: it is neither a @NodeFragment nor a @GraphView");
        assertThatThrownBy(() -> sql.load(NoId.class)).isInstanceOf(EngineException.class).hasMessage(
                "cannot load NoId: it has no @NodeId field; the SQL engines key nodes by a @NodeId property named id");
        assertThatThrownBy(() -> sql.count(OtherId.class, Filter.all())).isInstanceOf(EngineException.class).hasMessage(
                "cannot count OtherId: its @NodeId is uuid; the SQL engines key nodes by a @NodeId property named id");
        assertThatThrownBy(() -> sql.load(OddLabel.class)).isInstanceOf(UnsupportedException.class).hasMessage(
                "cannot load OddLabel: its label 'Odd Label' is not a plain name (letters, digits and _), which the SQL"
                        + " object store does not support");
        assertThatThrownBy(() -> sql.loadAll(Stamped.class, Filter.eq("at", "now"))).isInstanceOf(UnsupportedException.class)
                .hasMessage("cannot load all Stamped: a filter on at, a Instant (filters compare strings and whole"
                        + " numbers), which the SQL object store does not support");
        assertThatThrownBy(() -> sql.load(Undirected.class)).isInstanceOf(UnsupportedException.class)
                .hasMessage("cannot load Undirected: friends is UNDIRECTED, which the SQL object store does not support");
        assertThatThrownBy(() -> sql.load(Summed.class)).isInstanceOf(UnsupportedException.class).hasMessage(
                "cannot load Summed: priorities is an @Aggregate SUM, which the SQL object store does not support");
        assertThatThrownBy(() -> sql.load(Outer.class)).isInstanceOf(UnsupportedException.class).hasMessage(
                "cannot load Outer: Outer nests itself, a recursive view, which the SQL object store does not support");
    }
}
