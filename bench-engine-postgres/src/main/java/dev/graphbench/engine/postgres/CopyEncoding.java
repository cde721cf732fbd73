package dev.graphbench.engine.postgres;

import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import java.util.Iterator;
import java.util.function.BiConsumer;

/**
 * The COPY loader's encoding without a server, for the harness's own benchmarks ({@code bench perf},
 * module {@code bench-perf}): rows encoded as {@link CopyLoader} encodes them, as COPY text in its
 * batches on the encoder's thread, each batch handed back as soon as it is taken, as if the server took
 * no time. Not part of the engine SPI: the engine itself is reached through {@link PostgresProvider}.
 */
public final class CopyEncoding {

    private CopyEncoding() {
    }

    /** Encodes {@code nodes} as the rows of {@code bench_node}; returns how many there were. */
    public static long nodes(Iterator<Node> nodes) {
        return encode("bench_node", nodes, CopyText::node);
    }

    /** Encodes {@code relationships} as the rows of {@code bench_edge}; returns how many there were. */
    public static long relationships(Iterator<Relationship> relationships) {
        return encode("bench_edge", relationships, CopyText::relationship);
    }

    private static <T> long encode(String table, Iterator<T> rows, BiConsumer<CopyText, T> row) {
        long encoded = 0;
        try (CopyBatches<T> batches = new CopyBatches<>(table, rows, row, CopyLoader.BATCH_BYTES)) {
            for (CopyBatches.Batch batch = batches.next(); batch != null; batch = batches.next()) {
                encoded += batch.rows();
                batches.recycle(batch);
            }
        }
        return encoded;
    }
}
