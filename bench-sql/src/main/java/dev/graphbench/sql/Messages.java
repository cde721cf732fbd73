package dev.graphbench.sql;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.UnsupportedException;

/**
 * The object store's messages for what a caller can get wrong, in one place: every engine's object
 * store is meant to say the same thing for the same mistake, so these are the wording to match.
 * Each starts {@code cannot <operation> <Class>}: the operation is {@code load}, {@code load all},
 * {@code count}, {@code save} or {@code delete}, the class its simple name.
 */
final class Messages {

    private Messages() {
    }

    /** {@code cannot load String: it is neither a @NodeFragment nor a @GraphView}. */
    static EngineException notMapped(String operation, Class<?> type) {
        return new EngineException("cannot " + operation + " " + type.getSimpleName()
                + ": it is neither a @NodeFragment nor a @GraphView");
    }

    /** Something in the class that the object store cannot map, or Drivine's own objection to it. */
    static EngineException badClass(String operation, Class<?> type, String problem) {
        return new EngineException("cannot " + operation + " " + type.getSimpleName() + ": " + problem);
    }

    /** A feature of Drivine's model that the SQL object store does not compile. */
    static UnsupportedException unsupported(String operation, Class<?> type, String feature) {
        return new UnsupportedException("cannot " + operation + " " + type.getSimpleName() + ": " + feature
                + ", which the SQL object store does not support");
    }

    /** {@code cannot count Issue: Issue has no property 'colour'; its properties are id, title, ...}. */
    static EngineException noSuchProperty(String operation, Mapping mapping, String property) {
        return new EngineException("cannot " + operation + " " + mapping.name() + ": " + mapping.root().name()
                + " has no property '" + property + "'; its properties are "
                + String.join(", ", mapping.root().fields().keySet()));
    }

    /** {@code cannot count Issue: priority holds whole numbers, got String '2'}. */
    static EngineException wrongValue(String operation, Mapping mapping, String property, String expected,
                                      Object value) {
        return new EngineException("cannot " + operation + " " + mapping.name() + ": " + property + " holds "
                + expected + ", got " + value.getClass().getSimpleName() + " '" + value + "'");
    }

    /** {@code cannot load Issue: the id is null}. */
    static EngineException nullId(String operation, Class<?> type) {
        return new EngineException("cannot " + operation + " " + type.getSimpleName() + ": the id is null");
    }

    /** {@code cannot save null}: a null object, or a null element of saveAll's collection. */
    static EngineException nullObject() {
        return new EngineException("cannot save null");
    }

    /** {@code cannot save IssueDetail: its root issue is null}. */
    static EngineException nullRoot(Mapping.View view) {
        return new EngineException("cannot save " + view.name() + ": its root " + view.rootField() + " is null");
    }

    /** {@code cannot save Issue: its id is null}, for an object saved itself or a view's root. */
    static EngineException nullOwnId(Mapping mapping) {
        return new EngineException("cannot save " + mapping.name() + ": its id is null");
    }

    /** {@code cannot save IssueDetail 'i1': author holds a Person whose id is null}. */
    static EngineException nullRelatedId(Mapping owner, String ownerId, String field, Mapping target) {
        return new EngineException("cannot save " + owner.name() + " '" + ownerId + "': " + field + " holds a "
                + target.root().name() + " whose id is null");
    }

    /**
     * {@code cannot save IssueDetail 'i1': author refers to Person 'p999', which does not exist; save
     * that Person first or give all its properties}: a related fragment given by its id alone names a
     * node that is not there.
     */
    static String missingReference(Mapping owner, String ownerId, String field, Mapping.Fragment target,
                                   String targetId) {
        return "cannot save " + owner.name() + " '" + ownerId + "': " + field + " refers to " + target.name() + " '"
                + targetId + "', which does not exist; save that " + target.name()
                + " first or give all its properties";
    }

    /** {@code cannot save Person 'i1': that id belongs to a node labelled Issue}. */
    static String idTaken(Mapping.Fragment fragment, String id, String labels) {
        return "cannot save " + fragment.name() + " '" + id + "': that id belongs to a node labelled " + labels;
    }
}
