package dev.graphbench.workloads.model;

import java.util.List;
import org.drivine.annotation.Count;
import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphRelationship;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.Root;

/**
 * A repo with its owner, its dependencies and how many issues it has, counted and not loaded.
 *
 * @param repo         the repo
 * @param owner        the org that owns it
 * @param dependencies the repos it depends on
 * @param issueCount   its issues (Issue -IN_REPO-&gt; Repo, so incoming), counted
 */
@GraphView
public record RepoOverview(
        @Root Repo repo,
        @GraphRelationship(type = "OWNED_BY", direction = Direction.OUTGOING) Org owner,
        @GraphRelationship(type = "DEPENDS_ON", direction = Direction.OUTGOING) List<Repo> dependencies,
        @Count(type = "IN_REPO", direction = Direction.INCOMING) long issueCount) {
}
