package dev.graphbench.api;

import java.util.Collection;
import java.util.List;

/**
 * The object manager of an engine: fragments (one node, a class with a node's properties) and
 * views (a root fragment with related fragments, counts and paths), loaded and saved by class.
 * The model classes live in the benchmark; each engine maps them to its own statements, one
 * statement and one round trip per call.
 */
public interface ObjectStore {

    /** The object of class {@code type} whose root has id {@code id}, or {@code null} when there is none. */
    <T> T load(Class<T> type, String id);

    /** Every object of class {@code type} whose root matches {@code filter}. */
    <T> List<T> loadAll(Class<T> type, Filter filter);

    /** How many objects of class {@code type} match {@code filter}. */
    long count(Class<?> type, Filter filter);

    /** Creates or updates {@code object}, with its relationships when it is a view. */
    void save(Object object);

    /** Creates or updates every object in {@code objects}. */
    void saveAll(Collection<?> objects);

    /** Deletes the nodes of fragment class {@code type} with these ids, and their relationships. */
    void delete(Class<?> type, Collection<String> ids);
}
