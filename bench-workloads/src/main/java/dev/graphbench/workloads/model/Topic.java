package dev.graphbench.workloads.model;

import org.drivine.annotation.NodeFragment;
import org.drivine.annotation.NodeId;

/**
 * A topic issues are tagged with: a node labelled Topic.
 *
 * @param id   its id, such as {@code t3}
 * @param name its name
 */
@NodeFragment(labels = {"Topic"})
public record Topic(@NodeId String id, String name) {
}
