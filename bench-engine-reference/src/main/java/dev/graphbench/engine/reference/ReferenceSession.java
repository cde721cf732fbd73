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
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.catalogue.Queries;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Answers every query of the catalogue in Java over the graph's adjacency arrays, as {@link Queries}
 * defines it, and a plugin's query through the answer it brings ({@link Query#reference()}). Paths
 * are walks: a node reached by several walks counts once where the query counts distinct nodes, and
 * once per walk where it counts pairs or relationships. An id that names no node of the parameter's
 * label gives a count of 0 or no rows. {@code hops} counts walks unless asked for trails (see
 * {@link PathSemantics#ARGUMENT}). The object store's reads are answered as documents by
 * {@link ObjectReads}.
 *
 * <p>The scratch sets and counters are the session's own, reused from query to query; the graph is
 * shared and only read.
 */
final class ReferenceSession implements Session {

    /** The length of every top-N answer. */
    private static final int LIMIT = 10;
    private static final int DEPENDENCY_DEPTH = 4;
    private static final String OPEN = "open";

    /** How the session answers one query of the catalogue. */
    @FunctionalInterface
    private interface Handler {
        Answer answer(Graph graph, Map<String, Object> arguments);
    }

    private final GraphStore store;
    private final Map<String, Handler> handlers = new HashMap<>();
    private final NodeSet reached = new NodeSet();
    private final Tally tally = new Tally();
    private IntList frontier = new IntList(1 << 10);
    private IntList next = new IntList(1 << 10);
    /** Walks ending at each person, for the current and the next hop; all zero between calls. */
    private long[] walksTo = new long[0];
    private long[] walksToNext = new long[0];

    ReferenceSession(GraphStore store) {
        this.store = store;
        handle(Queries.ONE_HOP, (graph, arguments) -> oneHop(graph, text(arguments, "personId")));
        handle(Queries.TWO_HOPS, (graph, arguments) -> followsHops(graph, text(arguments, "personId"), 2));
        handle(Queries.THREE_HOPS, (graph, arguments) -> followsHops(graph, text(arguments, "personId"), 3));
        handle(Queries.DEPENDENCIES, (graph, arguments) -> dependencies(graph, text(arguments, "repoId")));
        handle(Queries.ORG_TOPICS, (graph, arguments) -> orgTopics(graph, text(arguments, "orgId")));
        handle(Queries.REPO_COMMENTERS, (graph, arguments) -> repoCommenters(graph, text(arguments, "repoId")));
        handle(Queries.FOLLOWED_REPOS, (graph, arguments) -> followedRepos(graph, text(arguments, "personId")));
        handle(Queries.ISSUES_BY_STATE, (graph, arguments) -> issuesByState(graph));
        handle(Queries.TOP_FOLLOWED, (graph, arguments) -> topFollowed(graph));
        handle(Queries.HOPS, (graph, arguments) -> hops(graph, text(arguments, "personId"),
                ((Number) arguments.get("hops")).intValue(), pathsArgument(arguments)));
        handle(Queries.REACH, (graph, arguments) -> Answer.ofCount(reach(graph, text(arguments, "startId"),
                ((Number) arguments.get("hops")).intValue(), false)));
        handle(Queries.REACH_RELATIONSHIPS, (graph, arguments) -> Answer.ofCount(reach(graph,
                text(arguments, "startId"), ((Number) arguments.get("hops")).intValue(), true)));
        handle(Queries.READ_FRAGMENT, (graph, arguments) -> ObjectReads.fragment(graph, text(arguments, "personId")));
        handle(Queries.READ_ISSUE_DETAIL,
                (graph, arguments) -> ObjectReads.issueDetail(graph, text(arguments, "issueId")));
        handle(Queries.READ_ISSUE_THREAD,
                (graph, arguments) -> ObjectReads.issueThread(graph, text(arguments, "issueId")));
        handle(Queries.READ_REPO_OVERVIEW,
                (graph, arguments) -> ObjectReads.repoOverview(graph, text(arguments, "repoId")));
        handle(Queries.READ_PERSON_NETWORK,
                (graph, arguments) -> ObjectReads.personNetwork(graph, text(arguments, "personId")));
        handle(Queries.READ_OPEN_ISSUES_OF_REPO,
                (graph, arguments) -> ObjectReads.openIssuesOfRepo(graph, text(arguments, "repoId")));
        handle(Queries.COUNT_ISSUES_BY_PROPERTIES, (graph, arguments) -> ObjectReads.countIssuesByProperties(graph,
                text(arguments, "state"), ((Number) arguments.get("priority")).longValue()));
        handle(Queries.COUNT_COMMENTS, (graph, arguments) -> ObjectReads.countComments(graph));
    }

    private void handle(Query query, Handler handler) {
        handlers.put(query.id(), handler);
    }

    @Override
    public Answer execute(Query query, Map<String, Object> arguments) {
        Graph graph = store.graph();
        Handler handler = handlers.get(query.id());
        if (handler != null) {
            return handler.answer(graph, arguments);
        }
        return query.reference().orElseThrow(() -> new UnsupportedException("the reference engine does not know "
                        + query + ", and the query brings no reference answer of its own"))
                .answer(graph, arguments);
    }

    /** The value of a text parameter; the harness has checked every argument. */
    private static String text(Map<String, Object> arguments, String parameter) {
        return (String) arguments.get(parameter);
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
        AdjacencyArrays follows = graph.outgoing(FOLLOWS);
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
     * A breadth-first search over LINK from the start, {@code hops} levels deep or until a level reaches
     * nothing new: the distinct nodes reached, the start not counted; or, with {@code relationships}, the
     * relationships leaving the start and every node reached before the last level, which is what the
     * search walked (a traversal's edges, for its edges a second).
     */
    private long reach(Graph graph, String startId, int hops, boolean relationships) {
        int start = graph.indexOf(Label.NODE, startId);
        if (start < 0) {
            return 0;
        }
        AdjacencyArrays links = graph.outgoing(RelType.LINK);
        reached.clear(graph.size(Label.NODE));
        reached.add(start);
        frontier.clear();
        frontier.add(start);
        long count = 0;
        long walked = 0;
        for (int depth = 1; depth <= hops && frontier.size() > 0; depth++) {
            next.clear();
            for (int i = 0; i < frontier.size(); i++) {
                int from = frontier.get(i);
                walked += links.degree(from);
                for (int k = links.start(from); k < links.end(from); k++) {
                    if (reached.add(links.target(k))) {
                        next.add(links.target(k));
                    }
                }
            }
            count += next.size();
            swapFrontiers();
        }
        return relationships ? walked : count;
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
        AdjacencyArrays dependsOn = graph.outgoing(DEPENDS_ON);
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
        AdjacencyArrays follows = graph.outgoing(FOLLOWS);
        return Answer.ofCount(paths == PathSemantics.TRAIL
                ? Trails.count(follows, person, hops, new int[hops], 0)
                : walks(graph, follows, person, hops));
    }

    /**
     * Walks, counted without listing them: how many walks end at each person after each hop, and
     * at the last hop each person's walks times its out-degree.
     */
    private long walks(Graph graph, AdjacencyArrays follows, int person, int hops) {
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

    /** Per topic, the TAGGED relationships from open issues in repos the org owns. */
    private Answer orgTopics(Graph graph, String orgId) {
        int org = graph.indexOf(ORG, orgId);
        if (org < 0) {
            return Answer.ofRows(List.of());
        }
        TextColumn.Matcher open = graph.text(ISSUE, "state").matcher(OPEN);
        AdjacencyArrays reposOfOrg = graph.incoming(OWNED_BY);
        AdjacencyArrays issuesOfRepo = graph.incoming(IN_REPO);
        AdjacencyArrays topicsOfIssue = graph.outgoing(TAGGED);
        tally.clear(graph.size(TOPIC));
        for (int r = reposOfOrg.start(org); r < reposOfOrg.end(org); r++) {
            int repo = reposOfOrg.target(r);
            for (int i = issuesOfRepo.start(repo); i < issuesOfRepo.end(repo); i++) {
                int issue = issuesOfRepo.target(i);
                if (open.matches(issue)) {
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
        AdjacencyArrays issuesOfRepo = graph.incoming(IN_REPO);
        AdjacencyArrays commentsOnIssue = graph.incoming(ON);
        AdjacencyArrays writersOfComment = graph.outgoing(WRITTEN_BY);
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
        AdjacencyArrays follows = graph.outgoing(FOLLOWS);
        AdjacencyArrays issuesOpenedBy = graph.incoming(OPENED_BY);
        AdjacencyArrays repoOfIssue = graph.outgoing(IN_REPO);
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

    /** Issues per state, by state ascending: every state some issue has. */
    private static Answer issuesByState(Graph graph) {
        List<List<Object>> rows = new ArrayList<>();
        graph.text(ISSUE, "state").tally(graph.size(ISSUE)).forEach((state, issues) -> rows.add(List.of(state, issues)));
        return Answer.ofRows(rows);
    }

    /** The people with most followers: the in-degree of FOLLOWS of everyone followed at all. */
    private static Answer topFollowed(Graph graph) {
        AdjacencyArrays followers = graph.incoming(FOLLOWS);
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
