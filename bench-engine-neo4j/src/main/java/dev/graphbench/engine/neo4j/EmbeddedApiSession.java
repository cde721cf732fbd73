package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Plan;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.support.Literals;
import dev.graphbench.cypher.SentStatements;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.neo4j.graphdb.Result;
import org.neo4j.graphdb.Transaction;

/**
 * One thread's use of the Neo4j in this JVM: each query in a transaction of its own, begun, run and
 * committed through the embedded Java API, its rows read as Java values. {@link #abort()} terminates the
 * transaction running, which ends its query at Neo4j's next check.
 */
final class EmbeddedApiSession implements Session {

    private final EmbeddedApiEngine engine;
    /** The transaction of the call running, for {@link #abort()}; null between calls. */
    private volatile Transaction running;
    /** What this session runs while a call is planned; null otherwise. */
    private List<SentStatements.Sent> kept;
    private volatile boolean closed;
    /** The transaction begun ({@link #begin()}) that the calls run in until rolled back; null otherwise. */
    private Transaction open;

    EmbeddedApiSession(EmbeddedApiEngine engine) {
        this.engine = engine;
    }

    @Override
    public Answer execute(Query query, Map<String, Object> arguments) {
        if (closed) {
            throw new IllegalStateException("session is closed");
        }
        String statement = Literals.write(query, Neo4jDialect.EMBEDDED_API.statement(query).orElseThrow(
                () -> new UnsupportedException(Neo4jEmbeddedProvider.NAME + " has no statement for " + query)), arguments);
        if (kept != null) {
            kept.add(new SentStatements.Sent(statement, arguments));
        }
        if (open != null) {
            try {
                running = open;
                return new Answer(rows(open, statement, arguments));
            } catch (RuntimeException e) {
                throw engine.failure(e, "to run " + query);
            } finally {
                running = null;
            }
        }
        try (Transaction tx = engine.database().beginTx()) {
            running = tx;
            List<List<Object>> rows = rows(tx, statement, arguments);
            tx.commit();
            return new Answer(rows);
        } catch (RuntimeException e) {
            throw engine.failure(e, "to run " + query);
        } finally {
            running = null;
        }
    }

    private static List<List<Object>> rows(Transaction tx, String statement, Map<String, Object> arguments) {
        List<List<Object>> rows = new ArrayList<>();
        try (Result result = tx.execute(statement, arguments)) {
            List<String> columns = result.columns();
            while (result.hasNext()) {
                Map<String, Object> row = result.next();
                List<Object> values = new ArrayList<>(columns.size());
                for (String column : columns) {
                    values.add(value(row.get(column)));
                }
                rows.add(values);
            }
        }
        return rows;
    }

    @Override
    public boolean begin() {
        rollback();
        open = engine.database().beginTx();
        return true;
    }

    @Override
    public void rollback() {
        if (open == null) {
            return;
        }
        Transaction begun = open;
        open = null;
        try (begun) {
            begun.rollback();
        } catch (RuntimeException e) {
            throw engine.failure(e, "to roll a transaction back");
        }
    }

    /** A value as the driver would give it: an array property as a list, maps and lists within too. */
    static Object value(Object value) {
        if (value != null && value.getClass().isArray()) {
            List<Object> list = new ArrayList<>(Array.getLength(value));
            for (int i = 0; i < Array.getLength(value); i++) {
                list.add(value(Array.get(value, i)));
            }
            return list;
        }
        if (value instanceof Collection<?> collection) {
            return collection.stream().map(EmbeddedApiSession::value).toList();
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> copy = new LinkedHashMap<>();
            map.forEach((key, element) -> copy.put(key, value(element)));
            return copy;
        }
        return value;
    }

    /** Every statement the call ran, profiled ({@link EmbeddedApiPlans}). */
    @Override
    public List<Plan> plan(Runnable call) {
        List<SentStatements.Sent> sent;
        kept = new ArrayList<>();
        try {
            call.run();
            sent = List.copyOf(kept);
        } finally {
            kept = null;
        }
        EmbeddedApiPlans plans = new EmbeddedApiPlans(engine);
        return sent.stream().map(plans::profile).toList();
    }

    /** Terminates the running transaction, without waiting for it; the session cannot be used again. */
    @Override
    public void abort() {
        closed = true;
        Transaction tx = running;
        if (tx != null) {
            tx.terminate();
        }
    }

    @Override
    public void close() {
        closed = true;
    }
}
