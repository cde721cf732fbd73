package dev.graphbench.cypher;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.drivine.connection.DatabaseType;
import org.drivine.manager.PersistenceManager;
import org.drivine.query.QuerySpecification;
import org.drivine.query.grammar.CypherGrammar;
import org.drivine.schema.ConstraintManager;
import org.drivine.schema.IndexManager;

/**
 * Drivine's persistence manager, passing every statement on, that keeps what it is handed while asked
 * to ({@link #keep}): the statements one object store call sent, each with its parameters, for the
 * engine to plan. One per session, used by its thread alone.
 */
public final class SentStatements implements PersistenceManager {

    /** A statement as Drivine (or the store's own code) sent it. */
    public record Sent(String cypher, Map<String, Object> parameters) {
    }

    private final PersistenceManager delegate;
    private List<Sent> kept;

    /** Passes every statement on to {@code delegate}. */
    public SentStatements(PersistenceManager delegate) {
        this.delegate = delegate;
    }

    /** Makes {@code call}, and gives every statement it sent, in order. */
    public List<Sent> keep(Runnable call) {
        kept = new ArrayList<>();
        try {
            call.run();
            return List.copyOf(kept);
        } finally {
            kept = null;
        }
    }

    /** Keeps a statement that went another way than through Drivine, while keeping. */
    public void sent(String cypher, Map<String, Object> parameters) {
        if (kept != null) {
            kept.add(new Sent(cypher, parameters));
        }
    }

    private void keep(QuerySpecification<?> query) {
        if (kept != null) {
            kept.add(new Sent(query.getStatement().getText(), query.getParameters()));
        }
    }

    @Override
    public String getDatabase() {
        return delegate.getDatabase();
    }

    @Override
    public DatabaseType getType() {
        return delegate.getType();
    }

    @Override
    public CypherGrammar getGrammar() {
        return delegate.getGrammar();
    }

    @Override
    public IndexManager getIndexes() {
        return delegate.getIndexes();
    }

    @Override
    public ConstraintManager getConstraints() {
        return delegate.getConstraints();
    }

    @Override
    public <T> List<T> query(QuerySpecification<T> query) {
        keep(query);
        return delegate.query(query);
    }

    @Override
    public void execute(QuerySpecification<?> query) {
        keep(query);
        delegate.execute(query);
    }

    @Override
    public <T> T getOne(QuerySpecification<T> query) {
        keep(query);
        return delegate.getOne(query);
    }

    @Override
    public <T> T maybeGetOne(QuerySpecification<T> query) {
        keep(query);
        return delegate.maybeGetOne(query);
    }

    @Override
    public <T> Optional<T> optionalGetOne(QuerySpecification<T> query) {
        keep(query);
        return delegate.optionalGetOne(query);
    }

    @Override
    public void registerSubtype(Class<?> type, List<String> labels, Class<?> subtype) {
        delegate.registerSubtype(type, labels, subtype);
    }
}
