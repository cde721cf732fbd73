package dev.graphbench.workloads.model;

import org.drivine.annotation.NodeFragment;
import org.drivine.annotation.NodeId;

/**
 * An organisation: a node labelled Org.
 *
 * @param id   its id, such as {@code o7}
 * @param name its name
 */
@NodeFragment(labels = {"Org"})
public record Org(@NodeId String id, String name) {
}
