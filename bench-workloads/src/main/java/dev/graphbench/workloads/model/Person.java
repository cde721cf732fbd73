package dev.graphbench.workloads.model;

import org.drivine.annotation.NodeFragment;
import org.drivine.annotation.NodeId;

/**
 * A person: a node labelled Person.
 *
 * @param id    its id, such as {@code p926}
 * @param name  its name
 * @param login its login
 */
@NodeFragment(labels = {"Person"})
public record Person(@NodeId String id, String name, String login) {
}
