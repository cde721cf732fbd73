package dev.graphbench.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.Person;
import java.util.List;

/** A mistake with the object store, named in the same words on every engine. */
final class ObjectStoreMistakes {

    private ObjectStoreMistakes() {
    }

    /** Checks the words of each mistake on {@code engine}'s object store; nothing when its sessions give none. */
    static void check(Engine engine) {
        try (Session session = engine.openSession()) {
            if (session.objects().isEmpty()) {
                return;
            }
            ObjectStore objects = session.objects().orElseThrow();
            String neither = ": it is neither a @NodeFragment nor a @GraphView";
            assertThatThrownBy(() -> objects.load(String.class, "p0")).isInstanceOf(EngineException.class)
                    .hasMessage("cannot load String" + neither);
            assertThatThrownBy(() -> objects.count(Integer.class, Filter.all())).isInstanceOf(EngineException.class)
                    .hasMessage("cannot count Integer" + neither);
            assertThat(objects.load(Issue.class, "i-none")).as("an id that names nothing").isNull();
            assertThat(objects.load(IssueDetail.class, "i-none")).as("an id that names nothing").isNull();
            assertThatThrownBy(() -> objects.save("text")).isInstanceOf(EngineException.class)
                    .hasMessage("cannot save String" + neither);
            IssueDetail orphan = new IssueDetail(new Issue("w-kit-0", "orphan", "open", 0, "w-kit"), null,
                    new Person("p-none", null, null), List.of(), List.of(), List.of());
            assertThatThrownBy(() -> objects.save(orphan)).isInstanceOf(EngineException.class)
                    .hasMessage("cannot save IssueDetail 'w-kit-0': author refers to Person 'p-none', which does not"
                            + " exist; save that Person first or give all its properties");
            assertThat(objects.load(Issue.class, "w-kit-0")).as("nothing of a refused save is written").isNull();
        }
    }
}
