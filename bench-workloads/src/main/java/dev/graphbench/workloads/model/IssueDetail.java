package dev.graphbench.workloads.model;

import java.util.List;
import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphRelationship;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.Root;

/**
 * An issue with what an issue page shows: its repo, its author, its assignees, its topics and its
 * comments. Five relationships, loaded in one statement.
 *
 * @param issue     the issue
 * @param repo      the repo it is raised in
 * @param author    who opened it
 * @param assignees who it is assigned to
 * @param topics    its topics
 * @param comments  the comments on it (Comment -ON-&gt; Issue, so incoming)
 */
@GraphView
public record IssueDetail(
        @Root Issue issue,
        @GraphRelationship(type = "IN_REPO", direction = Direction.OUTGOING) Repo repo,
        @GraphRelationship(type = "OPENED_BY", direction = Direction.OUTGOING) Person author,
        @GraphRelationship(type = "ASSIGNED_TO", direction = Direction.OUTGOING) List<Person> assignees,
        @GraphRelationship(type = "TAGGED", direction = Direction.OUTGOING) List<Topic> topics,
        @GraphRelationship(type = "ON", direction = Direction.INCOMING) List<Comment> comments) {
}
