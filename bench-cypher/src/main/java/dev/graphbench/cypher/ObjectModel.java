package dev.graphbench.cypher;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.NodeFragment;
import org.drivine.model.FragmentField;
import org.drivine.model.FragmentModel;
import org.drivine.model.GraphViewModel;
import org.drivine.model.RelationshipModel;

/**
 * What the object store needs to know of a class beyond what Drivine does with it: whether it is
 * mapped at all, its root fragment's properties (to check a filter), and its relationships with
 * their directions (to write incoming ones from their outgoing side). Read once per class through
 * Drivine's model API and kept; thread-safe.
 */
final class ObjectModel {

    private final Map<Class<?>, Mapping> mappings = new ConcurrentHashMap<>();

    /** What the object store knows of one class. */
    sealed interface Mapping permits Fragment, View {

        /** The class. */
        Class<?> type();

        /** The fragment of the object's root node: the fragment itself, or a view's root. */
        Fragment root();

        /** The class's simple name, as messages show it. */
        default String name() {
            return type().getSimpleName();
        }
    }

    /**
     * A {@code @NodeFragment}.
     *
     * @param labels  its labels
     * @param idField the name of its {@code @NodeId} property
     * @param fields  its properties by name, each a readable field, in Drivine's order
     * @param model   Drivine's model of it
     */
    record Fragment(Class<?> type, List<String> labels, String idField, Map<String, Field> fields,
                    FragmentModel model) implements Mapping {

        @Override
        public Fragment root() {
            return this;
        }

        /** The id of {@code fragment}, an instance of this class, as text; null when it has none. */
        String id(Object fragment) {
            Object id = read(fields.get(idField), fragment);
            return id == null ? null : id.toString();
        }

        /** Whether every property of {@code fragment} but its id holds its type's default: null, 0 or false. */
        boolean isIdOnly(Object fragment) {
            for (Map.Entry<String, Field> field : fields.entrySet()) {
                if (field.getKey().equals(idField)) {
                    continue;
                }
                Object value = read(field.getValue(), fragment);
                boolean isDefault = value == null
                        || field.getValue().getType().isPrimitive()
                                && (value instanceof Number number && number.doubleValue() == 0
                                        || Boolean.FALSE.equals(value) || Character.valueOf('\0').equals(value));
                if (!isDefault) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * A {@code @GraphView}.
     *
     * @param rootField     the field holding the root fragment
     * @param root          the root fragment
     * @param relationships its {@code @GraphRelationship} fields, in Drivine's order; paths and counts,
     *                      which a save leaves alone, are not among them
     */
    record View(Class<?> type, Field rootField, Fragment root, List<Relationship> relationships) implements Mapping {
    }

    /**
     * A {@code @GraphRelationship} field of a view.
     *
     * @param field    the field, readable
     * @param type     the relationship type
     * @param outgoing whether the relationship runs from the view's root to the target
     * @param target   the class of a fragment or of a nested view (perhaps the view itself)
     * @param many     a list, or a single value
     */
    record Relationship(Field field, String type, boolean outgoing, Class<?> target, boolean many) {
    }

    /**
     * The mapping of {@code type}.
     *
     * @param operation what the caller is doing, for messages: {@code load}, {@code save}, ...
     */
    Mapping of(Class<?> type, String operation) {
        Mapping mapping = mappings.get(type);
        if (mapping == null) {
            mapping = read(type, operation);
            mappings.put(type, mapping);
        }
        return mapping;
    }

    private Mapping read(Class<?> type, String operation) {
        if (type.isAnnotationPresent(NodeFragment.class)) {
            return fragment(type, operation);
        }
        if (type.isAnnotationPresent(GraphView.class)) {
            return view(type, operation);
        }
        throw ObjectMessages.notMapped(operation, type);
    }

    private static Fragment fragment(Class<?> type, String operation) {
        FragmentModel model;
        try {
            model = FragmentModel.Companion.from(type);
        } catch (IllegalArgumentException e) {
            throw ObjectMessages.badClass(operation, type, e.getMessage());
        }
        if (model.getNodeIdField() == null) {
            throw ObjectMessages.badClass(operation, type, "it has no @NodeId field");
        }
        if (model.getLabels().isEmpty()) {
            throw ObjectMessages.badClass(operation, type, "its @NodeFragment has no labels");
        }
        Map<String, Field> fields = new LinkedHashMap<>();
        for (FragmentField field : model.getFields()) {
            fields.put(field.getName(), field(type, field.getName()));
        }
        return new Fragment(type, List.copyOf(model.getLabels()), model.getNodeIdField(), fields, model);
    }

    private View view(Class<?> type, String operation) {
        GraphViewModel model;
        try {
            model = GraphViewModel.Companion.from(type);
        } catch (IllegalArgumentException e) {
            throw ObjectMessages.badClass(operation, type, e.getMessage());
        }
        Mapping root = of(model.getRootFragment().getFragmentType(), operation);
        if (!(root instanceof Fragment rootFragment)) {
            throw ObjectMessages.badClass(operation, type, "its root " + model.getRootFragment().getFieldName()
                    + " is not a @NodeFragment");
        }
        List<Relationship> relationships = new ArrayList<>();
        for (RelationshipModel relationship : model.getRelationships()) {
            if (relationship.isPath()) {
                continue;
            }
            Class<?> element = relationship.getElementType();
            if (!element.isAnnotationPresent(NodeFragment.class) && !element.isAnnotationPresent(GraphView.class)) {
                throw ObjectMessages.badClass(operation, type, relationship.getFieldName() + " holds "
                        + element.getSimpleName() + ", which is neither a @NodeFragment nor a @GraphView");
            }
            relationships.add(new Relationship(field(type, relationship.getFieldName()), relationship.getType(),
                    relationship.getDirection() != Direction.INCOMING, element, relationship.isCollection()));
        }
        return new View(type, field(type, model.getRootFragment().getFieldName()), rootFragment,
                List.copyOf(relationships));
    }

    /** The value of {@code field} in {@code object}. */
    static Object read(Field field, Object object) {
        try {
            return field.get(object);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read " + field + ", which was made accessible", e);
        }
    }

    private static Field field(Class<?> type, String name) {
        for (Class<?> declaring = type; declaring != null; declaring = declaring.getSuperclass()) {
            try {
                Field field = declaring.getDeclaredField(name);
                field.setAccessible(true);
                return field;
            } catch (NoSuchFieldException e) {
                // Declared higher up, perhaps.
            }
        }
        throw new IllegalStateException(type.getName() + " has no field " + name + ", which Drivine's model names");
    }
}
