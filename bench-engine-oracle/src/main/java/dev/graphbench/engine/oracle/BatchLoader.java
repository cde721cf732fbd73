package dev.graphbench.engine.oracle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Loader;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.sql.TableCounts;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.LongConsumer;

/**
 * Streams the graph into the two tables with JDBC batches: the driver sends each batch's rows as
 * arrays bound to one INSERT, one round trip a batch, and each batch is committed, so that neither
 * the client nor the server's undo holds the whole graph. Labels and properties go as JSON text,
 * which the server stores as its JSON type.
 */
final class BatchLoader implements Loader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final OracleEngine engine;

    BatchLoader(OracleEngine engine) {
        this.engine = engine;
    }

    @Override
    public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
        if (property()) {
            new PropertyInserts(engine, engine.graph()).nodes(nodes, progress);
            return;
        }
        Map<Label, String> labels = new HashMap<>();
        load("bench_node", "insert-node", nodes, (statement, node) -> {
            statement.setLong(1, node.ordinal());
            statement.setString(2, labels.computeIfAbsent(node.label(), label -> json(new String[] {label.graphName()})));
            statement.setString(3, json(node.properties()));
        }, progress);
    }

    @Override
    public void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress) {
        if (property()) {
            new PropertyInserts(engine, engine.graph()).relationships(relationships, progress);
            return;
        }
        load("bench_edge", "insert-edge", relationships, (statement, relationship) -> {
            statement.setLong(1, relationship.srcOrdinal());
            statement.setLong(2, relationship.dstOrdinal());
            statement.setString(3, relationship.type().name());
        }, progress);
    }

    /** Sets one row's parameters. */
    @FunctionalInterface
    private interface Row<T> {
        void bind(PreparedStatement statement, T row) throws SQLException;
    }

    private <T> void load(String table, String insert, Iterator<T> rows, Row<T> row, LongConsumer progress) {
        int batchSize = engine.batchSize();
        try (Connection connection = engine.connection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement statement = connection.prepareStatement(OracleSchema.STATEMENTS.get(insert))) {
                int pending = 0;
                while (rows.hasNext()) {
                    row.bind(statement, rows.next());
                    statement.addBatch();
                    if (++pending == batchSize) {
                        send(statement, connection, pending, progress);
                        pending = 0;
                    }
                }
                if (pending > 0) {
                    send(statement, connection, pending, progress);
                }
            } catch (SQLException | RuntimeException e) {
                rollback(connection, e);
                throw e;
            }
        } catch (SQLException e) {
            throw engine.target().failure("loading " + table, e);
        }
    }

    /** Sends a batch and commits it. */
    private static void send(PreparedStatement statement, Connection connection, int rows, LongConsumer progress)
            throws SQLException {
        statement.executeBatch();
        connection.commit();
        progress.accept(rows);
    }

    /** Rolls back the batch under way, keeping {@code failure} the one reported. */
    private static void rollback(Connection connection, Exception failure) {
        try {
            connection.rollback();
        } catch (SQLException cleanupFailure) {
            failure.addSuppressed(cleanupFailure);
        }
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new EngineException("cannot write " + value + " as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** Whether the graph is a property graph, loaded into a table per label and per type ({@link PropertyInserts}). */
    private boolean property() {
        return engine.graph().kind().equals(GraphSchema.PROPERTY);
    }

    @Override
    public GraphCounts counts() {
        try (Connection connection = engine.connection()) {
            if (property()) {
                PropertyInserts tables = new PropertyInserts(engine, engine.graph());
                return new GraphCounts(tables.count(connection, true), tables.count(connection, false));
            }
            return TableCounts.of(connection, OracleSchema.STATEMENTS.get("count-nodes"), OracleSchema.STATEMENTS.get("count-edges"));
        } catch (SQLException e) {
            throw engine.target().failure("counting the graph", e);
        }
    }
}
