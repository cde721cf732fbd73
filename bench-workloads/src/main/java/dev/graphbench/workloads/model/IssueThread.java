package dev.graphbench.workloads.model;

import java.util.List;
import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphRelationship;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.Root;

/**
 * A nested view: an issue, its comments, and each comment's author.
 *
 * @param issue    the issue
 * @param comments its comments, each a view with its author
 */
@GraphView
public record IssueThread(
        @Root Issue issue,
        @GraphRelationship(type = "ON", direction = Direction.INCOMING) List<CommentWithAuthor> comments) {
}
