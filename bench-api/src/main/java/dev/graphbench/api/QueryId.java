package dev.graphbench.api;

import static dev.graphbench.api.Parameter.text;
import static dev.graphbench.api.Parameter.wholeNumber;

import dev.graphbench.api.graph.Label;
import java.util.List;
import java.util.Map;

/**
 * The hand-written queries of the benchmark. Each engine's {@link Dialect} translates every id it
 * supports into one statement of its own language; the id, its parameters and the shape of its
 * answer are the same on every engine.
 *
 * <p>Answers are rows (see {@link Answer}). Where {@link #ordered()} is true the rows come in the
 * order the query defines, ties broken by id ascending; otherwise their order carries no meaning.
 */
public enum QueryId {

    /** How many people follow a person: {@code [[count]]}. */
    ONE_HOP("one-hop", true, Ids.PERSON),
    /** How many distinct people are followed by the people a person follows: {@code [[count]]}. */
    TWO_HOPS("two-hops", true, Ids.PERSON),
    /** The same one FOLLOWS hop further: {@code [[count]]}. */
    THREE_HOPS("three-hops", true, Ids.PERSON),
    /** How many distinct repos a repo reaches over 1 to 4 DEPENDS_ON hops: {@code [[count]]}. */
    DEPENDENCIES("dependencies", true, Ids.REPO),
    /**
     * The ten topics most tagged on open issues of an org's repos, Org &lt;-OWNED_BY- Repo
     * &lt;-IN_REPO- Issue -TAGGED-&gt; Topic: rows {@code [topicId, issues]}, most first.
     */
    ORG_TOPICS("org-topics", true, Ids.ORG),
    /**
     * The ten people who wrote most comments on a repo's issues, Repo &lt;-IN_REPO- Issue &lt;-ON-
     * Comment -WRITTEN_BY-&gt; Person: rows {@code [personId, comments]}, most first.
     */
    REPO_COMMENTERS("repo-commenters", true, Ids.REPO),
    /**
     * The ten repos with most issues opened by the people a person follows, Person -FOLLOWS-&gt;
     * Person &lt;-OPENED_BY- Issue -IN_REPO-&gt; Repo: rows {@code [repoId, issues]}, most first.
     */
    FOLLOWED_REPOS("followed-repos", true, Ids.PERSON),
    /** Every issue grouped by state: rows {@code [state, issues]}, by state ascending. */
    ISSUES_BY_STATE("issues-by-state", true),
    /** Every FOLLOWS grouped by the person followed: rows {@code [personId, followers]}, the ten most followed. */
    TOP_FOLLOWED("top-followed", true),
    /**
     * How many FOLLOWS paths of exactly {@code hops} hops start at a person, counted under the
     * engine's {@link PathSemantics}: {@code [[paths]]}. Every path counts, not every person reached; a person that is not one counts 0. An engine
     * that can count under either rule (the reference) also takes the optional argument
     * {@link PathSemantics#ARGUMENT}, naming the rule to count under.
     */
    HOPS("hops", true, Ids.PERSON, wholeNumber("hops", 1, 4),
            text(PathSemantics.ARGUMENT, PathSemantics.TRAIL.name(), PathSemantics.WALK.name()).asOptional()),
    /**
     * The hand-written counterparts of the object store's reads: each answers what the object
     * store's call answers for the same argument, as a document. The answer is one row of one
     * column: the document, as JSON text or as maps and lists, whichever the driver gives (the
     * harness compares them as JSON, members and list elements in any order); no row when the id
     * names no node. A fragment is an object of the node's properties; a view an object with one
     * member per field of the view, named as the field. A count is a number.
     *
     * <p>A person as a {@code Person} fragment: {@code {id, name, login}}.
     */
    READ_FRAGMENT("read-fragment", false, Ids.PERSON),
    /**
     * An issue as an {@code IssueDetail} view: {@code {issue, repo, author, assignees, topics,
     * comments}}, single relationships an object or null, lists of objects.
     */
    READ_ISSUE_DETAIL("read-issue-detail", false, Ids.ISSUE),
    /** An issue as an {@code IssueThread} view: {@code {issue, comments: [{comment, author}]}}. */
    READ_ISSUE_THREAD("read-issue-thread", false, Ids.ISSUE),
    /** A repo as a {@code RepoOverview} view: {@code {repo, owner, dependencies, issueCount}}. */
    READ_REPO_OVERVIEW("read-repo-overview", false, Ids.REPO),
    /**
     * A person as a {@code PersonNetwork} view: {@code {person, orgsOfFollowed}}, each org reached
     * over FOLLOWS then MEMBER_OF once.
     */
    READ_PERSON_NETWORK("read-person-network", false, Ids.PERSON),
    /** Every open issue of a repo, as a list of {@code Issue} fragments (always one row, the list maybe empty). */
    READ_OPEN_ISSUES_OF_REPO("read-open-issues-of-repo", false, Ids.REPO),
    /** How many issues have a state and a priority, every issue read: {@code [[count]]}. */
    COUNT_ISSUES_BY_PROPERTIES("count-issues-by-properties", false, text("state", "open", "closed"),
            wholeNumber("priority", 0, 3)),
    /** How many comments there are: {@code [[count]]}. */
    COUNT_COMMENTS("count-comments", false);

    /** The node-id parameters, shared by several queries. */
    private static final class Ids {
        static final Parameter PERSON = Parameter.id("personId", Label.PERSON);
        static final Parameter REPO = Parameter.id("repoId", Label.REPO);
        static final Parameter ORG = Parameter.id("orgId", Label.ORG);
        static final Parameter ISSUE = Parameter.id("issueId", Label.ISSUE);
    }

    private final String id;
    private final boolean ordered;
    private final List<Parameter> parameters;

    QueryId(String id, boolean ordered, Parameter... parameters) {
        this.id = id;
        this.ordered = ordered;
        this.parameters = List.of(parameters);
    }

    /** The stable id, as written in reports, results files and engines' statement files. */
    public String id() {
        return id;
    }

    /** Whether the order of the answer's rows is part of the answer. */
    public boolean ordered() {
        return ordered;
    }

    /** The query's parameters; every engine binds them by their names. */
    public List<Parameter> parameters() {
        return parameters;
    }

    /**
     * Checks a call's arguments: a value of the right kind for every parameter but the optional ones,
     * and nothing else. The harness checks every call once, before it times any, so engines need not.
     *
     * @throws IllegalArgumentException one line saying what is missing, extra or wrong
     */
    public void check(Map<String, ?> arguments) {
        for (Parameter parameter : parameters) {
            if (arguments.containsKey(parameter.name())) {
                parameter.check(this, arguments.get(parameter.name()));
            } else if (!parameter.optional()) {
                throw new IllegalArgumentException(this + " needs " + parameter.name() + ", "
                        + parameter.describe() + "; got " + arguments.keySet());
            }
        }
        for (String name : arguments.keySet()) {
            if (parameters.stream().noneMatch(parameter -> parameter.name().equals(name))) {
                throw new IllegalArgumentException(this + " takes " + parameters.stream().map(Parameter::name).toList()
                        + ", not " + name);
            }
        }
    }

    /** The query whose {@link #id()} is {@code id}. */
    public static QueryId of(String id) {
        for (QueryId query : values()) {
            if (query.id.equals(id)) {
                return query;
            }
        }
        throw new IllegalArgumentException("no query with id '" + id + "'");
    }

    @Override
    public String toString() {
        return id;
    }
}
