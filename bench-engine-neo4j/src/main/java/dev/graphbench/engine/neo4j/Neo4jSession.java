package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Answer;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Plan;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.support.Literals;
import dev.graphbench.cypher.DrivineObjectStore;
import dev.graphbench.cypher.SentStatements;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.Record;
import org.neo4j.driver.Transaction;
import org.neo4j.driver.Value;
import org.neo4j.driver.exceptions.Neo4jException;

/**
 * One thread's driver session. Each query runs as an auto-commit transaction: one round trip
 * (a managed read transaction adds a BEGIN and a COMMIT), and no retry that would be timed as part
 * of the call. The session reads, so a cluster routes it to any member that serves reads.
 */
final class Neo4jSession implements Session {

    private final Neo4jEngine engine;
    private final org.neo4j.driver.Session session;
    /** What this session sends, kept while a call is planned. */
    private final SentStatements sent;
    private DrivineObjectStore objects;
    private boolean closed;
    /** The transaction begun ({@link #begin()}) that the calls run in until rolled back; null otherwise. */
    private Transaction open;
    /** The session that writes, made on the first {@link #begin()}: the session calls are made on reads. */
    private org.neo4j.driver.Session writer;

    Neo4jSession(Neo4jEngine engine, org.neo4j.driver.Session session) {
        this.engine = engine;
        this.session = session;
        this.sent = new SentStatements(engine.drivine().persistence());
    }

    @Override
    public Answer execute(Query query, Map<String, Object> arguments) {
        String statement = Literals.write(query, engine.cypher().statement(query)
                .orElseThrow(() -> new UnsupportedException("neo4j has no statement for " + query)), arguments);
        try {
            sent.sent(statement, arguments);
            List<Record> records = (open != null ? open : session).run(statement, arguments).list();
            List<List<Object>> rows = new ArrayList<>(records.size());
            for (Record record : records) {
                List<Object> row = new ArrayList<>(record.size());
                for (Value value : record.values()) {
                    row.add(value.asObject());
                }
                rows.add(row);
            }
            return new Answer(rows);
        } catch (Neo4jException e) {
            throw engine.target().failure(e, "to run " + query);
        }
    }

    /** A Drivine object manager of the session's own, made on first use. */
    @Override
    public Optional<ObjectStore> objects() {
        if (closed) {
            throw new IllegalStateException("session is closed");
        }
        if (objects == null) {
            objects = new DrivineObjectStore(engine.drivine().through(sent), engine.target()::explain);
        }
        return Optional.of(objects);
    }

    /** Every statement the call sent, Drivine's too, profiled ({@link Neo4jPlans}). */
    @Override
    public List<Plan> plan(Runnable call) {
        Neo4jPlans plans = new Neo4jPlans(engine);
        return sent.keep(call).stream().map(plans::profile).toList();
    }

    @Override
    public boolean begin() {
        rollback();
        if (writer == null) {
            writer = engine.session(AccessMode.WRITE);
        }
        open = writer.beginTransaction();
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
        } catch (Neo4jException e) {
            throw engine.target().failure(e, "to roll a transaction back");
        }
    }

    @Override
    public void close() {
        closed = true;
        if (writer != null) {
            writer.close();
        }
        session.close();
    }
}
