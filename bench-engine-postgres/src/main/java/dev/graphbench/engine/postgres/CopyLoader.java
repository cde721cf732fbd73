package dev.graphbench.engine.postgres;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Loader;
import dev.graphbench.api.graph.GraphCounts;
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
 * Streams the graph into the two tables with COPY in text format, one COPY per table, sending the
 * rows in batches as they are encoded: the graph is never held. Each load empties its table first,
 * in the same transaction, which lets COPY write the rows frozen (see {@code schema.sql}).
 */
final class CopyLoader implements Loader {

    /** Bytes encoded before they are sent; large enough that a send costs little, small enough to stream. */
    private static final int BATCH_BYTES = 1 << 19;

    private final PostgresEngine engine;

    CopyLoader(PostgresEngine engine) {
        this.engine = engine;
    }

    @Override
    public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
        copy("nodes", "bench_node", nodes, CopyText::node, progress);
    }

    @Override
    public void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress) {
        copy("edges", "bench_edge", relationships, CopyText::relationship, progress);
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
            try {
                CopyText text = new CopyText(BATCH_BYTES + (BATCH_BYTES >> 2));
                long sent = 0;
                long pending = 0;
                while (rows.hasNext()) {
                    encode.accept(text, rows.next());
                    pending++;
                    if (text.size() >= BATCH_BYTES) {
                        copy.writeToCopy(text.array(), 0, text.size());
                        text.reset();
                        sent += pending;
                        progress.accept(pending);
                        pending = 0;
                    }
                }
                if (text.size() > 0) {
                    copy.writeToCopy(text.array(), 0, text.size());
                }
                long stored = copy.endCopy();
                sent += pending;
                if (stored != sent) {
                    throw new EngineException(what + " stored " + stored + " rows of " + sent + " sent");
                }
                connection.commit();
                if (pending > 0) {
                    progress.accept(pending);
                }
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
            return TableCounts.of(connection, PostgresSchema.STATEMENTS.get("count-nodes"),
                    PostgresSchema.STATEMENTS.get("count-edges"));
        } catch (SQLException e) {
            throw engine.target().failure("counting the graph", e);
        }
    }
}
