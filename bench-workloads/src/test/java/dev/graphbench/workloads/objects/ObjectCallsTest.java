package dev.graphbench.workloads.objects;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.PersonNetwork;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Each object read's {@link ObjectRead#objectCall()} is what its call asks the object store, so that
 * the statement an engine shows for it is the statement the read runs.
 */
class ObjectCallsTest {

    /** A value for every parameter any read takes. */
    private static final Map<String, Object> ARGUMENTS = Map.of("personId", "p1", "issueId", "i1", "repoId", "r1",
            "state", "open", "priority", 2L);

    @Test
    void eachReadAsksTheObjectStoreExactlyItsObjectCall() {
        for (ObjectRead read : ObjectWorkloads.reads()) {
            List<ObjectCall> asked = new ArrayList<>();
            read.call(recording(asked), ARGUMENTS);
            assertThat(asked).as(read.id()).containsExactly(read.objectCall());
        }
    }

    @Test
    void theReadsAreTheWriteUpsCalls() {
        Map<String, ObjectCall> calls = ObjectWorkloads.reads().stream()
                .collect(Collectors.toMap(ObjectRead::id, ObjectRead::objectCall));
        assertThat(calls.get("load-path-view")).isEqualTo(ObjectCall.load(PersonNetwork.class));
        assertThat(calls.get("load-all-by-property")).isEqualTo(ObjectCall.loadAll(Issue.class, "repoId", "state"));
        assertThat(calls.get("count-by-properties")).isEqualTo(ObjectCall.count(Issue.class, "state", "priority"));
        assertThat(calls.get("count-all")).isEqualTo(ObjectCall.count(Comment.class));
    }

    /** An object store that notes what it is asked and answers as an empty one. */
    private static ObjectStore recording(List<ObjectCall> asked) {
        return new ObjectStore() {
            @Override
            public <T> T load(Class<T> type, String id) {
                asked.add(ObjectCall.load(type));
                return null;
            }

            @Override
            public <T> List<T> loadAll(Class<T> type, Filter filter) {
                asked.add(new ObjectCall(ObjectCall.Operation.LOAD_ALL, type, properties(filter)));
                return List.of();
            }

            @Override
            public long count(Class<?> type, Filter filter) {
                asked.add(new ObjectCall(ObjectCall.Operation.COUNT, type, properties(filter)));
                return 0;
            }

            @Override
            public void save(Object object) {
                throw new AssertionError("a read saves nothing");
            }

            @Override
            public void saveAll(Collection<?> objects) {
                throw new AssertionError("a read saves nothing");
            }

            @Override
            public void delete(Class<?> type, Collection<String> ids) {
                throw new AssertionError("a read deletes nothing");
            }
        };
    }

    private static List<String> properties(Filter filter) {
        return filter.conditions().stream().map(Filter.Condition::property).toList();
    }
}
