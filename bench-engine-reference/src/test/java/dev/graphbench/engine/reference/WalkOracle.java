package dev.graphbench.engine.reference;

import dev.graphbench.api.Answer;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.catalogue.Queries;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The queries computed the slow, obvious way, to check the engine against: maps from id to lists
 * of ids, every walk enumerated one by one, every group sorted in full, every document put together
 * from the nodes as they were streamed.
 */
final class WalkOracle {

    private final Map<String, Node> nodes = new LinkedHashMap<>();
    private final Map<RelType, Map<String, List<String>>> outgoing = new HashMap<>();
    private final Map<RelType, Map<String, List<String>>> incoming = new HashMap<>();
    private final Map<String, Function<Map<String, Object>, Answer>> answers = new HashMap<>();

    WalkOracle(List<Node> nodes, List<Relationship> relationships) {
        for (Node node : nodes) {
            this.nodes.put(node.id(), node);
        }
        for (Relationship relationship : relationships) {
            outgoing.computeIfAbsent(relationship.type(), type -> new HashMap<>())
                    .computeIfAbsent(relationship.srcId(), id -> new ArrayList<>()).add(relationship.dstId());
            incoming.computeIfAbsent(relationship.type(), type -> new HashMap<>())
                    .computeIfAbsent(relationship.dstId(), id -> new ArrayList<>()).add(relationship.srcId());
        }
        on(Queries.ONE_HOP, "personId", id -> Answer.ofCount(is(Label.PERSON, id) ? in(RelType.FOLLOWS, id).size() : 0));
        on(Queries.TWO_HOPS, "personId",
                id -> Answer.ofCount(is(Label.PERSON, id) ? walkEnds(RelType.FOLLOWS, id, 2, 2).size() : 0));
        on(Queries.THREE_HOPS, "personId",
                id -> Answer.ofCount(is(Label.PERSON, id) ? walkEnds(RelType.FOLLOWS, id, 3, 3).size() : 0));
        on(Queries.DEPENDENCIES, "repoId",
                id -> Answer.ofCount(is(Label.REPO, id) ? walkEnds(RelType.DEPENDS_ON, id, 1, 4).size() : 0));
        on(Queries.ORG_TOPICS, "orgId", this::orgTopics);
        on(Queries.REPO_COMMENTERS, "repoId", this::repoCommenters);
        on(Queries.FOLLOWED_REPOS, "personId", this::followedRepos);
        answers.put(Queries.ISSUES_BY_STATE.id(), arguments -> issuesByState());
        answers.put(Queries.TOP_FOLLOWED.id(), arguments -> topFollowed());
        answers.put(Queries.HOPS.id(), arguments -> Answer.ofCount(paths((String) arguments.get("personId"),
                ((Number) arguments.get("hops")).intValue(), arguments.containsKey(PathSemantics.ARGUMENT)
                        ? PathSemantics.valueOf((String) arguments.get(PathSemantics.ARGUMENT)) : PathSemantics.WALK)));
        on(Queries.READ_FRAGMENT, "personId", id -> is(Label.PERSON, id) ? document(fragment(id)) : none());
        on(Queries.READ_ISSUE_DETAIL, "issueId", this::issueDetail);
        on(Queries.READ_ISSUE_THREAD, "issueId", this::issueThread);
        on(Queries.READ_REPO_OVERVIEW, "repoId", this::repoOverview);
        on(Queries.READ_PERSON_NETWORK, "personId", this::personNetwork);
        on(Queries.READ_OPEN_ISSUES_OF_REPO, "repoId", this::openIssuesOfRepo);
        answers.put(Queries.COUNT_ISSUES_BY_PROPERTIES.id(), arguments -> document(issues().stream()
                .filter(issue -> issue.get("state").equals(arguments.get("state"))
                        && issue.get("priority").equals(((Number) arguments.get("priority")).longValue()))
                .count()));
        answers.put(Queries.COUNT_COMMENTS.id(), arguments -> document(this.nodes.values().stream()
                .filter(node -> node.label().equals(Label.COMMENT)).count()));
    }

    private void on(Query query, String parameter, Function<String, Answer> answer) {
        answers.put(query.id(), arguments -> answer.apply((String) arguments.get(parameter)));
    }

    /** The answer to {@code query} with {@code arguments}. */
    Answer answer(Query query, Map<String, Object> arguments) {
        Function<Map<String, Object>, Answer> answer = answers.get(query.id());
        if (answer == null) {
            throw new IllegalArgumentException("the oracle does not answer " + query);
        }
        return answer.apply(arguments);
    }

    /** The FOLLOWS paths of exactly {@code hops} hops from {@code person}, each listed as its relationships. */
    long paths(String person, int hops, PathSemantics semantics) {
        return is(Label.PERSON, person) ? paths(person, hops, semantics, new ArrayList<>()) : 0;
    }

    private long paths(String at, int remaining, PathSemantics semantics, List<String> taken) {
        if (remaining == 0) {
            return 1;
        }
        long count = 0;
        for (String next : out(RelType.FOLLOWS, at)) {
            String relationship = at + "->" + next;
            if (semantics == PathSemantics.TRAIL && taken.contains(relationship)) {
                continue;
            }
            taken.add(relationship);
            count += paths(next, remaining - 1, semantics, taken);
            taken.removeLast();
        }
        return count;
    }

    private boolean is(Label label, String id) {
        Node node = nodes.get(id);
        return node != null && node.label().equals(label);
    }

    private List<String> out(RelType type, String id) {
        return outgoing.getOrDefault(type, Map.of()).getOrDefault(id, List.of());
    }

    private List<String> in(RelType type, String id) {
        return incoming.getOrDefault(type, Map.of()).getOrDefault(id, List.of());
    }

    /** The ends of every walk from {@code start} of {@code shortest} to {@code longest} hops. */
    private Set<String> walkEnds(RelType type, String start, int shortest, int longest) {
        Set<String> ends = new HashSet<>();
        walk(type, start, 0, shortest, longest, ends);
        return ends;
    }

    private void walk(RelType type, String at, int length, int shortest, int longest, Set<String> ends) {
        if (length >= shortest) {
            ends.add(at);
        }
        if (length < longest) {
            for (String next : out(type, at)) {
                walk(type, next, length + 1, shortest, longest, ends);
            }
        }
    }

    private Answer orgTopics(String org) {
        Map<String, Long> counts = new HashMap<>();
        if (is(Label.ORG, org)) {
            for (String repo : in(RelType.OWNED_BY, org)) {
                for (String issue : in(RelType.IN_REPO, repo)) {
                    if (nodes.get(issue).get("state").equals("open")) {
                        out(RelType.TAGGED, issue).forEach(topic -> counts.merge(topic, 1L, Long::sum));
                    }
                }
            }
        }
        return topTen(counts);
    }

    private Answer repoCommenters(String repo) {
        Map<String, Long> counts = new HashMap<>();
        if (is(Label.REPO, repo)) {
            for (String issue : in(RelType.IN_REPO, repo)) {
                for (String comment : in(RelType.ON, issue)) {
                    out(RelType.WRITTEN_BY, comment).forEach(writer -> counts.merge(writer, 1L, Long::sum));
                }
            }
        }
        return topTen(counts);
    }

    private Answer followedRepos(String person) {
        Map<String, Long> counts = new HashMap<>();
        if (is(Label.PERSON, person)) {
            for (String followed : out(RelType.FOLLOWS, person)) {
                for (String issue : in(RelType.OPENED_BY, followed)) {
                    out(RelType.IN_REPO, issue).forEach(repo -> counts.merge(repo, 1L, Long::sum));
                }
            }
        }
        return topTen(counts);
    }

    private Answer issuesByState() {
        Map<String, Long> counts = new TreeMap<>();
        issues().forEach(issue -> counts.merge((String) issue.get("state"), 1L, Long::sum));
        List<List<Object>> rows = new ArrayList<>();
        counts.forEach((state, count) -> rows.add(List.of(state, count)));
        return Answer.ofRows(rows);
    }

    private Answer topFollowed() {
        Map<String, Long> counts = new HashMap<>();
        incoming.getOrDefault(RelType.FOLLOWS, Map.of()).forEach((person, followers) ->
                counts.put(person, (long) followers.size()));
        return topTen(counts);
    }

    private static Answer topTen(Map<String, Long> counts) {
        return Answer.ofRows(counts.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()))
                .limit(10)
                .map(entry -> List.<Object>of(entry.getKey(), entry.getValue()))
                .toList());
    }

    // ---- the object store's reads, as documents

    private List<Node> issues() {
        return nodes.values().stream().filter(node -> node.label().equals(Label.ISSUE)).toList();
    }

    private Map<String, Object> fragment(String id) {
        return nodes.get(id).properties();
    }

    private List<Object> fragments(List<String> ids) {
        return new ArrayList<>(ids.stream().map(this::fragment).toList());
    }

    private Map<String, Object> single(RelType type, String id) {
        List<String> targets = out(type, id);
        return targets.isEmpty() ? null : fragment(targets.getFirst());
    }

    private Answer issueDetail(String issue) {
        if (!is(Label.ISSUE, issue)) {
            return none();
        }
        Map<String, Object> view = new HashMap<>();
        view.put("issue", fragment(issue));
        view.put("repo", single(RelType.IN_REPO, issue));
        view.put("author", single(RelType.OPENED_BY, issue));
        view.put("assignees", fragments(out(RelType.ASSIGNED_TO, issue)));
        view.put("topics", fragments(out(RelType.TAGGED, issue)));
        view.put("comments", fragments(in(RelType.ON, issue)));
        return document(view);
    }

    private Answer issueThread(String issue) {
        if (!is(Label.ISSUE, issue)) {
            return none();
        }
        List<Object> comments = new ArrayList<>();
        for (String comment : in(RelType.ON, issue)) {
            Map<String, Object> withAuthor = new HashMap<>();
            withAuthor.put("comment", fragment(comment));
            withAuthor.put("author", single(RelType.WRITTEN_BY, comment));
            comments.add(withAuthor);
        }
        return document(Map.of("issue", fragment(issue), "comments", comments));
    }

    private Answer repoOverview(String repo) {
        if (!is(Label.REPO, repo)) {
            return none();
        }
        Map<String, Object> view = new HashMap<>();
        view.put("repo", fragment(repo));
        view.put("owner", single(RelType.OWNED_BY, repo));
        view.put("dependencies", fragments(out(RelType.DEPENDS_ON, repo)));
        view.put("issueCount", (long) in(RelType.IN_REPO, repo).size());
        return document(view);
    }

    private Answer personNetwork(String person) {
        if (!is(Label.PERSON, person)) {
            return none();
        }
        Set<String> orgs = new LinkedHashSet<>();
        out(RelType.FOLLOWS, person).forEach(followed -> orgs.addAll(out(RelType.MEMBER_OF, followed)));
        return document(Map.of("person", fragment(person), "orgsOfFollowed", fragments(List.copyOf(orgs))));
    }

    private Answer openIssuesOfRepo(String repo) {
        return document(new ArrayList<>(issues().stream()
                .filter(issue -> issue.get("repoId").equals(repo) && issue.get("state").equals("open"))
                .map(Node::properties).toList()));
    }

    private static Answer document(Object document) {
        List<Object> row = new ArrayList<>();
        row.add(document);
        return Answer.ofRows(List.of(row));
    }

    private static Answer none() {
        return Answer.ofRows(List.of());
    }
}
