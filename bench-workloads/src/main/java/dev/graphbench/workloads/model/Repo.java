package dev.graphbench.workloads.model;

import org.drivine.annotation.NodeFragment;
import org.drivine.annotation.NodeId;

/**
 * A repository: a node labelled Repo.
 *
 * @param id       its id, such as {@code r12}
 * @param name     its name
 * @param language its main language
 * @param stars    its stars
 */
@NodeFragment(labels = {"Repo"})
public record Repo(@NodeId String id, String name, String language, long stars) {
}
