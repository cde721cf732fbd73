package dev.graphbench.perf;

import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.datagen.CsvExport;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
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
 * The generator written as CSV by {@link CsvExport} (as {@code bench datagen} writes its files, less
 * the manifest's hash), against a trivial writer of as many lines of the same files and columns, each
 * field a counter padded or cut to the generator's mean width of that column, so that both write as
 * many characters: what generating the graph costs over writing it. Both write into writers that drop
 * the text, so that neither waits for a disk. One operation writes the whole graph.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class CsvWriterBenchmark {

    @Param("0.1")
    public double scaleFactor;

    @Param("42")
    public long seed;

    private DatasetSpec spec;
    /** Per CSV file, in the generator's order: its lines and its columns' mean widths. */
    private Map<String, Columns> files;

    /** A file's lines and the mean width in characters of each of its columns. */
    private record Columns(long lines, double[] widths) {
    }

    @Setup
    public void setUp() {
        spec = DatasetSpec.of(scaleFactor, seed);
        files = columns(new Generator(spec));
    }

    @Benchmark
    public void csvExport() throws IOException {
        Generator generator = new Generator(spec);
        CsvExport.writeCsv(generator.nodes(), generator.relationships(), fileName -> droppingWriter(), written -> { });
    }

    @Benchmark
    public void trivialWriter() throws IOException {
        char[] padding = new char[1 << 10];
        Arrays.fill(padding, 'x');
        long counter = 0;
        for (Columns file : files.values()) {
            try (Writer out = droppingWriter()) {
                for (long line = 0; line < file.lines(); line++, counter++) {
                    line(out, counter, file.widths(), padding);
                }
            }
        }
    }

    /** Each file's lines and mean column widths, as the generator's records come out as CSV. */
    private static Map<String, Columns> columns(Generator generator) {
        Map<String, double[]> sums = new LinkedHashMap<>();
        Map<String, Long> lines = new LinkedHashMap<>();
        for (Iterator<Node> nodes = generator.nodes(); nodes.hasNext(); ) {
            Node node = nodes.next();
            Object[] values = node.values();
            double[] widths = sums.computeIfAbsent(node.label().graphName(), name -> new double[values.length]);
            for (int i = 0; i < values.length; i++) {
                widths[i] += values[i].toString().length();
            }
            lines.merge(node.label().graphName(), 1L, Long::sum);
        }
        for (Iterator<Relationship> relationships = generator.relationships(); relationships.hasNext(); ) {
            Relationship relationship = relationships.next();
            double[] widths = sums.computeIfAbsent(relationship.type().name(), name -> new double[2]);
            widths[0] += relationship.srcId().length();
            widths[1] += relationship.dstId().length();
            lines.merge(relationship.type().name(), 1L, Long::sum);
        }
        Map<String, Columns> files = new LinkedHashMap<>();
        sums.forEach((name, widths) -> {
            long count = lines.get(name);
            files.put(name, new Columns(count, Arrays.stream(widths).map(sum -> sum / count).toArray()));
        });
        return files;
    }

    private static void line(Writer out, long counter, double[] widths, char[] padding) throws IOException {
        for (int column = 0; column < widths.length; column++) {
            if (column > 0) {
                out.write(',');
            }
            // Whole characters that add up to the mean: this line's share of the fraction.
            int width = (int) ((long) ((counter + 1) * widths[column]) - (long) (counter * widths[column]));
            String field = Long.toString(counter);
            int digits = Math.min(field.length(), width);
            out.write(field, 0, digits);
            out.write(padding, 0, Math.min(width - digits, padding.length));
        }
        out.write('\n');
    }

    /** A writer as {@code Files.newBufferedWriter} gives one, whose bytes go nowhere. */
    private static Writer droppingWriter() {
        return new BufferedWriter(new OutputStreamWriter(OutputStream.nullOutputStream(), StandardCharsets.UTF_8));
    }
}
