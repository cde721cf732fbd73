package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Answer;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.cypher.DrivineObjectStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.neo4j.driver.Record;
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
    private DrivineObjectStore objects;
    private boolean closed;

    Neo4jSession(Neo4jEngine engine, org.neo4j.driver.Session session) {
        this.engine = engine;
        this.session = session;
    }

    @Override
    public Answer execute(QueryId query, Map<String, Object> arguments) {
        String statement = engine.cypher().statement(query)
                .orElseThrow(() -> new UnsupportedException("neo4j has no statement for " + query));
        try {
            List<Record> records = session.run(statement, arguments).list();
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
            objects = new DrivineObjectStore(engine.drivine(), engine.target()::explain);
        }
        return Optional.of(objects);
    }

    @Override
    public void close() {
        closed = true;
        session.close();
    }
}
