package dev.graphbench.engine.reference;

import static dev.graphbench.api.graph.Label.COMMENT;
import static dev.graphbench.api.graph.Label.ISSUE;
import static dev.graphbench.api.graph.Label.ORG;
import static dev.graphbench.api.graph.Label.PERSON;
import static dev.graphbench.api.graph.Label.REPO;
import static dev.graphbench.api.graph.Label.TOPIC;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * A seeded random graph of every label and type. Unlike the generator's, its FOLLOWS may be
 * reciprocal and its DEPENDS_ON may cycle, so that walks can come back to where they started.
 * Ids are numbered at random, so id order is not load order.
 */
final class RandomGraph {

    final TinyGraph graph = new TinyGraph();
    final Map<Label, List<String>> ids = new HashMap<>();
    private final Random random;

    RandomGraph(long seed, int people) {
        random = new Random(seed);
        int repos = Math.max(4, people / 3);
        label(ORG, 3);
        label(PERSON, people);
        label(REPO, repos);
        label(TOPIC, 15);
        label(ISSUE, people * 2);
        label(COMMENT, people * 6);
        ids.get(ORG).forEach(org -> graph.nodes(ORG, org));
        ids.get(PERSON).forEach(person -> graph.nodes(PERSON, person));
        ids.get(REPO).forEach(repo -> graph.nodes(REPO, repo));
        ids.get(TOPIC).forEach(topic -> graph.nodes(TOPIC, topic));
        for (String person : ids.get(PERSON)) {
            relate(RelType.MEMBER_OF, person, ORG, 2);
            for (String followed : pick(PERSON, 6)) {
                if (!followed.equals(person)) {
                    graph.follows(person, followed);
                }
            }
        }
        for (String repo : ids.get(REPO)) {
            relate(RelType.OWNED_BY, repo, ORG, 1);
            relate(RelType.DEPENDS_ON, repo, REPO, 4);
        }
        for (String issue : ids.get(ISSUE)) {
            graph.issue(issue, random.nextInt(3) == 0 ? "closed" : "open", random.nextInt(4), one(REPO));
            graph.rel(RelType.OPENED_BY, issue, one(PERSON));
            relate(RelType.ASSIGNED_TO, issue, PERSON, 2);
            relate(RelType.TAGGED, issue, TOPIC, 4);
        }
        for (String comment : ids.get(COMMENT)) {
            graph.comment(comment, one(ISSUE), one(PERSON));
        }
    }

    private void label(Label label, int count) {
        Set<String> names = new LinkedHashSet<>();
        while (names.size() < count) {
            names.add(label.idPrefix() + random.nextInt(count * 10));
        }
        ids.put(label, new ArrayList<>(names));
    }

    /** Up to {@code most} distinct nodes of {@code label} (the same pair never twice), at least one. */
    private void relate(RelType type, String from, Label label, int most) {
        for (String to : pick(label, most)) {
            graph.rel(type, from, to);
        }
    }

    private Set<String> pick(Label label, int most) {
        Set<String> picked = new LinkedHashSet<>();
        int wanted = 1 + random.nextInt(most);
        for (int i = 0; i < wanted; i++) {
            picked.add(one(label));
        }
        return picked;
    }

    private String one(Label label) {
        List<String> all = ids.get(label);
        return all.get(random.nextInt(all.size()));
    }
}
