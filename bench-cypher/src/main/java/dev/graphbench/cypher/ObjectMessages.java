package dev.graphbench.cypher;

import dev.graphbench.api.EngineException;

/**
 * The object store's messages for what a caller can get wrong, worded as every engine's object
 * store words them, so that the same mistake reads the same on Neo4j and on PostgreSQL. Each starts
 * {@code cannot <operation> <Class>}: the operation is {@code load}, {@code load all},
 * {@code count}, {@code save} or {@code delete}, the class its simple name.
 */
final class ObjectMessages {

    private ObjectMessages() {
    }

    /** {@code cannot load String: it is neither a @NodeFragment nor a @GraphView}. */
    static EngineException notMapped(String operation, Class<?> type) {
        return new EngineException("cannot " + operation + " " + type.getSimpleName()
                + ": it is neither a @NodeFragment nor a @GraphView");
    }

    /** Something in the class that cannot be mapped, or Drivine's own objection to it. */
    static EngineException badClass(String operation, Class<?> type, String problem) {
        return new EngineException("cannot " + operation + " " + type.getSimpleName() + ": " + problem);
    }

    /** {@code cannot count Issue: Issue has no property 'colour'; its properties are id, priority, ...}. */
    static EngineException noSuchProperty(String operation, ObjectModel.Mapping mapping, String property) {
        return new EngineException("cannot " + operation + " " + mapping.name() + ": " + mapping.root().name()
                + " has no property '" + property + "'; its properties are "
                + String.join(", ", mapping.root().fields().keySet()));
    }

    /** {@code cannot count Issue: priority holds whole numbers, got String '2'}. */
    static EngineException wrongValue(String operation, ObjectModel.Mapping mapping, String property, String expected,
                                      Object value) {
        return new EngineException("cannot " + operation + " " + mapping.name() + ": " + property + " holds "
                + expected + ", got " + value.getClass().getSimpleName() + " '" + value + "'");
    }

    /** {@code cannot count Issue: a filter on createdAt, a Instant (filters compare strings and whole numbers)}. */
    static EngineException unfilterable(String operation, ObjectModel.Mapping mapping, String property, Class<?> type) {
        return new EngineException("cannot " + operation + " " + mapping.name() + ": a filter on " + property + ", a "
                + type.getSimpleName() + " (filters compare strings and whole numbers)");
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
    static EngineException nullRoot(ObjectModel.View view) {
        return new EngineException("cannot save " + view.name() + ": its root " + view.rootField().getName()
                + " is null");
    }

    /** {@code cannot save Issue: its id is null}, for an object saved itself or a view's root. */
    static EngineException nullOwnId(ObjectModel.Mapping mapping) {
        return new EngineException("cannot save " + mapping.name() + ": its id is null");
    }

    /** {@code cannot save IssueDetail 'i1': author holds a Person whose id is null}. */
    static EngineException nullRelatedId(ObjectModel.Mapping owner, String ownerId, String field,
                                         ObjectModel.Mapping target) {
        return new EngineException("cannot save " + owner.name() + " '" + ownerId + "': " + field + " holds a "
                + target.root().name() + " whose id is null");
    }

    /**
     * {@code cannot save IssueDetail 'i1': author refers to Person 'p999', which does not exist; save
     * that Person first or give all its properties}: a related fragment given by its id alone names a
     * node that is not there.
     */
    static EngineException missingReference(ObjectModel.Mapping owner, String ownerId, String field,
                                            ObjectModel.Fragment target, String targetId) {
        return new EngineException("cannot save " + owner.name() + " '" + ownerId + "': " + field + " refers to "
                + target.name() + " '" + targetId + "', which does not exist; save that " + target.name()
                + " first or give all its properties");
    }
}
