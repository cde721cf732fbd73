package dev.graphbench.workloads.model;

import java.util.List;
import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphPath;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.Hop;
import org.drivine.annotation.Root;

/**
 * A person with the orgs of the people they follow: a two-hop path, Person -FOLLOWS-&gt; Person
 * -MEMBER_OF-&gt; Org.
 *
 * @param person         the person
 * @param orgsOfFollowed the orgs the people they follow belong to
 */
@GraphView
public record PersonNetwork(
        @Root Person person,
        @GraphPath(hops = {
            @Hop(type = "FOLLOWS", direction = Direction.OUTGOING, label = "Person"),
            @Hop(type = "MEMBER_OF", direction = Direction.OUTGOING, label = "Org")
        }) List<Org> orgsOfFollowed) {
}
