package dev.graphbench.catalogue;

import static dev.graphbench.api.Parameter.text;
import static dev.graphbench.api.Parameter.wholeNumber;

import dev.graphbench.api.Parameter;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.graph.Label;
import java.util.List;

/**
 * The benchmark's queries: what every engine is asked, each in its own language. Each engine's statements
 * file has one statement named after each query it supports; the reference engine answers each in Java.
 */
public final class Queries {

    private static final Parameter PERSON = Parameter.id("personId", Label.PERSON);
    private static final Parameter REPO = Parameter.id("repoId", Label.REPO);
    private static final Parameter ORG = Parameter.id("orgId", Label.ORG);
    private static final Parameter ISSUE = Parameter.id("issueId", Label.ISSUE);

    /** How many people follow a person: {@code [[count]]}. */
    public static final Query ONE_HOP = Query.count("one-hop", PERSON);
    /** How many distinct people are followed by the people a person follows: {@code [[count]]}. */
    public static final Query TWO_HOPS = Query.count("two-hops", PERSON);
    /** The same one FOLLOWS hop further: {@code [[count]]}. */
    public static final Query THREE_HOPS = Query.count("three-hops", PERSON);
    /** How many distinct repos a repo reaches over 1 to 4 DEPENDS_ON hops: {@code [[count]]}. */
    public static final Query DEPENDENCIES = Query.count("dependencies", REPO);
    /**
     * The ten topics most tagged on open issues of an org's repos, Org &lt;-OWNED_BY- Repo
     * &lt;-IN_REPO- Issue -TAGGED-&gt; Topic: rows {@code [topicId, issues]}, most first.
     */
    public static final Query ORG_TOPICS = Query.orderedRows("org-topics", ORG);
    /**
     * The ten people who wrote most comments on a repo's issues, Repo &lt;-IN_REPO- Issue &lt;-ON-
     * Comment -WRITTEN_BY-&gt; Person: rows {@code [personId, comments]}, most first.
     */
    public static final Query REPO_COMMENTERS = Query.orderedRows("repo-commenters", REPO);
    /**
     * The ten repos with most issues opened by the people a person follows, Person -FOLLOWS-&gt;
     * Person &lt;-OPENED_BY- Issue -IN_REPO-&gt; Repo: rows {@code [repoId, issues]}, most first.
     */
    public static final Query FOLLOWED_REPOS = Query.orderedRows("followed-repos", PERSON);
    /** Every issue grouped by state: rows {@code [state, issues]}, by state ascending. */
    public static final Query ISSUES_BY_STATE = Query.orderedRows("issues-by-state");
    /** Every FOLLOWS grouped by the person followed: rows {@code [personId, followers]}, the ten most followed. */
    public static final Query TOP_FOLLOWED = Query.orderedRows("top-followed");
    /**
     * How many FOLLOWS paths of exactly {@code hops} hops start at a person, counted under the
     * engine's {@link PathSemantics}: {@code [[paths]]}. Every path counts, not every person reached; a
     * person that is not one counts 0. An engine that can count under either rule (the reference) also
     * takes the optional argument {@link PathSemantics#ARGUMENT}, naming the rule to count under.
     */
    public static final Query HOPS = Query.count("hops", PERSON, wholeNumber("hops", 1, 4),
            text(PathSemantics.ARGUMENT, PathSemantics.TRAIL.name(), PathSemantics.WALK.name()).asOptional());

    /** The deepest walk a reach may be asked for: the depth ladder's last rung. */
    public static final int MAX_REACH_HOPS = 131_072;

    /**
     * How many distinct nodes a walk of 1 to {@code hops} LINK relationships from the start node reaches,
     * the start itself not counted (unless a walk comes back to it, which still does not count it): {@code
     * [[count]]}. The question of any graph: Semurg's at 4 hops, the depth ladder's at every depth. A start
     * that names no node reaches 0. {@code hops} is a {@linkplain Parameter#asLiteral() literal}: Cypher takes
     * no parameter for a path's length, so a Cypher statement writes {@code [:LINK*1..{hops}]}.
     */
    public static final Query REACH = Query.count("reach", Parameter.id("startId", Label.NODE),
            wholeNumber("hops", 1, MAX_REACH_HOPS).asLiteral());

    /**
     * How many LINK relationships a breadth-first search of 1 to {@code hops} levels from the start walks:
     * those leaving the start and every node reached before the last level. The reference engine alone
     * answers it: it is what a reach traverses, the numerator of its edges a second (Graph500's TEPS).
     */
    public static final Query REACH_RELATIONSHIPS = Query.count("reach-relationships",
            Parameter.id("startId", Label.NODE), wholeNumber("hops", 1, MAX_REACH_HOPS));

    // The hand-written counterparts of the object store's reads: each answers what the object store's
    // call answers for the same argument, as one document (Query.Shape.DOCUMENT). A fragment is an object
    // of the node's properties; a view an object with one member per field of the view, named as the
    // field; single relationships an object or null, lists of objects. A count is a number.

    /** A person as a {@code Person} fragment: {@code {id, name, login}}. */
    public static final Query READ_FRAGMENT = Query.document("read-fragment", PERSON);
    /**
     * An issue as an {@code IssueDetail} view: {@code {issue, repo, author, assignees, topics,
     * comments}}, single relationships an object or null, lists of objects.
     */
    public static final Query READ_ISSUE_DETAIL = Query.document("read-issue-detail", ISSUE);
    /** An issue as an {@code IssueThread} view: {@code {issue, comments: [{comment, author}]}}. */
    public static final Query READ_ISSUE_THREAD = Query.document("read-issue-thread", ISSUE);
    /** A repo as a {@code RepoOverview} view: {@code {repo, owner, dependencies, issueCount}}. */
    public static final Query READ_REPO_OVERVIEW = Query.document("read-repo-overview", REPO);
    /**
     * A person as a {@code PersonNetwork} view: {@code {person, orgsOfFollowed}}, each org reached
     * over FOLLOWS then MEMBER_OF once.
     */
    public static final Query READ_PERSON_NETWORK = Query.document("read-person-network", PERSON);
    /** Every open issue of a repo, as a list of {@code Issue} fragments (always one row, the list maybe empty). */
    public static final Query READ_OPEN_ISSUES_OF_REPO = Query.document("read-open-issues-of-repo", REPO);
    /** How many issues have a state and a priority, every issue read: a number. */
    public static final Query COUNT_ISSUES_BY_PROPERTIES = Query.document("count-issues-by-properties",
            text("state", "open", "closed"), wholeNumber("priority", 0, 3));
    /** How many comments there are: a number. */
    public static final Query COUNT_COMMENTS = Query.document("count-comments");

    private static final List<Query> ALL = List.of(ONE_HOP, TWO_HOPS, THREE_HOPS, DEPENDENCIES, ORG_TOPICS,
            REPO_COMMENTERS, FOLLOWED_REPOS, ISSUES_BY_STATE, TOP_FOLLOWED, HOPS, READ_FRAGMENT, READ_ISSUE_DETAIL,
            READ_ISSUE_THREAD, READ_REPO_OVERVIEW, READ_PERSON_NETWORK, READ_OPEN_ISSUES_OF_REPO,
            COUNT_ISSUES_BY_PROPERTIES, COUNT_COMMENTS, REACH, REACH_RELATIONSHIPS);

    private Queries() {
    }

    /** Every query of the benchmark's own, in report order. */
    public static List<Query> all() {
        return ALL;
    }

    /** The query whose id is {@code id}; a one-line error naming the ids otherwise. */
    public static Query of(String id) {
        return ALL.stream().filter(query -> query.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no query with id '" + id + "'"));
    }
}
