package dev.graphbench.api;

import java.util.ArrayList;
import java.util.List;

/**
 * A conjunction of equality tests on a fragment's properties, for {@link ObjectStore#loadAll} and
 * {@link ObjectStore#count}. Values are always bound as parameters by the engine.
 *
 * @param conditions the tests, all of which must hold; none matches everything
 */
public record Filter(List<Condition> conditions) {

    /** One test: {@code property = value}. */
    public record Condition(String property, Object value) {
    }

    /** Copies the conditions. */
    public Filter {
        conditions = List.copyOf(conditions);
    }

    /** The filter that matches every object. */
    public static Filter all() {
        return new Filter(List.of());
    }

    /** {@code property = value}. */
    public static Filter eq(String property, Object value) {
        return all().and(property, value);
    }

    /** This filter and {@code property = value}. */
    public Filter and(String property, Object value) {
        List<Condition> more = new ArrayList<>(conditions);
        more.add(new Condition(property, value));
        return new Filter(more);
    }
}
