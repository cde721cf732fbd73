package dev.graphbench.conformance;

import static dev.graphbench.api.graph.RelType.ASSIGNED_TO;
import static dev.graphbench.api.graph.RelType.DEPENDS_ON;
import static dev.graphbench.api.graph.RelType.FOLLOWS;
import static dev.graphbench.api.graph.RelType.IN_REPO;
import static dev.graphbench.api.graph.RelType.MEMBER_OF;
import static dev.graphbench.api.graph.RelType.ON;
import static dev.graphbench.api.graph.RelType.OPENED_BY;
import static dev.graphbench.api.graph.RelType.OWNED_BY;
import static dev.graphbench.api.graph.RelType.TAGGED;
import static dev.graphbench.api.graph.RelType.WRITTEN_BY;

import dev.graphbench.api.Engine;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A small graph for the object store, with the objects it should give worked out from the graph
 * itself, the way Drivine reads the benchmark's model: absent single relationships (r2 has no
 * owner, i2 no author, c2 no writer), empty lists, a path that reaches one org twice, properties
 * nodes lack (r2's language, t2's name), ids and values holding quotes. Each object is {@code null}
 * for an id that names no node of its root's label.
 */
public final class ObjectGraph {

    /** The id {@link #idsAndOneMissing} adds: it names no node. */
    public static final String MISSING_ID = "nothing";

    private final TestGraph graph = new TestGraph();
    private final List<Node> nodes;
    private final List<Relationship> relationships;
    private final Map<String, Node> byId = new HashMap<>();

    public ObjectGraph() {
        graph.org("o0").org("o1").org("o2");
        for (int i = 0; i <= 6; i++) {
            graph.person("p" + i);
        }
        graph.person("p'q");
        graph.node(Label.REPO, "r0", "repo zero", "Java", 12L).node(Label.REPO, "r1", "repo one", "Go", 0L)
                .node(Label.REPO, "r2", "repo two", null, 3L).node(Label.REPO, "r'q", "it's quoted", "C", 1L);
        // r2 lacks its language and t2 its name: a hand-written read leaves out what a node lacks, the
        // object store gives it as null, and their answers must still agree.
        graph.topic("t0").topic("t1").node(Label.TOPIC, "t2", null);
        graph.node(Label.ISSUE, "i0", "it's broken", "open", 2L, "r0")
                .node(Label.ISSUE, "i1", "closed one", "closed", 2L, "r0")
                .node(Label.ISSUE, "i2", "no author", "open", 0L, "r1")
                .node(Label.ISSUE, "i3", "another", "open", 3L, "r0")
                .node(Label.ISSUE, "i4", "quoted repo", "open", 2L, "r'q");
        for (int i = 0; i <= 3; i++) {
            graph.node(Label.COMMENT, "c" + i, "comment " + i, 1_700_000_000_000L + i);
        }
        graph.relationship(MEMBER_OF, "p1", "o0").relationship(MEMBER_OF, "p2", "o0")
                .relationship(MEMBER_OF, "p2", "o1").relationship(MEMBER_OF, "p3", "o2");
        // p0 reaches o0 through p1 and through p2: the path gives it once.
        graph.relationship(FOLLOWS, "p0", "p1").relationship(FOLLOWS, "p0", "p2").relationship(FOLLOWS, "p0", "p3")
                .relationship(FOLLOWS, "p4", "p5").relationship(FOLLOWS, "p'q", "p1").relationship(FOLLOWS, "p5", "p1");
        // r2 has no owner.
        graph.relationship(OWNED_BY, "r0", "o0").relationship(OWNED_BY, "r1", "o1").relationship(OWNED_BY, "r'q", "o2");
        graph.relationship(DEPENDS_ON, "r0", "r1").relationship(DEPENDS_ON, "r0", "r2").relationship(DEPENDS_ON, "r1", "r2");
        graph.relationship(IN_REPO, "i0", "r0").relationship(IN_REPO, "i1", "r0").relationship(IN_REPO, "i2", "r1")
                .relationship(IN_REPO, "i3", "r0").relationship(IN_REPO, "i4", "r'q");
        // i2 has no author.
        graph.relationship(OPENED_BY, "i0", "p0").relationship(OPENED_BY, "i1", "p1")
                .relationship(OPENED_BY, "i3", "p'q").relationship(OPENED_BY, "i4", "p2");
        graph.relationship(ASSIGNED_TO, "i0", "p1").relationship(ASSIGNED_TO, "i0", "p2")
                .relationship(ASSIGNED_TO, "i3", "p1");
        graph.relationship(TAGGED, "i0", "t0").relationship(TAGGED, "i0", "t1").relationship(TAGGED, "i3", "t1")
                .relationship(TAGGED, "i3", "t2");
        graph.relationship(ON, "c0", "i0").relationship(ON, "c1", "i0").relationship(ON, "c2", "i0")
                .relationship(ON, "c3", "i3");
        // c2 has no author.
        graph.relationship(WRITTEN_BY, "c0", "p1").relationship(WRITTEN_BY, "c1", "p2").relationship(WRITTEN_BY, "c3", "p0");
        nodes = graph.nodes();
        relationships = graph.relationships();
        nodes.forEach(node -> byId.put(node.id(), node));
    }

    /** Replaces whatever the engine holds with this graph. */
    public void loadInto(Engine engine) {
        graph.loadInto(engine);
    }

    /** The nodes as the loader gets them. */
    public List<Node> nodes() {
        return nodes;
    }

    /** The relationships as the loader gets them. */
    public List<Relationship> relationships() {
        return relationships;
    }

    /** Every node id of {@code label}. */
    public List<String> ids(Label label) {
        return nodes.stream().filter(node -> node.label() == label).map(Node::id).toList();
    }

    /** Every node id of {@code label}, and {@link #MISSING_ID}. */
    public List<String> idsAndOneMissing(Label label) {
        List<String> ids = new ArrayList<>(ids(label));
        ids.add(MISSING_ID);
        return ids;
    }

    public Person person(String id) {
        Node node = node(id, Label.PERSON);
        return node == null ? null : new Person(id, (String) node.get("name"), (String) node.get("login"));
    }

    public Org org(String id) {
        Node node = node(id, Label.ORG);
        return node == null ? null : new Org(id, (String) node.get("name"));
    }

    public Repo repo(String id) {
        Node node = node(id, Label.REPO);
        return node == null ? null
                : new Repo(id, (String) node.get("name"), (String) node.get("language"), (Long) node.get("stars"));
    }

    public Topic topic(String id) {
        Node node = node(id, Label.TOPIC);
        return node == null ? null : new Topic(id, (String) node.get("name"));
    }

    public Issue issue(String id) {
        Node node = node(id, Label.ISSUE);
        return node == null ? null : new Issue(id, (String) node.get("title"), (String) node.get("state"),
                (Long) node.get("priority"), (String) node.get("repoId"));
    }

    public Comment comment(String id) {
        Node node = node(id, Label.COMMENT);
        return node == null ? null : new Comment(id, (String) node.get("body"), (Long) node.get("createdAt"));
    }

    /** Every issue {@code predicate} holds for. */
    public List<Issue> issues(Predicate<Issue> predicate) {
        return ids(Label.ISSUE).stream().map(this::issue).filter(predicate).toList();
    }

    public IssueDetail issueDetail(String id) {
        return issue(id) == null ? null : new IssueDetail(issue(id), repo(first(out(id, IN_REPO))),
                person(first(out(id, OPENED_BY))), out(id, ASSIGNED_TO).stream().map(this::person).toList(),
                out(id, TAGGED).stream().map(this::topic).toList(), in(id, ON).stream().map(this::comment).toList());
    }

    public IssueThread issueThread(String id) {
        return issue(id) == null ? null : new IssueThread(issue(id), in(id, ON).stream()
                .map(comment -> new CommentWithAuthor(comment(comment), person(first(out(comment, WRITTEN_BY)))))
                .toList());
    }

    public RepoOverview repoOverview(String id) {
        return repo(id) == null ? null : new RepoOverview(repo(id), org(first(out(id, OWNED_BY))),
                out(id, DEPENDS_ON).stream().map(this::repo).toList(), in(id, IN_REPO).size());
    }

    /** The person and the orgs of everyone they follow, each org once. */
    public PersonNetwork personNetwork(String id) {
        if (person(id) == null) {
            return null;
        }
        LinkedHashSet<String> orgs = new LinkedHashSet<>();
        out(id, FOLLOWS).forEach(followed -> orgs.addAll(out(followed, MEMBER_OF)));
        return new PersonNetwork(person(id), orgs.stream().map(this::org).toList());
    }

    /** The ends of {@code id}'s outgoing relationships of {@code type}, one per relationship. */
    private List<String> out(String id, RelType type) {
        return relationships.stream().filter(r -> r.type() == type && r.srcId().equals(id))
                .map(Relationship::dstId).toList();
    }

    /** The starts of {@code id}'s incoming relationships of {@code type}, one per relationship. */
    private List<String> in(String id, RelType type) {
        return relationships.stream().filter(r -> r.type() == type && r.dstId().equals(id))
                .map(Relationship::srcId).toList();
    }

    private Node node(String id, Label label) {
        Node node = byId.get(id);
        return node != null && node.label() == label ? node : null;
    }

    private static String first(List<String> ids) {
        return ids.isEmpty() ? null : ids.getFirst();
    }
}
