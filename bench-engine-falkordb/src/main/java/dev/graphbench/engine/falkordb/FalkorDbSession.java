package dev.graphbench.engine.falkordb;

import com.falkordb.Record;
import com.falkordb.ResultSet;
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
import redis.clients.jedis.exceptions.JedisException;

/**
 * One thread's use of the engine. FalkorDB has no sessions: each query takes a connection from the
 * engine's pool for its one round trip. Every hand-written query reads, so it goes as
 * {@code GRAPH.RO_QUERY}, but between {@link #begin()} and {@link #rollback()}, where a workload folder's write runs.
 */
final class FalkorDbSession implements Session {

    private final FalkorDbEngine engine;
    /** What this session sends, kept while a call is planned. */
    private final SentStatements sent;
    private DrivineObjectStore objects;
    private volatile boolean closed;
    /** The thread that last called, whose connections {@link #abort()} closes. */
    private volatile Thread caller;
    /** The graph as it was at {@link #begin()}, put back at {@link #rollback()}; null otherwise. */
    private GraphCopy begun;

    FalkorDbSession(FalkorDbEngine engine) {
        this.engine = engine;
        this.sent = new SentStatements(engine.drivine().persistence());
    }

    @Override
    public Answer execute(Query query, Map<String, Object> arguments) {
        String statement = Literals.write(query, FalkorDbDialect.INSTANCE.statement(query)
                .orElseThrow(() -> new UnsupportedException("falkordb has no statement for " + query)), arguments);
        caller = Thread.currentThread();
        try {
            sent.sent(statement, arguments);
            // After begin, a call may write (a workload folder's), and goes as GRAPH.QUERY.
            return new Answer(rows(begun != null ? engine.write(statement, arguments) : engine.read(statement, arguments)));
        } catch (JedisException e) {
            throw engine.target().failure(e, "to run " + query);
        }
    }

    /** The rows of {@code result}, each value as jfalkordb gives it: text, Long, Double, Boolean, List, Map. */
    static List<List<Object>> rows(ResultSet result) {
        List<List<Object>> rows = new ArrayList<>(result.size());
        for (Record record : result) {
            rows.add(new ArrayList<>(record.values()));
        }
        return rows;
    }

    /**
     * A Drivine object manager of the session's own, made on first use. Its own statements (the
     * incoming relationships written from their outgoing side, the check that a referenced node
     * exists) go through the engine's encoder: they bind lists of maps, which jfalkordb cannot send.
     */
    @Override
    public Optional<ObjectStore> objects() {
        if (closed) {
            throw new IllegalStateException("session is closed");
        }
        caller = Thread.currentThread();
        if (objects == null) {
            objects = new DrivineObjectStore(engine.drivine().through(sent), engine.target()::explain, (cypher, parameters) -> {
                sent.sent(cypher, parameters);
                List<String> column = new ArrayList<>();
                for (List<Object> row : rows(engine.write(cypher, parameters))) {
                    column.add(String.valueOf(row.getFirst()));
                }
                return column;
            });
        }
        return Optional.of(objects);
    }

    /** Every statement the call sent, Drivine's and the store's own too, planned ({@link FalkorDbPlans}). */
    @Override
    public List<Plan> plan(Runnable call) {
        FalkorDbPlans plans = new FalkorDbPlans(engine);
        return sent.keep(call).stream().map(plans::of).toList();
    }

    /**
     * Closes the sockets of the calling thread, whose blocked read then fails at once. A connection
     * still being opened is not yet the thread's and ends at its own timeout; the pool keeps the
     * connections the warm-up calls opened, so a timed call finds one open.
     */
    @Override
    public void abort() {
        closed = true;
        Thread thread = caller;
        if (thread != null) {
            engine.disconnect(thread);
        }
    }

    /**
     * FalkorDB has no transactions: the graph is copied whole ({@link GraphCopy}), untimed, and the calls until
     * {@link #rollback()} may write, which puts the copy back. A call after it runs on the graph copied back, whose
     * statements FalkorDB plans again on their first call.
     */
    @Override
    public boolean begin() {
        rollback();
        begun = GraphCopy.keep(engine);
        return true;
    }

    @Override
    public void rollback() {
        if (begun != null) {
            GraphCopy copy = begun;
            begun = null;
            copy.restore();
        }
    }

    @Override
    public void close() {
        closed = true;
    }
}
