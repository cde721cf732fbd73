package dev.graphbench.perf;

import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The generator alone: one operation streams the whole graph of a scale factor, every node then every
 * relationship, as a load reads it. Records a second are the graph's records over the time of an
 * operation; the other benchmarks of the harness's writers compare with this one.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class GeneratorBenchmark {

    @Param("0.1")
    public double scaleFactor;

    @Param("42")
    public long seed;

    private DatasetSpec spec;

    @Setup
    public void setUp() {
        spec = DatasetSpec.of(scaleFactor, seed);
    }

    @Benchmark
    public void nodesAndRelationships(Blackhole sink) {
        Generator generator = new Generator(spec);
        generator.nodes().forEachRemaining(sink::consume);
        generator.relationships().forEachRemaining(sink::consume);
    }
}
