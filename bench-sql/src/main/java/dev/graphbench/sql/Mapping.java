package dev.graphbench.sql;

import dev.graphbench.api.graph.Property;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the object store knows of one class, read once from Drivine's model: a fragment (one node)
 * or a view (a root fragment and what is related to it).
 */
sealed interface Mapping permits Mapping.Fragment, Mapping.View {

    /** The class. */
    Class<?> type();

    /** The fragment whose node is the object's root: the fragment itself, or a view's root. */
    Fragment root();

    /** The class's simple name, as messages show it. */
    default String name() {
        return type().getSimpleName();
    }

    /**
     * A class annotated {@code @NodeFragment}: one node with these labels and properties.
     *
     * @param labels its labels, every one of which a node must carry to be read as one
     * @param fields its properties by name, in the model's order; {@code id} among them
     */
    record Fragment(Class<?> type, List<String> labels, Map<String, Field> fields) implements Mapping {

        /** The property that identifies a node; the node table is keyed on it. */
        static final String ID = "id";

        @Override
        public Fragment root() {
            return this;
        }
    }

    /**
     * A property of a fragment.
     *
     * @param name     its name in the class and in the node's stored properties
     * @param javaType the field's Java type
     */
    record Field(String name, Class<?> javaType) {

        /** How a filter compares the property, when it can. */
        Optional<Property.Type> valueType() {
            if (javaType == String.class) {
                return Optional.of(Property.Type.STRING);
            }
            if (javaType == long.class || javaType == Long.class || javaType == int.class || javaType == Integer.class
                    || javaType == short.class || javaType == Short.class) {
                return Optional.of(Property.Type.LONG);
            }
            return Optional.empty();
        }
    }

    /**
     * A class annotated {@code @GraphView}.
     *
     * @param rootField the field holding the root fragment
     * @param root      the root fragment
     * @param members   the relationships, paths and counts, in the model's order
     */
    record View(Class<?> type, String rootField, Fragment root, List<Member> members) implements Mapping {
    }

    /** A field of a view other than its root. */
    sealed interface Member permits Related, Path, Count {

        /** The field's name, the key of its value in the view's document. */
        String field();
    }

    /**
     * A {@code @GraphRelationship}: the fragments or nested views one relationship type away.
     *
     * @param type     the relationship type
     * @param outgoing whether the relationship runs from the view's root to the target
     * @param target   a fragment or a nested view
     * @param many     a list, or a single value
     */
    record Related(String field, String type, boolean outgoing, Mapping target, boolean many) implements Member {
    }

    /**
     * A {@code @GraphPath}: the fragments at the end of a chain of relationships.
     *
     * @param hops   the relationships in order from the root
     * @param target the fragment at the end
     * @param many   a list, or a single value
     */
    record Path(String field, List<Hop> hops, Fragment target, boolean many) implements Member {
    }

    /**
     * One relationship of a path.
     *
     * @param labels labels the node it reaches must carry; empty when unconstrained (and for the last
     *               hop, whose node is the target)
     */
    record Hop(String type, boolean outgoing, List<String> labels) {
    }

    /** A {@code @Count}: how many relationships of one type the root has in one direction. */
    record Count(String field, String type, boolean outgoing) implements Member {
    }
}
