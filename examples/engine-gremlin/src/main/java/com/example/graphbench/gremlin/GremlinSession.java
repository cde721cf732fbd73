package com.example.graphbench.gremlin;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * One thread's calls. Gremlin Server needs no connection of the thread's own: the driver's pool, shared,
 * carries each script; the session keeps its call in flight so that {@link #abort} can end it.
 */
final class GremlinSession implements Session {

    private final GremlinConnection connection;
    private final GremlinDialect dialect;
    private volatile CompletableFuture<List<Object>> inFlight;

    GremlinSession(GremlinConnection connection, GremlinDialect dialect) {
        this.connection = connection;
        this.dialect = dialect;
    }

    @Override
    public Answer execute(Query query, Map<String, Object> arguments) {
        String script = dialect.statement(query).orElseThrow(() -> new UnsupportedException(
                "gremlin does not support " + query + ": queries.groovy has no script for it"));
        CompletableFuture<List<Object>> answer = connection.submit(script, bindings(arguments));
        inFlight = answer;
        try {
            return Answer.ofRows(connection.await(answer).stream().map(GremlinSession::row).toList());
        } finally {
            inFlight = null;
        }
    }

    /** The arguments, whole numbers as Integer, which a step such as {@code times(int)} takes. */
    private static Map<String, Object> bindings(Map<String, Object> arguments) {
        Map<String, Object> bindings = new HashMap<>(arguments);
        bindings.replaceAll((name, value) -> value instanceof Long whole && whole == whole.intValue()
                ? Integer.valueOf(whole.intValue()) : value);
        return bindings;
    }

    /** A result as a row: a map's values in the order the script projected them, or the one value. */
    private static List<Object> row(Object result) {
        if (result instanceof Map<?, ?> map) {
            return new ArrayList<>(map.values());
        }
        List<Object> row = new ArrayList<>(1);
        row.add(result);
        return row;
    }

    /** Ends the call in flight: its thread returns at once, whatever the server still does. */
    @Override
    public void abort() {
        CompletableFuture<List<Object>> call = inFlight;
        if (call != null) {
            call.cancel(true);
        }
    }

    @Override
    public void close() {
        abort();
    }
}
