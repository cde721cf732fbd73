package dev.graphbench.engine.reference;

import static dev.graphbench.api.graph.Label.COMMENT;
import static dev.graphbench.api.graph.Label.ISSUE;
import static dev.graphbench.api.graph.Label.ORG;
import static dev.graphbench.api.graph.Label.PERSON;
import static dev.graphbench.api.graph.Label.REPO;
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

import dev.graphbench.api.Answer;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.ReferenceGraph.Adjacency;
import dev.graphbench.api.graph.RelType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The object store's reads, answered as documents from the graph: what each view of the object model
 * holds, written from the model's description (which relationships a view follows, in which direction,
 * how deep, what it counts) and not by any object mapper, so that an engine's object store is checked
 * against a second implementation. A fragment is a map of the node's properties; a view a map with one
 * member per field, a single relationship a fragment or null, a list of fragments; a count a number.
 * An id that names no node of the root's label gives no row.
 */
final class ObjectReads {

    private ObjectReads() {
    }

    /** A person as a {@code Person} fragment. */
    static Answer fragment(Graph graph, String personId) {
        int person = graph.indexOf(PERSON, personId);
        return person < 0 ? none() : document(graph.properties(PERSON, person));
    }

    /** An issue with its repo, author, assignees, topics and comments: {@code IssueDetail}. */
    static Answer issueDetail(Graph graph, String issueId) {
        int issue = graph.indexOf(ISSUE, issueId);
        if (issue < 0) {
            return none();
        }
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("issue", graph.properties(ISSUE, issue));
        view.put("repo", first(graph, IN_REPO, issue));
        view.put("author", first(graph, OPENED_BY, issue));
        view.put("assignees", all(graph, ASSIGNED_TO, issue));
        view.put("topics", all(graph, TAGGED, issue));
        view.put("comments", allIncoming(graph, ON, issue));
        return document(view);
    }

    /** An issue with its comments, each with its author: {@code IssueThread} of {@code CommentWithAuthor}s. */
    static Answer issueThread(Graph graph, String issueId) {
        int issue = graph.indexOf(ISSUE, issueId);
        if (issue < 0) {
            return none();
        }
        Adjacency comments = graph.incoming(ON);
        List<Object> thread = new ArrayList<>(comments.degree(issue));
        for (int k = comments.start(issue); k < comments.end(issue); k++) {
            int comment = comments.target(k);
            Map<String, Object> withAuthor = new LinkedHashMap<>();
            withAuthor.put("comment", graph.properties(COMMENT, comment));
            withAuthor.put("author", first(graph, WRITTEN_BY, comment));
            thread.add(withAuthor);
        }
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("issue", graph.properties(ISSUE, issue));
        view.put("comments", thread);
        return document(view);
    }

    /** A repo with its owner, its dependencies and its issues counted: {@code RepoOverview}. */
    static Answer repoOverview(Graph graph, String repoId) {
        int repo = graph.indexOf(REPO, repoId);
        if (repo < 0) {
            return none();
        }
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("repo", graph.properties(REPO, repo));
        view.put("owner", first(graph, OWNED_BY, repo));
        view.put("dependencies", all(graph, DEPENDS_ON, repo));
        view.put("issueCount", (long) graph.incoming(IN_REPO).degree(repo));
        return document(view);
    }

    /** A person with each org reached over FOLLOWS then MEMBER_OF, once: {@code PersonNetwork}. */
    static Answer personNetwork(Graph graph, String personId) {
        int person = graph.indexOf(PERSON, personId);
        if (person < 0) {
            return none();
        }
        Adjacency follows = graph.outgoing(FOLLOWS);
        Adjacency memberOf = graph.outgoing(MEMBER_OF);
        Set<Integer> orgs = new LinkedHashSet<>();
        for (int f = follows.start(person); f < follows.end(person); f++) {
            int followed = follows.target(f);
            for (int m = memberOf.start(followed); m < memberOf.end(followed); m++) {
                orgs.add(memberOf.target(m));
            }
        }
        List<Object> fragments = new ArrayList<>(orgs.size());
        orgs.forEach(org -> fragments.add(graph.properties(ORG, org)));
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("person", graph.properties(PERSON, person));
        view.put("orgsOfFollowed", fragments);
        return document(view);
    }

    /** Every issue whose repoId property is {@code repoId} and whose state is open, read by property. */
    static Answer openIssuesOfRepo(Graph graph, String repoId) {
        TextColumn.Matcher ofRepo = graph.text(ISSUE, "repoId").matcher(repoId);
        TextColumn.Matcher open = graph.text(ISSUE, "state").matcher("open");
        List<Object> issues = new ArrayList<>();
        for (int issue = 0; issue < graph.size(ISSUE); issue++) {
            if (ofRepo.matches(issue) && open.matches(issue)) {
                issues.add(graph.properties(ISSUE, issue));
            }
        }
        return document(issues);
    }

    /** How many issues have this state and this priority, every issue read. */
    static Answer countIssuesByProperties(Graph graph, String state, long priority) {
        TextColumn.Matcher inState = graph.text(ISSUE, "state").matcher(state);
        NumberColumn priorities = graph.numbers(ISSUE, "priority");
        long count = 0;
        for (int issue = 0; issue < graph.size(ISSUE); issue++) {
            if (inState.matches(issue) && priorities.get(issue) == priority) {
                count++;
            }
        }
        return document(count);
    }

    /** How many comments there are. */
    static Answer countComments(Graph graph) {
        return document((long) graph.size(COMMENT));
    }

    /** The fragment at the far end of {@code node}'s first outgoing {@code type}, or null when it has none. */
    private static Map<String, Object> first(Graph graph, RelType type, int node) {
        Adjacency out = graph.outgoing(type);
        return out.degree(node) == 0 ? null : graph.properties(type.to(), out.target(out.start(node)));
    }

    /** The fragments at the far ends of {@code node}'s outgoing {@code type}. */
    private static List<Object> all(Graph graph, RelType type, int node) {
        return fragments(graph, graph.outgoing(type), type.to(), node);
    }

    /** The fragments at the near ends of {@code node}'s incoming {@code type}. */
    private static List<Object> allIncoming(Graph graph, RelType type, int node) {
        return fragments(graph, graph.incoming(type), type.from(), node);
    }

    private static List<Object> fragments(Graph graph, Adjacency adjacency, Label label, int node) {
        List<Object> fragments = new ArrayList<>(adjacency.degree(node));
        for (int k = adjacency.start(node); k < adjacency.end(node); k++) {
            fragments.add(graph.properties(label, adjacency.target(k)));
        }
        return fragments;
    }

    private static Answer document(Object document) {
        List<Object> row = new ArrayList<>(1);
        row.add(document);
        return Answer.ofRows(List.of(row));
    }

    private static Answer none() {
        return Answer.ofRows(List.of());
    }
}
