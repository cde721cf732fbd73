package dev.graphbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObjectCallTest {

    @Test
    void aLoadFindsItsRootByIdAndTakesNoFilter() {
        assertThatThrownBy(() -> new ObjectCall(ObjectCall.Operation.LOAD, String.class, List.of("name")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[name]");
        assertThat(ObjectCall.load(String.class).filterProperties()).isEmpty();
    }

    @Test
    void theFilterPropertiesAreCopiedInOrder() {
        List<String> properties = new ArrayList<>(List.of("state", "priority"));
        ObjectCall count = new ObjectCall(ObjectCall.Operation.COUNT, String.class, properties);
        properties.clear();
        assertThat(count.filterProperties()).containsExactly("state", "priority");
        assertThat(count).isEqualTo(ObjectCall.count(String.class, "state", "priority"))
                .isNotEqualTo(ObjectCall.count(String.class, "priority", "state"))
                .isNotEqualTo(ObjectCall.loadAll(String.class, "state", "priority"));
    }
}
