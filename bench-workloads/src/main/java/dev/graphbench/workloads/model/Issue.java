package dev.graphbench.workloads.model;

import org.drivine.annotation.NodeFragment;
import org.drivine.annotation.NodeId;

/**
 * An issue: a node labelled Issue.
 *
 * @param id       its id, such as {@code i4021}
 * @param title    its title
 * @param state    {@code open} or {@code closed}
 * @param priority 0 to 3
 * @param repoId   the id of its repo, indexed, for loadAll by repo
 */
@NodeFragment(labels = {"Issue"})
public record Issue(@NodeId String id, String title, String state, long priority, String repoId) {
}
