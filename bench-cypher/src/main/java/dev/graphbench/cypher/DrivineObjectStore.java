package dev.graphbench.cypher;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;
import kotlin.Unit;
import kotlin.jvm.functions.Function1;
import org.drivine.DrivineException;
import org.drivine.manager.CascadeType;
import org.drivine.manager.GraphObjectManager;
import org.drivine.query.dsl.GraphQuerySpec;
import org.drivine.query.dsl.PropertyReference;
import org.drivine.query.dsl.WhereBuilder;
import org.drivine.session.SessionManager;

/**
 * The object store of one session: a Drivine {@link GraphObjectManager} of its own. Drivine writes
 * the Cypher of every load, loadAll, count and save; filter values reach it through its query DSL,
 * which binds each as a parameter ({@code n.state = $param_n_state_0}), never spliced.
 *
 * <p>Drivine's session keeps a snapshot of every object loaded, for its dirty checking, and never
 * lets one go. It is cleared before each read and after each write, so it holds at most what the
 * last read loaded: enough for a load, change, save to write only what changed, and flat however
 * many calls a session makes.
 *
 * <p>What Drivine would get wrong is done here (see {@link SavePlan}): incoming relationships are
 * written from their outgoing side, and a related fragment given by its id alone is checked to
 * exist and left as it is. Not thread-safe, like the session that owns it.
 */
public final class DrivineObjectStore implements ObjectStore {

    /** Drivine's DSL takes any object as its query object; conditions are built from property references. */
    private static final Object NO_QUERY_OBJECT = new Object();
    /** The alias Drivine gives a fragment's node in its statements; a view's root takes the root field's name. */
    private static final String FRAGMENT_ALIAS = "n";

    private final DrivineConnection drivine;
    private final DriverFailures failures;
    private final OwnStatements own;
    private final SessionManager session;
    private final GraphObjectManager objects;

    /** A store whose own statements go through Drivine's persistence manager, as Drivine's do. */
    public DrivineObjectStore(DrivineConnection drivine, DriverFailures failures) {
        this(drivine, failures, OwnStatements.through(drivine));
    }

    /** A store whose own statements, which are not Drivine's, go through {@code own}. */
    public DrivineObjectStore(DrivineConnection drivine, DriverFailures failures, OwnStatements own) {
        this.drivine = drivine;
        this.failures = failures;
        this.own = own;
        this.session = drivine.session();
        this.objects = drivine.manager(session);
    }

    /** Drivine's session, for tests of its size. */
    public SessionManager session() {
        return session;
    }

    @Override
    public <T> T load(Class<T> type, String id) {
        ObjectModel.Mapping mapping = drivine.model().of(Objects.requireNonNull(type, "type"), "load");
        if (id == null) {
            throw ObjectMessages.nullId("load", type);
        }
        session.clear();
        return run("load " + mapping.name(), () -> objects.load(id, type));
    }

    @Override
    public <T> List<T> loadAll(Class<T> type, Filter filter) {
        ObjectModel.Mapping mapping = drivine.model().of(Objects.requireNonNull(type, "type"), "load all");
        Map<String, Object> conditions = conditions(mapping, filter, "load all");
        session.clear();
        return run("load all " + mapping.name(), () -> conditions.isEmpty() ? objects.loadAll(type)
                : objects.loadAll(type, NO_QUERY_OBJECT, where(mapping, conditions)));
    }

    @Override
    public long count(Class<?> type, Filter filter) {
        ObjectModel.Mapping mapping = drivine.model().of(Objects.requireNonNull(type, "type"), "count");
        Map<String, Object> conditions = conditions(mapping, filter, "count");
        session.clear();
        return run("count " + mapping.name(), () -> conditions.isEmpty() ? objects.count(type)
                : objects.count(type, NO_QUERY_OBJECT, where(mapping, conditions)));
    }

    @Override
    public void save(Object object) {
        SavePlan plan = new SavePlan(drivine.model(), drivine.json());
        plan.add(object);
        write(plan, () -> {
            objects.save(plan.roots().getFirst(), CascadeType.NONE);
            if (!plan.incoming().isEmpty()) {
                objects.saveAll(plan.incoming(), CascadeType.NONE);
            }
        });
    }

    @Override
    public void saveAll(Collection<?> all) {
        SavePlan plan = SavePlan.of(drivine.model(), drivine.json(), Objects.requireNonNull(all, "objects"));
        if (plan.roots().isEmpty()) {
            return;
        }
        write(plan, () -> {
            List<Object> items = new ArrayList<>(plan.roots().size() + plan.incoming().size());
            items.addAll(plan.roots());
            items.addAll(plan.incoming());
            objects.saveAll(items, CascadeType.NONE);
        });
    }

    @Override
    public void delete(Class<?> type, Collection<String> ids) {
        ObjectModel.Mapping mapping = drivine.model().of(Objects.requireNonNull(type, "type"), "delete");
        // List.of refuses to be asked whether it holds null.
        if (Objects.requireNonNull(ids, "ids").stream().anyMatch(Objects::isNull)) {
            throw ObjectMessages.nullId("delete", type);
        }
        session.clear();
        if (ids.isEmpty()) {
            return;
        }
        List<String> doomed = List.copyOf(ids);
        PropertyReference<String> id = new PropertyReference<>(FRAGMENT_ALIAS, mapping.root().idField());
        // The root fragment's nodes, whatever the class: deleting a view's nodes is not asked for.
        run("delete " + mapping.name(), () -> objects.deleteAll(mapping.root().type(), NO_QUERY_OBJECT, spec -> {
            spec.where(builder -> {
                id.inContext(builder, doomed);
                return Unit.INSTANCE;
            });
            return Unit.INSTANCE;
        }));
    }

    /** Checks the references, then lets Drivine save and writes the incoming relationships; the session is left empty. */
    private void write(SavePlan plan, Runnable drivineSave) {
        try {
            checkExist(plan.unsatisfied());
            // Drivine writes no property of a fragment its session holds unchanged: a reference stays as it is,
            // and a node saved in full in the same call keeps the properties it was given.
            for (SavePlan.Reference reference : plan.references()) {
                session.snapshot(reference.object(), reference.fragment().model(), null);
            }
            run("save", () -> {
                drivineSave.run();
                for (Links.Statement statement : plan.links().statements()) {
                    own.query(statement.cypher(), statement.parameters());
                }
                return null;
            });
        } finally {
            session.clear();
        }
    }

    /** One statement per fragment class referred to; the first reference missing, in the order met, is the one named. */
    private void checkExist(List<SavePlan.Reference> references) {
        if (references.isEmpty()) {
            return;
        }
        Map<ObjectModel.Fragment, Set<String>> wanted = new LinkedHashMap<>();
        references.forEach(reference -> wanted.computeIfAbsent(reference.fragment(), f -> new HashSet<>())
                .add(reference.id()));
        Map<ObjectModel.Fragment, Set<String>> found = new LinkedHashMap<>();
        wanted.forEach((fragment, ids) -> {
            StringBuilder labels = new StringBuilder();
            fragment.labels().forEach(label -> labels.append(':').append(Links.quote(label)));
            String id = "n." + Links.quote(fragment.idField());
            List<String> there = run("save", () -> own.query(
                    "MATCH (n" + labels + ") WHERE " + id + " IN $ids RETURN " + id, Map.of("ids", List.copyOf(ids))));
            found.put(fragment, new HashSet<>(there));
        });
        for (SavePlan.Reference reference : references) {
            if (!found.get(reference.fragment()).contains(reference.id())) {
                throw reference.missing();
            }
        }
    }

    /** The filter's values by property, checked against the root fragment's properties and their types. */
    private static Map<String, Object> conditions(ObjectModel.Mapping mapping, Filter filter, String operation) {
        Map<String, Object> conditions = new LinkedHashMap<>();
        for (Filter.Condition condition : Objects.requireNonNull(filter, "filter").conditions()) {
            java.lang.reflect.Field field = mapping.root().fields().get(condition.property());
            if (field == null) {
                throw ObjectMessages.noSuchProperty(operation, mapping, condition.property());
            }
            Class<?> type = field.getType();
            boolean text = type == String.class;
            boolean whole = type == long.class || type == Long.class || type == int.class || type == Integer.class
                    || type == short.class || type == Short.class;
            if (!text && !whole) {
                throw ObjectMessages.unfilterable(operation, mapping, condition.property(), type);
            }
            Object value = condition.value();
            if (value != null && text && !(value instanceof String)) {
                throw ObjectMessages.wrongValue(operation, mapping, condition.property(), "strings", value);
            }
            if (value != null && whole && !(value instanceof Long || value instanceof Integer || value instanceof Short)) {
                throw ObjectMessages.wrongValue(operation, mapping, condition.property(), "whole numbers", value);
            }
            conditions.put(condition.property(), value instanceof Number number ? (Object) number.longValue() : value);
        }
        return conditions;
    }

    /** Drivine's DSL for {@code property = $value} on the root, for each condition. */
    private static <Q> Function1<GraphQuerySpec<Q>, Unit> where(ObjectModel.Mapping mapping, Map<String, Object> conditions) {
        String alias = mapping instanceof ObjectModel.View view ? view.rootField().getName() : FRAGMENT_ALIAS;
        return spec -> {
            spec.where((WhereBuilder<Q> builder) -> {
                conditions.forEach((property, value) -> new PropertyReference<>(alias, property).eqContext(builder, value));
                return Unit.INSTANCE;
            });
            return Unit.INSTANCE;
        };
    }

    /** Runs a Drivine call; what fails in the database, or in Drivine, comes out as one line. */
    private <T> T run(String doing, Supplier<T> call) {
        try {
            return call.get();
        } catch (EngineException e) {
            throw e;
        } catch (DrivineException e) {
            Throwable cause = e.getRootCause() != null ? e.getRootCause() : e.getCause() != null ? e.getCause() : e;
            throw failures.explain(cause, "to " + doing).orElseGet(() -> new EngineException("cannot " + doing + ": "
                    + Errors.rootMessage(e), e));
        } catch (RuntimeException e) {
            throw failures.explain(e, "to " + doing).orElseGet(() -> new EngineException("cannot " + doing + ": "
                    + Errors.rootMessage(e), e));
        }
    }
}
