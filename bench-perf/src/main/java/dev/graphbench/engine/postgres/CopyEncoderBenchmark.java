package dev.graphbench.engine.postgres;

import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import java.util.Iterator;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The PostgreSQL loader's COPY encoding without a server: the generated graph encoded as COPY text
 * ({@link CopyText}) in the loader's batches on the encoder's thread ({@link CopyBatches}), each batch
 * handed back as soon as it is taken, as if the server took no time. One operation encodes the whole
 * graph; against {@code GeneratorBenchmark} it is what encoding adds to generating. In the encoder's
 * package, which keeps both classes to the engine.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class CopyEncoderBenchmark {

    @Param("0.1")
    public double scaleFactor;

    @Param("42")
    public long seed;

    private DatasetSpec spec;

    @Setup
    public void setUp() {
        spec = DatasetSpec.of(scaleFactor, seed);
    }

    /** @return the rows encoded, which JMH consumes */
    @Benchmark
    public long copyBatches() {
        Generator generator = new Generator(spec);
        return encode("bench_node", generator.nodes(), CopyText::node)
                + encode("bench_edge", generator.relationships(), CopyText::relationship);
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
