package dev.graphbench.workloads.model;

import org.drivine.annotation.NodeFragment;
import org.drivine.annotation.NodeId;

/**
 * A comment on an issue: a node labelled Comment.
 *
 * @param id        its id, such as {@code c88}
 * @param body      its text
 * @param createdAt epoch milliseconds
 */
@NodeFragment(labels = {"Comment"})
public record Comment(@NodeId String id, String body, long createdAt) {
}
