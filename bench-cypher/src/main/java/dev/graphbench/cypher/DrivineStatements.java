package dev.graphbench.cypher;

import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectCall;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.drivine.connection.DatabaseType;
import org.drivine.manager.PersistenceManager;
import org.drivine.query.QuerySpecification;
import org.drivine.query.grammar.CypherDialect;
import org.drivine.query.grammar.CypherGrammar;
import org.drivine.schema.ConstraintManager;
import org.drivine.schema.IndexManager;

/**
 * The Cypher Drivine runs for an object store read, written without a server: the engine's own
 * {@link DrivineObjectStore} makes the call on a persistence manager that keeps each statement
 * Drivine hands it, unsent, and answers as an empty database would. Drivine writes a statement from
 * the class and the grammar alone, ids and filter values being bound as parameters, so the text it
 * kept is the text it sends.
 */
public final class DrivineStatements implements PersistenceManager {

    private final DatabaseType type;
    private final CypherGrammar grammar;
    private final List<String> statements = new ArrayList<>();

    private DrivineStatements(DatabaseType type, CypherDialect dialect) {
        this.type = type;
        this.grammar = dialect.grammar(null);
    }

    /**
     * The one statement Drivine runs for {@code call} on a database of {@code type}, written in the
     * grammar of {@code dialect}, as the engine's connection provider is registered with.
     */
    public static String of(ObjectCall call, DatabaseType type, CypherDialect dialect) {
        DrivineStatements kept = new DrivineStatements(type, dialect);
        try (DrivineConnection drivine = DrivineConnection.over(kept)) {
            // Nothing is sent, so nothing fails but the caller's mistakes, which the store words itself.
            DrivineObjectStore objects = new DrivineObjectStore(drivine, (failure, doing) -> Optional.empty());
            switch (call.operation()) {
                case LOAD -> objects.load(call.type(), "");
                case LOAD_ALL -> objects.loadAll(call.type(), filter(call));
                case COUNT -> objects.count(call.type(), filter(call));
            }
        }
        if (kept.statements.size() != 1) {
            throw new IllegalStateException("Drivine ran " + kept.statements.size() + " statements for " + call
                    + ", not one");
        }
        return kept.statements.getFirst();
    }

    /** The values are bound as parameters, so any will do: null fits a property of any type. */
    private static Filter filter(ObjectCall call) {
        Filter filter = Filter.all();
        for (String property : call.filterProperties()) {
            filter = filter.and(property, null);
        }
        return filter;
    }

    private <A> A keep(QuerySpecification<?> query, A answer) {
        statements.add(query.getStatement().getText());
        return answer;
    }

    @Override
    public String getDatabase() {
        return "graph-bench";
    }

    @Override
    public DatabaseType getType() {
        return type;
    }

    @Override
    public CypherGrammar getGrammar() {
        return grammar;
    }

    @Override
    public IndexManager getIndexes() {
        throw new UnsupportedOperationException("statements are only kept, there is no database");
    }

    @Override
    public ConstraintManager getConstraints() {
        throw new UnsupportedOperationException("statements are only kept, there is no database");
    }

    @Override
    public <T> List<T> query(QuerySpecification<T> query) {
        return keep(query, List.of());
    }

    @Override
    public void execute(QuerySpecification<?> query) {
        keep(query, null);
    }

    /** Only a count asks for exactly one row: it counts nothing. */
    @Override
    @SuppressWarnings("unchecked")
    public <T> T getOne(QuerySpecification<T> query) {
        return keep(query, (T) (Object) 0L);
    }

    @Override
    public <T> T maybeGetOne(QuerySpecification<T> query) {
        return keep(query, null);
    }

    @Override
    public <T> Optional<T> optionalGetOne(QuerySpecification<T> query) {
        return keep(query, Optional.empty());
    }

    @Override
    public void registerSubtype(Class<?> type, List<String> labels, Class<?> subtype) {
        // The model has no polymorphic fragments, and a statement does not depend on them.
    }
}
