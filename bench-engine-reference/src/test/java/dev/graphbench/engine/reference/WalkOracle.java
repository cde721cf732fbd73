package dev.graphbench.engine.reference;

import dev.graphbench.api.Answer;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The queries computed the slow, obvious way, to check the engine against: maps from id to lists
 * of ids, every walk enumerated one by one, every group sorted in full.
 */
final class WalkOracle {

    private final Map<String, Label> labels = new HashMap<>();
    private final Map<String, String> states = new HashMap<>();
    private final Map<RelType, Map<String, List<String>>> outgoing = new HashMap<>();
    private final Map<RelType, Map<String, List<String>>> incoming = new HashMap<>();

    WalkOracle(List<Node> nodes, List<Relationship> relationships) {
        for (Node node : nodes) {
            labels.put(node.id(), node.label());
            if (node.label() == Label.ISSUE) {
                states.put(node.id(), (String) node.get("state"));
            }
        }
        for (Relationship relationship : relationships) {
            outgoing.computeIfAbsent(relationship.type(), type -> new HashMap<>())
                    .computeIfAbsent(relationship.srcId(), id -> new ArrayList<>()).add(relationship.dstId());
            incoming.computeIfAbsent(relationship.type(), type -> new HashMap<>())
                    .computeIfAbsent(relationship.dstId(), id -> new ArrayList<>()).add(relationship.srcId());
        }
    }

    Answer answer(QueryId query, String id) {
        return switch (query) {
            case ONE_HOP -> Answer.ofCount(is(Label.PERSON, id) ? in(RelType.FOLLOWS, id).size() : 0);
            case TWO_HOPS -> Answer.ofCount(is(Label.PERSON, id) ? walkEnds(RelType.FOLLOWS, id, 2, 2).size() : 0);
            case THREE_HOPS -> Answer.ofCount(is(Label.PERSON, id) ? walkEnds(RelType.FOLLOWS, id, 3, 3).size() : 0);
            case DEPENDENCIES -> Answer.ofCount(is(Label.REPO, id) ? walkEnds(RelType.DEPENDS_ON, id, 1, 4).size() : 0);
            case ORG_TOPICS -> orgTopics(id);
            case REPO_COMMENTERS -> repoCommenters(id);
            case FOLLOWED_REPOS -> followedRepos(id);
            case ISSUES_BY_STATE -> issuesByState();
            case TOP_FOLLOWED -> topFollowed();
            case HOPS -> throw new IllegalArgumentException("hops takes a number of hops too: call paths()");
            default -> throw new IllegalArgumentException("the reference does not answer " + query);
        };
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
        return labels.get(id) == label;
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
                    if (states.get(issue).equals("open")) {
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
        states.values().forEach(state -> counts.merge(state, 1L, Long::sum));
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
}
