package dev.graphbench.engine.postgres;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Loader;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.sql.TableCounts;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Iterator;
import java.util.function.BiConsumer;
import java.util.function.LongConsumer;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * Streams the graph into the two tables with COPY in text format (a property graph into its tables, {@link
 * PropertyCopy}), one COPY per table, sending the
 * rows in batches as another thread encodes the next ones (see {@link CopyBatches}): the graph is
 * never held. Each load empties its table first,
 * in the same transaction, which lets COPY write the rows frozen (see {@code schema.sql}).
 */
final class CopyLoader implements Loader {

    /** Bytes encoded before they are sent; large enough that a send costs little, small enough to stream. */
    static final int BATCH_BYTES = 1 << 19;

    private final PostgresEngine engine;

    CopyLoader(PostgresEngine engine) {
        this.engine = engine;
    }

    @Override
    public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
        if (property()) {
            new PropertyCopy(engine, engine.graph()).nodes(nodes, progress);
            return;
        }
        copy("nodes", "bench_node", nodes, CopyText::node, progress);
    }

    @Override
    public void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress) {
        if (property()) {
            new PropertyCopy(engine, engine.graph()).relationships(relationships, progress);
            return;
        }
        copy("edges", "bench_edge", relationships, CopyText::relationship, progress);
    }

    /** Whether the graph is a property graph, loaded into a table per label and per type ({@link PropertyCopy}). */
    private boolean property() {
        return engine.graph().kind().equals(GraphSchema.PROPERTY);
    }

    private <T> void copy(String rowsName, String table, Iterator<T> rows, BiConsumer<CopyText, T> encode,
                          LongConsumer progress) {
        String what = "COPY into " + table;
        try (Connection connection = engine.connection()) {
            connection.setAutoCommit(false);
            try (Statement empty = connection.createStatement()) {
                empty.execute(PostgresSchema.STATEMENTS.get("empty-" + rowsName));
            }
            CopyIn copy = connection.unwrap(PGConnection.class).getCopyAPI()
                    .copyIn(PostgresSchema.STATEMENTS.get("copy-" + rowsName));
            try (CopyBatches<T> batches = new CopyBatches<>(table, rows, encode, BATCH_BYTES)) {
                long sent = 0;
                for (CopyBatches.Batch batch = batches.next(); batch != null; batch = batches.next()) {
                    copy.writeToCopy(batch.text().array(), 0, batch.text().size());
                    sent += batch.rows();
                    progress.accept(batch.rows());
                    batches.recycle(batch);
                }
                long stored = copy.endCopy();
                if (stored != sent) {
                    throw new EngineException(what + " stored " + stored + " rows of " + sent + " sent");
                }
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                abandon(copy, connection, e);
                throw e;
            }
        } catch (SQLException e) {
            throw engine.target().failure(what, e);
        }
    }

    /** Cancels the COPY if it still runs and rolls back, keeping {@code failure} the one reported. */
    private static void abandon(CopyIn copy, Connection connection, Exception failure) {
        try {
            if (copy.isActive()) {
                copy.cancelCopy();
            }
            connection.rollback();
        } catch (SQLException cleanupFailure) {
            failure.addSuppressed(cleanupFailure);
        }
    }

    @Override
    public GraphCounts counts() {
        try (Connection connection = engine.connection()) {
            if (property()) {
                PropertyCopy tables = new PropertyCopy(engine, engine.graph());
                return new GraphCounts(tables.count(connection, true), tables.count(connection, false));
            }
            return TableCounts.of(connection, PostgresSchema.STATEMENTS.get("count-nodes"),
                    PostgresSchema.STATEMENTS.get("count-edges"));
        } catch (SQLException e) {
            throw engine.target().failure("counting the graph", e);
        }
    }
}
