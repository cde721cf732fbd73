package dev.graphbench.workloads.model;

import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphRelationship;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.Root;

/**
 * A comment with its author: the view inside {@link IssueThread}.
 *
 * @param comment the comment
 * @param author  who wrote it
 */
@GraphView
public record CommentWithAuthor(
        @Root Comment comment,
        @GraphRelationship(type = "WRITTEN_BY", direction = Direction.OUTGOING) Person author) {
}
