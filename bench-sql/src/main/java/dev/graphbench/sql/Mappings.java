package dev.graphbench.sql;

import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.drivine.annotation.AggregateFunction;
import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.NodeFragment;
import org.drivine.model.AggregateFieldModel;
import org.drivine.model.FragmentField;
import org.drivine.model.FragmentModel;
import org.drivine.model.GraphViewModel;
import org.drivine.model.HopModel;
import org.drivine.model.RelationshipModel;

/**
 * Reads classes through Drivine's model API ({@link FragmentModel}, {@link GraphViewModel}) into
 * {@link Mapping}s, once per class: Drivine reads annotations by reflection, which costs far more
 * than a lookup.
 */
final class Mappings {

    /**
     * Labels, relationship types and property names are written into statements as literals (so
     * that the planner sees them, as it must to use a partial index); only plain names may be.
     */
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final Map<Class<?>, Mapping> mappings = new ConcurrentHashMap<>();

    /**
     * The mapping of {@code type}.
     *
     * @param operation what the caller is doing, for messages: {@code load}, {@code save}, ...
     */
    Mapping of(Class<?> type, String operation) {
        Mapping mapping = mappings.get(type);
        return mapping != null ? mapping : read(type, operation, new ArrayDeque<>());
    }

    private Mapping read(Class<?> type, String operation, Deque<Class<?>> enclosing) {
        Mapping mapping = mappings.get(type);
        if (mapping != null) {
            return mapping;
        }
        if (type.isAnnotationPresent(NodeFragment.class)) {
            mapping = fragment(type, operation);
        } else if (type.isAnnotationPresent(GraphView.class)) {
            mapping = view(type, operation, enclosing);
        } else {
            throw Messages.notMapped(operation, type);
        }
        mappings.put(type, mapping);
        return mapping;
    }

    private static Mapping.Fragment fragment(Class<?> type, String operation) {
        if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
            throw Messages.unsupported(operation, type, "it is abstract, a polymorphic fragment");
        }
        FragmentModel model;
        try {
            model = FragmentModel.Companion.from(type);
        } catch (IllegalArgumentException e) {
            throw Messages.badClass(operation, type, e.getMessage());
        }
        if (!model.getPropertyBags().isEmpty()) {
            throw Messages.unsupported(operation, type, "it has a @PropertyBag");
        }
        if (!Mapping.Fragment.ID.equals(model.getNodeIdField())) {
            throw Messages.badClass(operation, type, model.getNodeIdField() == null
                    ? "it has no @NodeId field; the SQL engines key nodes by a @NodeId property named id"
                    : "its @NodeId is " + model.getNodeIdField() + "; the SQL engines key nodes by a @NodeId"
                            + " property named id");
        }
        List<String> labels = labels(operation, type, model.getLabels());
        Map<String, Mapping.Field> fields = new LinkedHashMap<>();
        for (FragmentField field : model.getFields()) {
            fields.put(name(operation, type, "property", field.getName()),
                    new Mapping.Field(field.getName(), field.getType()));
        }
        return new Mapping.Fragment(type, labels, Collections.unmodifiableMap(fields));
    }

    private Mapping.View view(Class<?> type, String operation, Deque<Class<?>> enclosing) {
        if (enclosing.contains(type)) {
            throw Messages.unsupported(operation, enclosing.getLast(), type.getSimpleName()
                    + " nests itself, a recursive view");
        }
        GraphViewModel model;
        try {
            model = GraphViewModel.Companion.from(type);
        } catch (IllegalArgumentException e) {
            throw Messages.badClass(operation, type, e.getMessage());
        }
        Mapping root = read(model.getRootFragment().getFragmentType(), operation, enclosing);
        if (!(root instanceof Mapping.Fragment rootFragment)) {
            throw Messages.badClass(operation, type, "its root " + model.getRootFragment().getFieldName()
                    + " is not a @NodeFragment");
        }
        enclosing.push(type);
        try {
            List<Mapping.Member> members = new ArrayList<>();
            for (RelationshipModel relationship : model.getRelationships()) {
                members.add(relationship.isPath()
                        ? path(type, operation, relationship, enclosing)
                        : related(type, operation, relationship, enclosing));
            }
            for (AggregateFieldModel aggregate : model.getAggregateFields()) {
                if (aggregate.getFunction() != AggregateFunction.COUNT) {
                    throw Messages.unsupported(operation, type, aggregate.getFieldName() + " is an @Aggregate "
                            + aggregate.getFunction());
                }
                members.add(new Mapping.Count(aggregate.getFieldName(),
                        name(operation, type, "relationship type", aggregate.getType()),
                        outgoing(operation, type, aggregate.getFieldName(), aggregate.getDirection())));
            }
            return new Mapping.View(type, model.getRootFragment().getFieldName(), rootFragment, List.copyOf(members));
        } finally {
            enclosing.pop();
        }
    }

    private Mapping.Related related(Class<?> type, String operation, RelationshipModel relationship,
                                    Deque<Class<?>> enclosing) {
        String field = relationship.getFieldName();
        if (relationship.isRelationshipFragment()) {
            throw Messages.unsupported(operation, type, field + " holds a @RelationshipFragment");
        }
        if (relationship.getSortBy() != null) {
            throw Messages.unsupported(operation, type, field + " is @SortedBy");
        }
        if (relationship.isRecursive()) {
            throw Messages.unsupported(operation, type, type.getSimpleName() + " nests itself, a recursive view");
        }
        return new Mapping.Related(field, name(operation, type, "relationship type", relationship.getType()),
                outgoing(operation, type, field, relationship.getDirection()),
                target(type, operation, field, relationship.getElementType(), enclosing), relationship.isCollection());
    }

    private Mapping.Path path(Class<?> type, String operation, RelationshipModel path, Deque<Class<?>> enclosing) {
        String field = path.getFieldName();
        if (!(target(type, operation, field, path.getElementType(), enclosing) instanceof Mapping.Fragment target)) {
            throw Messages.unsupported(operation, type, field + " is a @GraphPath to a view");
        }
        List<Mapping.Hop> hops = new ArrayList<>();
        List<HopModel> models = path.getHops();
        for (int i = 0; i < models.size(); i++) {
            HopModel hop = models.get(i);
            // Drivine labels the last hop's node with the target's labels, not the hop's own.
            String label = i == models.size() - 1 ? null : hop.getIntermediateLabel();
            hops.add(new Mapping.Hop(name(operation, type, "relationship type", hop.getType()),
                    outgoing(operation, type, field, hop.getDirection()),
                    label == null ? List.of() : List.of(name(operation, type, "label", label))));
        }
        return new Mapping.Path(field, List.copyOf(hops), target, path.isCollection());
    }

    private Mapping target(Class<?> type, String operation, String field, Class<?> element, Deque<Class<?>> enclosing) {
        if (!element.isAnnotationPresent(NodeFragment.class) && !element.isAnnotationPresent(GraphView.class)) {
            throw Messages.badClass(operation, type, field + " holds " + element.getSimpleName()
                    + ", which is neither a @NodeFragment nor a @GraphView");
        }
        return read(element, operation, enclosing);
    }

    private static boolean outgoing(String operation, Class<?> type, String field, Direction direction) {
        return switch (direction) {
            case OUTGOING -> true;
            case INCOMING -> false;
            case UNDIRECTED -> throw Messages.unsupported(operation, type, field + " is UNDIRECTED");
        };
    }

    private static List<String> labels(String operation, Class<?> type, List<String> labels) {
        if (labels.isEmpty()) {
            throw Messages.badClass(operation, type, "its @NodeFragment has no labels");
        }
        for (String label : labels) {
            name(operation, type, "label", label);
        }
        return List.copyOf(labels);
    }

    private static String name(String operation, Class<?> type, String what, String name) {
        if (!NAME.matcher(name).matches()) {
            throw Messages.unsupported(operation, type, "its " + what + " '" + name
                    + "' is not a plain name (letters, digits and _)");
        }
        return name;
    }
}
