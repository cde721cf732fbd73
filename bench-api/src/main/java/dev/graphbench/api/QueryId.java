package dev.graphbench.api;

import java.util.List;

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
    ONE_HOP("one-hop", true, "personId"),
    /** How many distinct people are followed by the people a person follows: {@code [[count]]}. */
    TWO_HOPS("two-hops", true, "personId"),
    /** The same one FOLLOWS hop further: {@code [[count]]}. */
    THREE_HOPS("three-hops", true, "personId"),
    /** How many distinct repos a repo reaches over 1 to 4 DEPENDS_ON hops: {@code [[count]]}. */
    DEPENDENCIES("dependencies", true, "repoId"),
    /**
     * The ten topics most tagged on open issues of an org's repos, Org &lt;-OWNED_BY- Repo
     * &lt;-IN_REPO- Issue -TAGGED-&gt; Topic: rows {@code [topicId, issues]}, most first.
     */
    ORG_TOPICS("org-topics", true, "orgId"),
    /**
     * The ten people who wrote most comments on a repo's issues, Repo &lt;-IN_REPO- Issue &lt;-ON-
     * Comment -WRITTEN_BY-&gt; Person: rows {@code [personId, comments]}, most first.
     */
    REPO_COMMENTERS("repo-commenters", true, "repoId"),
    /**
     * The ten repos with most issues opened by the people a person follows, Person -FOLLOWS-&gt;
     * Person &lt;-OPENED_BY- Issue -IN_REPO-&gt; Repo: rows {@code [repoId, issues]}, most first.
     */
    FOLLOWED_REPOS("followed-repos", true, "personId"),
    /** Every issue grouped by state: rows {@code [state, issues]}, by state ascending. */
    ISSUES_BY_STATE("issues-by-state", true),
    /** Every FOLLOWS grouped by the person followed: rows {@code [personId, followers]}, the ten most followed. */
    TOP_FOLLOWED("top-followed", true),
    /**
     * How many FOLLOWS paths of exactly {@code hops} hops start at a person, counted under the
     * engine's {@link PathSemantics}: {@code [[paths]]}. {@code hops} is an {@link Integer} from 1 to
     * 4. Every path counts, not every person reached; a person that is not one counts 0. An engine
     * that can count under either rule (the reference) also takes the optional argument
     * {@link PathSemantics#ARGUMENT}, naming the rule to count under.
     */
    HOPS("hops", true, "personId", "hops");

    private final String id;
    private final boolean ordered;
    private final List<String> parameters;

    QueryId(String id, boolean ordered, String... parameters) {
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

    /** The names of the query's parameters; every engine binds them by these names. */
    public List<String> parameters() {
        return parameters;
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
