package dev.graphbench.perf;

import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.engine.postgres.CopyEncoding;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The PostgreSQL loader's COPY encoding without a server ({@link CopyEncoding}): the generated graph
 * encoded as COPY text in the loader's batches on the encoder's thread, each batch handed back as soon
 * as it is taken, as if the server took no time. One operation encodes the whole graph; against
 * {@code GeneratorBenchmark} it is what encoding adds to generating.
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
        return CopyEncoding.nodes(generator.nodes()) + CopyEncoding.relationships(generator.relationships());
    }
}
