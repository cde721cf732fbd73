package dev.graphbench.engine.oracle;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.sql.tables.PropertyTables;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;

/**
 * A property graph's load into its tables with JDBC batches, as {@link BatchLoader} loads the two tables of
 * the generated graph: an INSERT per table, prepared once, its rows bound as arrays, each batch one round trip
 * and committed. A node of several labels is a row of each of its labels' tables, on their INSERTs, which are
 * all open at once on the one connection; every INSERT's rows are sent when any has a batch.
 */
final class PropertyInserts {

    private final OracleEngine engine;
    private final PropertyTables tables;

    PropertyInserts(OracleEngine engine, GraphSchema graph) {
        this.engine = engine;
        this.tables = PropertyTables.of(graph);
    }

    void nodes(Iterator<Node> nodes, LongConsumer progress) {
        Map<Label, PropertyTables.NodeTable> byLabel = new HashMap<>();
        tables.nodes().forEach(table -> byLabel.put(table.label(), table));
        load("nodes", nodes, (inserts, node) -> {
            for (Label label : node.labels()) {
                PropertyTables.NodeTable table = byLabel.get(label);
                PreparedStatement insert = inserts.of(table.name(), table.columns());
                insert.setString(1, node.id());
                List<PropertyTables.Column> columns = table.columns();
                for (int i = 1; i < columns.size(); i++) {
                    Property property = columns.get(i).property();
                    OraclePropertyTypes.bind(insert, i + 1, property, node.get(property.name()));
                }
                insert.addBatch();
            }
        }, progress);
    }

    void relationships(Iterator<Relationship> relationships, LongConsumer progress) {
        Map<RelType, PropertyTables.EdgeTable> byType = new HashMap<>();
        tables.edges().forEach(table -> byType.put(table.type(), table));
        load("relationships", relationships, (inserts, relationship) -> {
            PropertyTables.EdgeTable table = byType.get(relationship.type());
            PreparedStatement insert = inserts.of(table.name(), table.columns());
            insert.setString(1, relationship.srcId());
            insert.setString(2, relationship.dstId());
            Object[] values = relationship.values();
            List<Property> properties = relationship.type().properties();
            for (int i = 0; i < values.length; i++) {
                OraclePropertyTypes.bind(insert, i + 3, properties.get(i), values[i]);
            }
            insert.addBatch();
        }, progress);
    }

    /** Binds one entity's rows. */
    @FunctionalInterface
    private interface Rows<T> {
        void bind(Inserts inserts, T entity) throws SQLException;
    }

    /** The INSERT of each table, prepared on first use, and how many entities wait in their batches. */
    private static final class Inserts implements AutoCloseable {

        private final Connection connection;
        private final Map<String, PreparedStatement> prepared = new LinkedHashMap<>();
        private int pending;

        Inserts(Connection connection) {
            this.connection = connection;
        }

        PreparedStatement of(String table, List<PropertyTables.Column> columns) throws SQLException {
            PreparedStatement insert = prepared.get(table);
            if (insert == null) {
                insert = connection.prepareStatement(OraclePropertySchema.insert(table, columns));
                prepared.put(table, insert);
            }
            return insert;
        }

        /** Sends every table's batch and commits them. */
        void send(LongConsumer progress) throws SQLException {
            for (PreparedStatement insert : prepared.values()) {
                insert.executeBatch();
            }
            connection.commit();
            progress.accept(pending);
            pending = 0;
        }

        @Override
        public void close() throws SQLException {
            for (PreparedStatement insert : prepared.values()) {
                insert.close();
            }
        }
    }

    private <T> void load(String what, Iterator<T> entities, Rows<T> rows, LongConsumer progress) {
        int batchSize = engine.batchSize();
        try (Connection connection = engine.connection()) {
            connection.setAutoCommit(false);
            try (Inserts inserts = new Inserts(connection)) {
                while (entities.hasNext()) {
                    rows.bind(inserts, entities.next());
                    if (++inserts.pending == batchSize) {
                        inserts.send(progress);
                    }
                }
                if (inserts.pending > 0) {
                    inserts.send(progress);
                }
            } catch (SQLException | RuntimeException e) {
                try {
                    connection.rollback();
                } catch (SQLException cleanup) {
                    e.addSuppressed(cleanup);
                }
                throw e;
            }
        } catch (SQLException e) {
            throw engine.target().failure("loading a property graph's " + what, e);
        }
    }

    /** Every table's rows, counted by the database: nodes by label, or relationships by type. */
    Map<String, Long> count(Connection connection, boolean nodes) throws SQLException {
        Map<String, Long> counts = new LinkedHashMap<>();
        try (Statement statement = connection.createStatement()) {
            if (nodes) {
                for (PropertyTables.NodeTable table : tables.nodes()) {
                    counts.put(table.label().graphName(), count(statement, table.name()));
                }
            } else {
                for (PropertyTables.EdgeTable table : tables.edges()) {
                    counts.put(table.type().name(), count(statement, table.name()));
                }
            }
        }
        return counts;
    }

    private static long count(Statement statement, String table) throws SQLException {
        try (ResultSet rows = statement.executeQuery(OraclePropertySchema.of("count", table))) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
