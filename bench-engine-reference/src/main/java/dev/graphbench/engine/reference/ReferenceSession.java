package dev.graphbench.engine.reference;

import static dev.graphbench.api.graph.Label.ISSUE;
import static dev.graphbench.api.graph.Label.ORG;
import static dev.graphbench.api.graph.Label.PERSON;
import static dev.graphbench.api.graph.Label.REPO;
import static dev.graphbench.api.graph.Label.TOPIC;
import static dev.graphbench.api.graph.RelType.DEPENDS_ON;
import static dev.graphbench.api.graph.RelType.FOLLOWS;
import static dev.graphbench.api.graph.RelType.IN_REPO;
import static dev.graphbench.api.graph.RelType.ON;
import static dev.graphbench.api.graph.RelType.OPENED_BY;
import static dev.graphbench.api.graph.RelType.OWNED_BY;
import static dev.graphbench.api.graph.RelType.TAGGED;
import static dev.graphbench.api.graph.RelType.WRITTEN_BY;

import dev.graphbench.api.Answer;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.Label;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Answers every query in Java over the graph's adjacency arrays, as {@link QueryId} defines it. Paths
 * are walks: a node reached by several walks counts once where the query counts distinct nodes, and
 * once per walk where it counts pairs or relationships. An id that names no node of the parameter's
 * label gives a count of 0 or no rows. {@link QueryId#HOPS} counts walks unless asked for trails
 * (see {@link PathSemantics#ARGUMENT}).
 *
 * <p>The scratch sets and counters are the session's own, reused from query to query; the graph is
 * shared and only read.
 */
final class ReferenceSession implements Session {

    /** The length of every top-N answer. */
    private static final int LIMIT = 10;
    private static final int DEPENDENCY_DEPTH = 4;
    private static final String OPEN = "open";

    private final GraphStore store;
    private final NodeSet reached = new NodeSet();
    private final Tally tally = new Tally();
    private IntList frontier = new IntList(1 << 10);
    private IntList next = new IntList(1 << 10);
    /** Walks ending at each person, for the current and the next hop; all zero between calls. */
    private long[] walksTo = new long[0];
    private long[] walksToNext = new long[0];

    ReferenceSession(GraphStore store) {
        this.store = store;
    }

    @Override
    public Answer execute(QueryId query, Map<String, Object> arguments) {
        Graph graph = store.graph();
        return switch (query) {
            case ONE_HOP -> oneHop(graph, idArgument(query, arguments));
            case TWO_HOPS -> followsHops(graph, idArgument(query, arguments), 2);
            case THREE_HOPS -> followsHops(graph, idArgument(query, arguments), 3);
            case DEPENDENCIES -> dependencies(graph, idArgument(query, arguments));
            case ORG_TOPICS -> orgTopics(graph, idArgument(query, arguments));
            case REPO_COMMENTERS -> repoCommenters(graph, idArgument(query, arguments));
            case FOLLOWED_REPOS -> followedRepos(graph, idArgument(query, arguments));
            case ISSUES_BY_STATE -> issuesByState(graph);
            case TOP_FOLLOWED -> topFollowed(graph);
            case HOPS -> hops(graph, idArgument(query, arguments), hopsArgument(arguments), pathsArgument(arguments));
            case READ_FRAGMENT, READ_ISSUE_DETAIL, READ_ISSUE_THREAD, READ_REPO_OVERVIEW, READ_PERSON_NETWORK,
                 READ_OPEN_ISSUES_OF_REPO, COUNT_ISSUES_BY_PROPERTIES, COUNT_COMMENTS ->
                    throw new UnsupportedException("the reference engine has no object store, so no hand-written"
                            + " counterpart of its reads: " + query);
        };
    }

    /** The value of the query's one parameter, an id; the harness has checked every argument. */
    private static String idArgument(QueryId query, Map<String, Object> arguments) {
        return (String) arguments.get(query.parameters().getFirst().name());
    }

    /** The hops of {@link QueryId#HOPS}. */
    private static int hopsArgument(Map<String, Object> arguments) {
        return ((Number) arguments.get("hops")).intValue();
    }

    /** The rule to count paths under: walks, the engine's own, unless the caller names another. */
    private static PathSemantics pathsArgument(Map<String, Object> arguments) {
        Object value = arguments.get(PathSemantics.ARGUMENT);
        return value == null ? PathSemantics.WALK : PathSemantics.valueOf(value.toString());
    }

    /** In-degree of FOLLOWS. */
    private static Answer oneHop(Graph graph, String personId) {
        int person = graph.indexOf(PERSON, personId);
        return Answer.ofCount(person < 0 ? 0 : graph.incoming(FOLLOWS).degree(person));
    }

    /**
     * The distinct people at the end of a FOLLOWS walk of exactly {@code hops} from the person: the
     * set one hop from the previous set, {@code hops} times. The person may be among them.
     */
    private Answer followsHops(Graph graph, String personId, int hops) {
        int person = graph.indexOf(PERSON, personId);
        if (person < 0) {
            return Answer.ofCount(0);
        }
        Adjacency follows = graph.outgoing(FOLLOWS);
        frontier.clear();
        frontier.add(person);
        for (int hop = 0; hop < hops; hop++) {
            reached.clear(graph.size(PERSON));
            next.clear();
            for (int i = 0; i < frontier.size(); i++) {
                int from = frontier.get(i);
                for (int k = follows.start(from); k < follows.end(from); k++) {
                    if (reached.add(follows.target(k))) {
                        next.add(follows.target(k));
                    }
                }
            }
            swapFrontiers();
        }
        return Answer.ofCount(frontier.size());
    }

    /**
     * The distinct repos at the end of a DEPENDS_ON walk of 1 to 4 hops: a breadth-first search four
     * levels deep, each repo counted at the first level that reaches it.
     */
    private Answer dependencies(Graph graph, String repoId) {
        int repo = graph.indexOf(REPO, repoId);
        if (repo < 0) {
            return Answer.ofCount(0);
        }
        Adjacency dependsOn = graph.outgoing(DEPENDS_ON);
        reached.clear(graph.size(REPO));
        frontier.clear();
        frontier.add(repo);
        long count = 0;
        for (int depth = 1; depth <= DEPENDENCY_DEPTH; depth++) {
            next.clear();
            for (int i = 0; i < frontier.size(); i++) {
                int from = frontier.get(i);
                for (int k = dependsOn.start(from); k < dependsOn.end(from); k++) {
                    if (reached.add(dependsOn.target(k))) {
                        next.add(dependsOn.target(k));
                    }
                }
            }
            count += next.size();
            swapFrontiers();
        }
        return Answer.ofCount(count);
    }

    /** The FOLLOWS paths of exactly {@code hops} hops from the person, as walks or as trails. */
    private Answer hops(Graph graph, String personId, int hops, PathSemantics paths) {
        int person = graph.indexOf(PERSON, personId);
        if (person < 0) {
            return Answer.ofCount(0);
        }
        Adjacency follows = graph.outgoing(FOLLOWS);
        return Answer.ofCount(paths == PathSemantics.TRAIL
                ? trails(follows, person, hops, new int[hops], 0)
                : walks(graph, follows, person, hops));
    }

    /**
     * Walks, counted without listing them: how many walks end at each person after each hop, and
     * at the last hop each person's walks times its out-degree.
     */
    private long walks(Graph graph, Adjacency follows, int person, int hops) {
        if (walksTo.length != graph.size(PERSON)) {
            walksTo = new long[graph.size(PERSON)];
            walksToNext = new long[graph.size(PERSON)];
        }
        frontier.clear();
        frontier.add(person);
        walksTo[person] = 1;
        for (int hop = 1; hop < hops; hop++) {
            next.clear();
            for (int i = 0; i < frontier.size(); i++) {
                int from = frontier.get(i);
                long walks = walksTo[from];
                walksTo[from] = 0;
                for (int k = follows.start(from); k < follows.end(from); k++) {
                    int to = follows.target(k);
                    if (walksToNext[to] == 0) {
                        next.add(to);
                    }
                    walksToNext[to] += walks;
                }
            }
            swapFrontiers();
            long[] previous = walksTo;
            walksTo = walksToNext;
            walksToNext = previous;
        }
        long total = 0;
        for (int i = 0; i < frontier.size(); i++) {
            int at = frontier.get(i);
            total += walksTo[at] * follows.degree(at);
            walksTo[at] = 0;
        }
        return total;
    }

    /**
     * Trails, depth first: {@code used} holds the relationships (their positions in the adjacency)
     * walked so far. At the last hop, every relationship out of the node extends the trail except
     * those already used.
     */
    private static long trails(Adjacency follows, int at, int remaining, int[] used, int depth) {
        if (remaining == 1) {
            long extensions = follows.degree(at);
            for (int i = 0; i < depth; i++) {
                if (used[i] >= follows.start(at) && used[i] < follows.end(at)) {
                    extensions--;
                }
            }
            return extensions;
        }
        long total = 0;
        for (int k = follows.start(at); k < follows.end(at); k++) {
            if (!isUsed(used, depth, k)) {
                used[depth] = k;
                total += trails(follows, follows.target(k), remaining - 1, used, depth + 1);
            }
        }
        return total;
    }

    private static boolean isUsed(int[] used, int depth, int relationship) {
        for (int i = 0; i < depth; i++) {
            if (used[i] == relationship) {
                return true;
            }
        }
        return false;
    }

    /** Per topic, the TAGGED relationships from open issues in repos the org owns. */
    private Answer orgTopics(Graph graph, String orgId) {
        int org = graph.indexOf(ORG, orgId);
        int open = graph.stateIndex(OPEN);
        if (org < 0 || open < 0) {
            return Answer.ofRows(List.of());
        }
        Adjacency reposOfOrg = graph.incoming(OWNED_BY);
        Adjacency issuesOfRepo = graph.incoming(IN_REPO);
        Adjacency topicsOfIssue = graph.outgoing(TAGGED);
        tally.clear(graph.size(TOPIC));
        for (int r = reposOfOrg.start(org); r < reposOfOrg.end(org); r++) {
            int repo = reposOfOrg.target(r);
            for (int i = issuesOfRepo.start(repo); i < issuesOfRepo.end(repo); i++) {
                int issue = issuesOfRepo.target(i);
                if (graph.issueState(issue) == open) {
                    for (int t = topicsOfIssue.start(issue); t < topicsOfIssue.end(issue); t++) {
                        tally.increment(topicsOfIssue.target(t));
                    }
                }
            }
        }
        return topTen(graph, TOPIC);
    }

    /** Per person, the comments they wrote on the repo's issues. */
    private Answer repoCommenters(Graph graph, String repoId) {
        int repo = graph.indexOf(REPO, repoId);
        if (repo < 0) {
            return Answer.ofRows(List.of());
        }
        Adjacency issuesOfRepo = graph.incoming(IN_REPO);
        Adjacency commentsOnIssue = graph.incoming(ON);
        Adjacency writersOfComment = graph.outgoing(WRITTEN_BY);
        tally.clear(graph.size(PERSON));
        for (int i = issuesOfRepo.start(repo); i < issuesOfRepo.end(repo); i++) {
            int issue = issuesOfRepo.target(i);
            for (int c = commentsOnIssue.start(issue); c < commentsOnIssue.end(issue); c++) {
                int comment = commentsOnIssue.target(c);
                for (int w = writersOfComment.start(comment); w < writersOfComment.end(comment); w++) {
                    tally.increment(writersOfComment.target(w));
                }
            }
        }
        return topTen(graph, PERSON);
    }

    /** Per repo, the (followed person, issue) pairs: issues opened by the people the person follows. */
    private Answer followedRepos(Graph graph, String personId) {
        int person = graph.indexOf(PERSON, personId);
        if (person < 0) {
            return Answer.ofRows(List.of());
        }
        Adjacency follows = graph.outgoing(FOLLOWS);
        Adjacency issuesOpenedBy = graph.incoming(OPENED_BY);
        Adjacency repoOfIssue = graph.outgoing(IN_REPO);
        tally.clear(graph.size(REPO));
        for (int f = follows.start(person); f < follows.end(person); f++) {
            int followed = follows.target(f);
            for (int i = issuesOpenedBy.start(followed); i < issuesOpenedBy.end(followed); i++) {
                int issue = issuesOpenedBy.target(i);
                for (int r = repoOfIssue.start(issue); r < repoOfIssue.end(issue); r++) {
                    tally.increment(repoOfIssue.target(r));
                }
            }
        }
        return topTen(graph, REPO);
    }

    /** Issues per state, by state ascending; the graph knows only states some issue has. */
    private static Answer issuesByState(Graph graph) {
        String[] states = graph.stateNames();
        long[] issues = new long[states.length];
        for (int issue = 0; issue < graph.size(ISSUE); issue++) {
            issues[graph.issueState(issue)]++;
        }
        Arrays.sort(states);
        List<List<Object>> rows = new ArrayList<>(states.length);
        for (String state : states) {
            rows.add(List.of(state, issues[graph.stateIndex(state)]));
        }
        return Answer.ofRows(rows);
    }

    /** The people with most followers: the in-degree of FOLLOWS of everyone followed at all. */
    private static Answer topFollowed(Graph graph) {
        Adjacency followers = graph.incoming(FOLLOWS);
        Ranking ranking = new Ranking(graph, PERSON, LIMIT);
        for (int person = 0; person < graph.size(PERSON); person++) {
            if (followers.degree(person) > 0) {
                ranking.offer(person, followers.degree(person));
            }
        }
        return Answer.ofRows(ranking.rows());
    }

    private Answer topTen(Graph graph, Label label) {
        Ranking ranking = new Ranking(graph, label, LIMIT);
        tally.offerTo(ranking);
        return Answer.ofRows(ranking.rows());
    }

    private void swapFrontiers() {
        IntList previous = frontier;
        frontier = next;
        next = previous;
    }

    /** Nothing to release: the scratch arrays go with the session, and the graph stays with the engine. */
    @Override
    public void close() {
    }
}
