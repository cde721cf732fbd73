package dev.graphbench.engine.postgres;

import dev.graphbench.api.EngineException;
import java.util.Iterator;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * Rows encoded into COPY batches on a thread of their own, a few batches ahead of the connection: the
 * next batch is generated and encoded while the server parses this one, so that a load costs about
 * the larger of the two, not their sum, as it does for psql reading a file.
 *
 * @param <T> the rows' type
 */
final class CopyBatches<T> implements AutoCloseable {

    /** A full batch: its bytes, how many rows they hold, and the group its rows are of (null without groups). */
    record Batch(CopyText text, long rows, Object group) {
    }

    private static final Batch END = new Batch(null, 0, null);
    /** Batches encoded ahead: enough to cover a pause of either side, few enough to keep memory small. */
    private static final int AHEAD = 2;

    private final BlockingQueue<CopyText> free = new ArrayBlockingQueue<>(AHEAD + 1);
    private final BlockingQueue<Batch> full = new ArrayBlockingQueue<>(AHEAD + 1);
    private final Thread encoder;
    private volatile RuntimeException failure;

    CopyBatches(String table, Iterator<T> rows, BiConsumer<CopyText, T> encode, int batchBytes) {
        this(table, rows, encode, null, batchBytes);
    }

    /**
     * Batches whose rows are each of one group: a batch ends where the group of the rows changes, as well as
     * where it is full, so that its rows go to one table.
     *
     * @param group the group of a row (a table), compared by identity; null for rows of one table
     */
    CopyBatches(String table, Iterator<T> rows, BiConsumer<CopyText, T> encode, Function<T, Object> group,
                int batchBytes) {
        for (int i = 0; i <= AHEAD; i++) {
            free.add(new CopyText(batchBytes + (batchBytes >> 2)));
        }
        encoder = Thread.ofPlatform().daemon().name("copy-encoder-" + table).unstarted(() -> {
            try {
                encode(rows, encode, group, batchBytes);
            } catch (InterruptedException e) {
                // The loader stopped taking batches; it reports why.
            } catch (RuntimeException e) {
                failure = e;
                full.offer(END);
            }
        });
        encoder.start();
    }

    private void encode(Iterator<T> rows, BiConsumer<CopyText, T> encode, Function<T, Object> group, int batchBytes)
            throws InterruptedException {
        CopyText text = free.take();
        long pending = 0;
        Object current = null;
        while (rows.hasNext()) {
            T row = rows.next();
            if (group != null) {
                Object of = group.apply(row);
                if (of != current && pending > 0) {
                    full.put(new Batch(text, pending, current));
                    text = free.take();
                    pending = 0;
                }
                current = of;
            }
            encode.accept(text, row);
            pending++;
            if (text.size() >= batchBytes) {
                full.put(new Batch(text, pending, current));
                text = free.take();
                pending = 0;
            }
        }
        if (pending > 0) {
            full.put(new Batch(text, pending, current));
        }
        full.put(END);
    }

    /**
     * The next batch, or null when every row is encoded; give it back with {@link #recycle} once sent.
     *
     * @throws RuntimeException what generating or encoding a row threw
     */
    Batch next() {
        Batch batch;
        try {
            batch = full.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("the load was interrupted while its rows were being encoded", e);
        }
        if (batch == END) {
            full.offer(END);
            if (failure != null) {
                throw failure;
            }
            return null;
        }
        return batch;
    }

    /** Hands a sent batch's buffer back to be filled again. */
    void recycle(Batch batch) {
        batch.text().reset();
        free.add(batch.text());
    }

    /** Stops the encoding thread if it still runs, and waits for it. */
    @Override
    public void close() {
        encoder.interrupt();
        try {
            encoder.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
