package dev.graphbench.workloads.objects;

import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.graph.Label;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.RepoOverview;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The workloads of the object store, the write-up's rows: eight reads, each with its hand-written
 * twin, and six writes. The same Java call runs on every engine; each engine asks its database in
 * its own language.
 */
public final class ObjectWorkloads {

    /** The phase whose threads call at once: the write-up times its view load there. */
    private static final String CONCURRENT = "concurrent";
    /** Comments of each view the saveAll of views writes. */
    static final int COMMENTS_PER_VIEW = 5;
    /** The first createdAt of a written comment; the n-th is n ms later. */
    private static final long CREATED_AT = 1_700_000_000_000L;

    private static final List<ObjectRead> READS = List.of(
            new ObjectRead("load-fragment", "load a fragment by id", Queries.READ_FRAGMENT,
                    ids("personId", Label.PERSON), ObjectCall.load(Person.class),
                    (objects, call) -> objects.load(Person.class, id(call, "personId"))),
            new ObjectRead("load-view", "load the view", Queries.READ_ISSUE_DETAIL,
                    ids("issueId", Label.ISSUE), ObjectCall.load(IssueDetail.class),
                    (objects, call) -> objects.load(IssueDetail.class, id(call, "issueId"))).alsoIn(CONCURRENT),
            new ObjectRead("load-nested-view", "load the nested view", Queries.READ_ISSUE_THREAD,
                    ids("issueId", Label.ISSUE), ObjectCall.load(IssueThread.class),
                    (objects, call) -> objects.load(IssueThread.class, id(call, "issueId"))),
            new ObjectRead("load-count-view", "load the @Count view", Queries.READ_REPO_OVERVIEW,
                    ids("repoId", Label.REPO), ObjectCall.load(RepoOverview.class),
                    (objects, call) -> objects.load(RepoOverview.class, id(call, "repoId"))),
            new ObjectRead("load-path-view", "load the @GraphPath view", Queries.READ_PERSON_NETWORK,
                    ids("personId", Label.PERSON), ObjectCall.load(PersonNetwork.class),
                    (objects, call) -> objects.load(PersonNetwork.class, id(call, "personId"))),
            new ObjectRead("load-all-by-property", "loadAll by an indexed property: a repo's open issues",
                    Queries.READ_OPEN_ISSUES_OF_REPO, ids("repoId", Label.REPO),
                    ObjectCall.loadAll(Issue.class, "repoId", "state"),
                    (objects, call) -> objects.loadAll(Issue.class,
                            Filter.eq("repoId", id(call, "repoId")).and("state", "open"))),
            new ObjectRead("count-by-properties", "count by unindexed properties: every issue scanned",
                    Queries.COUNT_ISSUES_BY_PROPERTIES, ObjectWorkloads::stateAndPriority,
                    ObjectCall.count(Issue.class, "state", "priority"),
                    (objects, call) -> objects.count(Issue.class,
                            Filter.eq("state", call.get("state")).and("priority", call.get("priority"))))
                    .readingWholeLabels(),
            new ObjectRead("count-all", "count every comment", Queries.COUNT_COMMENTS,
                    (lists, stream, count) -> Collections.nCopies(count, Map.of()), ObjectCall.count(Comment.class),
                    (objects, call) -> objects.count(Comment.class, Filter.all())).readingWholeLabels());

    private static final List<ObjectWrite> WRITES = List.of(
            new ObjectWrite("save-fragment", "save a new fragment", null,
                    (objects, key) -> {
                        objects.save(issue(key, key));
                        return null;
                    },
                    (objects, key) -> objects.load(Issue.class, key),
                    key -> issue(key, key),
                    key -> Map.of(Issue.class, List.of(key))),
            new ObjectWrite("update-fragment", "update (load, change, save)",
                    (objects, key) -> {
                        objects.save(issue(key, key));
                        return null;
                    },
                    (objects, key) -> {
                        objects.save(edited(objects.load(Issue.class, key)));
                        return null;
                    },
                    (objects, key) -> objects.load(Issue.class, key),
                    key -> edited(issue(key, key)),
                    key -> Map.of(Issue.class, List.of(key))),
            saveView("save-view-10", "save a new view of an issue and 10 new comments", 10),
            saveView("save-view-100", "save a new view of an issue and 100 new comments", 100),
            new ObjectWrite("save-all-fragments", "saveAll of 1,000 new fragments", null,
                    (objects, key) -> {
                        objects.saveAll(fragments(key));
                        return null;
                    },
                    (objects, key) -> objects.loadAll(Issue.class, Filter.eq("repoId", key)),
                    key -> fragments(key),
                    key -> Map.of(Issue.class, numbered(key + "-", 1_000))),
            new ObjectWrite("save-all-views", "saveAll of 100 new views of 5 comments", null,
                    (objects, key) -> {
                        objects.saveAll(views(key));
                        return null;
                    },
                    (objects, key) -> objects.loadAll(IssueDetail.class, Filter.eq("repoId", key)),
                    ObjectWorkloads::views,
                    key -> {
                        List<String> comments = new ArrayList<>();
                        for (int i = 0; i < 100; i++) {
                            comments.addAll(numbered(key + "-v" + i + "-c", COMMENTS_PER_VIEW));
                        }
                        return Map.of(Issue.class, numbered(key + "-v", 100), Comment.class, comments);
                    }));

    private ObjectWorkloads() {
    }

    /** The reads, in the write-up's order. */
    public static List<ObjectRead> reads() {
        return READS;
    }

    /** The writes, in the write-up's order. */
    public static List<ObjectWrite> writes() {
        return WRITES;
    }

    private static ObjectRead.Arguments ids(String parameter, Label label) {
        return (lists, stream, count) -> lists.ids(label, stream + "/" + parameter, count).stream()
                .<Map<String, Object>>map(id -> Map.of(parameter, id)).toList();
    }

    private static String id(Map<String, Object> call, String parameter) {
        return (String) call.get(parameter);
    }

    /**
     * A state and a priority per call: one of the eight pairs, chosen by a seeded issue's number, so
     * that every engine is asked the same pairs in the same order.
     */
    private static List<Map<String, Object>> stateAndPriority(ArgumentLists lists, String stream, int count) {
        List<Map<String, Object>> calls = new ArrayList<>(count);
        for (String issue : lists.ids(Label.ISSUE, stream + "/pair", count)) {
            int number = Integer.parseInt(issue.substring(Label.ISSUE.idPrefix().length()));
            Map<String, Object> call = new LinkedHashMap<>();
            call.put("state", number % 2 == 0 ? "open" : "closed");
            call.put("priority", (long) (number / 2 % 4));
            calls.add(call);
        }
        return calls;
    }

    private static ObjectWrite saveView(String id, String title, int comments) {
        return new ObjectWrite(id, title, null,
                (objects, key) -> {
                    objects.save(view(key, key, comments));
                    return null;
                },
                (objects, key) -> objects.load(IssueDetail.class, key),
                key -> view(key, key, comments),
                key -> Map.of(Issue.class, List.of(key), Comment.class, numbered(key + "-c", comments)));
    }

    /** The issue as update-fragment changes it. */
    private static Issue edited(Issue issue) {
        return new Issue(issue.id(), issue.title() + ", edited", "closed", issue.priority(), issue.repoId());
    }

    /** The 1,000 new issues of save-all-fragments, each with {@code key} as its repoId. */
    private static List<Issue> fragments(String key) {
        List<Issue> issues = new ArrayList<>(1_000);
        for (int i = 0; i < 1_000; i++) {
            issues.add(issue(key + "-" + i, key));
        }
        return issues;
    }

    /** The 100 new views of save-all-views, each with {@code key} as its issue's repoId. */
    private static List<IssueDetail> views(String key) {
        List<IssueDetail> views = new ArrayList<>(100);
        for (int i = 0; i < 100; i++) {
            views.add(view(key + "-v" + i, key, COMMENTS_PER_VIEW));
        }
        return views;
    }

    /** A new open issue; {@code repoId} marks what one call wrote, for reading it back by that indexed property. */
    static Issue issue(String id, String repoId) {
        return new Issue(id, "new issue " + id, "open", Math.floorMod(id.hashCode(), 4), repoId);
    }

    /** A view of a new issue with new comments, and nothing else. */
    static IssueDetail view(String id, String repoId, int comments) {
        List<Comment> written = new ArrayList<>(comments);
        for (int i = 0; i < comments; i++) {
            written.add(new Comment(id + "-c" + i, "comment " + i + " on " + id, CREATED_AT + i));
        }
        return new IssueDetail(issue(id, repoId), null, null, List.of(), List.of(), written);
    }

    private static List<String> numbered(String stem, int count) {
        List<String> ids = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            ids.add(stem + i);
        }
        return ids;
    }
}
