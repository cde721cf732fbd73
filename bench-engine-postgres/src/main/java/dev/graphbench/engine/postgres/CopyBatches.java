package dev.graphbench.engine.postgres;

import dev.graphbench.api.EngineException;
import java.util.Iterator;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.BiConsumer;

/**
 * Rows encoded into COPY batches on a thread of their own, a few batches ahead of the connection: the
 * next batch is generated and encoded while the server parses this one, so that a load costs about
 * the larger of the two, not their sum, as it does for psql reading a file.
 *
 * @param <T> the rows' type
 */
final class CopyBatches<T> implements AutoCloseable {

    /** A full batch: its bytes and how many rows they hold. */
    record Batch(CopyText text, long rows) {
    }

    private static final Batch END = new Batch(null, 0);
    /** Batches encoded ahead: enough to cover a pause of either side, few enough to keep memory small. */
    private static final int AHEAD = 2;

    private final BlockingQueue<CopyText> free = new ArrayBlockingQueue<>(AHEAD + 1);
    private final BlockingQueue<Batch> full = new ArrayBlockingQueue<>(AHEAD + 1);
    private final Thread encoder;
    private volatile RuntimeException failure;

    CopyBatches(String table, Iterator<T> rows, BiConsumer<CopyText, T> encode, int batchBytes) {
        for (int i = 0; i <= AHEAD; i++) {
            free.add(new CopyText(batchBytes + (batchBytes >> 2)));
        }
        encoder = Thread.ofPlatform().daemon().name("copy-encoder-" + table).unstarted(() -> {
            try {
                encode(rows, encode, batchBytes);
            } catch (InterruptedException e) {
                // The loader stopped taking batches; it reports why.
            } catch (RuntimeException e) {
                failure = e;
                full.offer(END);
            }
        });
        encoder.start();
    }

    private void encode(Iterator<T> rows, BiConsumer<CopyText, T> encode, int batchBytes) throws InterruptedException {
        CopyText text = free.take();
        long pending = 0;
        while (rows.hasNext()) {
            encode.accept(text, rows.next());
            pending++;
            if (text.size() >= batchBytes) {
                full.put(new Batch(text, pending));
                text = free.take();
                pending = 0;
            }
        }
        if (pending > 0) {
            full.put(new Batch(text, pending));
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
