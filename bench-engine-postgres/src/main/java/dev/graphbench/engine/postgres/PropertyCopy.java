package dev.graphbench.engine.postgres;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.sql.tables.PropertyTables;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.function.ToIntFunction;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import org.postgresql.copy.CopyManager;

/**
 * A property graph's load into its tables, in one transaction that empties every table first, so that each
 * COPY may write its rows frozen: the nodes with a COPY per label as the stream reaches it (it comes grouped
 * by first label), each node's row of another label written to a file of that table's rows and copied once
 * every node is read (the graph is never held); then the relationships, a COPY per type. Rows are encoded on
 * a thread of their own, a few batches ahead of the connection ({@link CopyBatches}).
 */
final class PropertyCopy {

    private final PostgresEngine engine;
    private final PropertyTables tables;

    PropertyCopy(PostgresEngine engine, GraphSchema graph) {
        this.engine = engine;
        this.tables = PropertyTables.of(graph);
    }

    void nodes(Iterator<Node> nodes, LongConsumer progress) {
        Map<Label, Table> byLabel = new HashMap<>();
        for (PropertyTables.NodeTable table : tables.nodes()) {
            byLabel.put(table.label(), new Table(table.name(), table.columns()));
        }
        Map<Label, Spool> spools = new LinkedHashMap<>();
        try {
            // Each node's row of its first label goes to the batch; its others' to their spools.
            BiConsumer<CopyText, Node> encode = (text, node) -> {
                text.row(node.id(), null, node.values(), byLabel.get(node.label()).of(node.label()));
                for (Label other : node.otherLabels()) {
                    spools.computeIfAbsent(other, label -> new Spool(byLabel.get(label))).add(node);
                }
            };
            copy("nodes", byLabel.values(), nodes, encode, node -> byLabel.get(node.label()), spools, progress);
        } finally {
            spools.values().forEach(Spool::delete);
        }
    }

    void relationships(Iterator<Relationship> relationships, LongConsumer progress) {
        Map<RelType, Table> byType = new HashMap<>();
        for (PropertyTables.EdgeTable table : tables.edges()) {
            byType.put(table.type(), new Table(table.name(), table.columns()));
        }
        copy("relationships", byType.values(), relationships, (text, relationship) -> text.row(relationship.srcId(),
                relationship.dstId(), relationship.values(), byType.get(relationship.type()).ofType(relationship.type())),
                relationship -> byType.get(relationship.type()), Map.of(), progress);
    }

    /** Empties {@code all}, then copies each batch into its group's table, then each spool into its table. */
    private <T> void copy(String what, Iterable<Table> all, Iterator<T> rows, BiConsumer<CopyText, T> encode,
                          Function<T, Object> table, Map<Label, Spool> spools, LongConsumer progress) {
        try (Connection connection = engine.connection()) {
            connection.setAutoCommit(false);
            try (Statement empty = connection.createStatement()) {
                for (Table emptied : all) {
                    empty.execute(PropertySchema.of("property-empty", emptied.name));
                }
            }
            CopyManager copies = connection.unwrap(PGConnection.class).getCopyAPI();
            CopyIn copy = null;
            Table current = null;
            try (CopyBatches<T> batches = new CopyBatches<>(what, rows, encode, table, CopyLoader.BATCH_BYTES)) {
                for (CopyBatches.Batch batch = batches.next(); batch != null; batch = batches.next()) {
                    if (batch.group() != current) {
                        end(copy);
                        current = (Table) batch.group();
                        copy = copies.copyIn(current.copy());
                    }
                    copy.writeToCopy(batch.text().array(), 0, batch.text().size());
                    progress.accept(batch.rows());
                    batches.recycle(batch);
                }
                end(copy);
                copy = null;
                for (Spool spool : spools.values()) {
                    try (InputStream in = spool.read()) {
                        copies.copyIn(spool.table.copy(), in);
                    }
                }
                connection.commit();
            } catch (SQLException | IOException | RuntimeException e) {
                if (copy != null && copy.isActive()) {
                    copy.cancelCopy();
                }
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw engine.target().failure("COPY of a property graph's " + what, e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read back the rows of a label's other nodes: " + e.getMessage(), e);
        }
    }

    private static void end(CopyIn copy) throws SQLException {
        if (copy != null) {
            copy.endCopy();
        }
    }

    /**
     * A table, its COPY statement, and where each column's value is in the values of a node of a first label
     * (or of a relationship): {@code -1} for a column that label's nodes lack.
     */
    private static final class Table {

        private final String name;
        private final List<PropertyTables.Column> columns;
        private final String copy;
        private final Map<Object, int[]> positions = new HashMap<>();

        Table(String name, List<PropertyTables.Column> columns) {
            this.name = name;
            this.columns = columns;
            this.copy = PropertySchema.copy(name, columns);
        }

        String copy() {
            return copy;
        }

        /** Where each property column's value is in a node's values whose first label is {@code first}. */
        synchronized int[] of(Label first) {
            return positions.computeIfAbsent(first, label -> positions(columns.subList(1, columns.size()),
                    name -> first.indexOf(name)));
        }

        /** Where each property column's value is in a relationship's values. */
        synchronized int[] ofType(RelType type) {
            return positions.computeIfAbsent(type, t -> positions(columns.subList(2, columns.size()), name -> {
                List<Property> properties = type.properties();
                for (int i = 0; i < properties.size(); i++) {
                    if (properties.get(i).name().equals(name)) {
                        return i;
                    }
                }
                return -1;
            }));
        }

        private static int[] positions(List<PropertyTables.Column> columns, ToIntFunction<String> at) {
            int[] positions = new int[columns.size()];
            for (int i = 0; i < positions.length; i++) {
                positions[i] = at.applyAsInt(columns.get(i).property().name());
            }
            return positions;
        }
    }

    /** The rows of a label's nodes that have it besides their first, in a file until every node is read. */
    private static final class Spool {

        private final Table table;
        private final Path file;
        private final OutputStream out;
        private final CopyText text = new CopyText(1 << 16);

        Spool(Table table) {
            this.table = table;
            try {
                this.file = Files.createTempFile("bench-copy-", ".txt");
                this.out = Files.newOutputStream(file);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot make a file for the rows of table " + table.name + ": "
                        + e.getMessage(), e);
            }
        }

        void add(Node node) {
            text.row(node.id(), null, node.values(), table.of(node.label()));
            if (text.size() >= 1 << 16) {
                flush();
            }
        }

        InputStream read() throws IOException {
            flush();
            out.close();
            return Files.newInputStream(file);
        }

        void delete() {
            try {
                out.close();
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // A file in the temporary folder left behind costs nothing the run measures.
            }
        }

        private void flush() {
            try {
                out.write(text.array(), 0, text.size());
                text.reset();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the rows of table " + table.name + ": " + e.getMessage(),
                        e);
            }
        }
    }

    /** Every table's rows, counted by the database. */
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
        try (ResultSet rows = statement.executeQuery(PropertySchema.of("property-count", table))) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
