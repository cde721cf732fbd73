package dev.graphbench.cli;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.results.ResultsFiles;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The generator writing its graph as CSV lines, against a trivial writer of as many lines of the
 * same columns, each field a counter padded to the generator's mean width of it: what generating
 * costs over writing. Both write to a stream that drops the bytes, on this thread alone, so that
 * neither waits for a disk, and each is timed by this thread's CPU time.
 */
final class GeneratorPerf {

    private static final int ROUNDS = 5;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private GeneratorPerf() {
    }

    static List<PerfFigure> measure(DatasetSpec spec, DatasetSpec larger) {
        Manifest manifest = new Generator(spec).manifest();
        long records = manifest.counts().totalNodes() + manifest.counts().totalRelationships();
        // Untimed once each, so that both are timed once compiled; then rounds taken in turn, so that
        // a busy spell of a shared machine falls on both, and the median round of each is compared.
        generate(spec);
        double[][] widths = widths(spec);
        trivial(manifest, widths);
        DatagenCommand.resetPeakHeap();
        double[] generatorRounds = new double[ROUNDS];
        double[] trivialRounds = new double[ROUNDS];
        for (int round = 0; round < ROUNDS; round++) {
            generatorRounds[round] = time(() -> generate(spec));
            trivialRounds[round] = time(() -> trivial(manifest, widths));
        }
        long generatorHeap = DatagenCommand.peakHeap(true);
        double generatorSeconds = PerfFigure.medianRound(generatorRounds);
        double trivialSeconds = PerfFigure.medianRound(trivialRounds);

        Manifest largerManifest = new Generator(larger).manifest();
        long largerRecords = largerManifest.counts().totalNodes() + largerManifest.counts().totalRelationships();
        DatagenCommand.resetPeakHeap();
        double largerSeconds = time(() -> generate(larger));
        long largerHeap = DatagenCommand.peakHeap(true);

        String sf = ResultsFiles.sfLabel(spec.scaleFactor());
        String largerSf = ResultsFiles.sfLabel(larger.scaleFactor());
        return List.of(
                new PerfFigure("generator against a trivial CSV writer (scale factor " + sf + ", one thread)",
                        rate(records, generatorSeconds) + ", the median of " + ROUNDS + " rounds",
                        rate(records, trivialSeconds) + ", the median of " + ROUNDS + " rounds taken in turn",
                        generatorSeconds / trivialSeconds, "within 1.5x, at least 3,000,000 records/s",
                        List.of("bench perf --sf " + sf + "  (GeneratorPerf: Generator.nodes()/relationships() as CSV"
                                        + " lines, then as many lines of counters padded to the same mean widths, to a null stream)",
                                "bench datagen --sf " + sf + " --dry-run  (the generator alone, no CSV)")),
                new PerfFigure("generator heap, scale factor " + sf + " against " + largerSf,
                        String.format(Locale.ROOT, "peak old generation %.1f MB at %s (%s)", largerHeap / 1e6,
                                largerSf, rate(largerRecords, largerSeconds)),
                        String.format(Locale.ROOT, "%.1f MB at %s", generatorHeap / 1e6, sf),
                        Math.max(largerHeap, 1) / (double) Math.max(generatorHeap, 1), "flat: about 1x",
                        List.of("bench perf --sf " + sf + " --larger-sf " + largerSf)));
    }

    private static String rate(long records, double seconds) {
        return String.format(Locale.ROOT, "%,d records in %.2f CPU s, %,.0f records/s", records, seconds, records / seconds);
    }

    /**
     * The CPU seconds this thread spends on {@code work}: both sides run on this thread alone, so that
     * is "on one core", and other processes of a shared machine do not lengthen it as they do a clock.
     */
    private static double time(Runnable work) {
        long start = THREADS.getCurrentThreadCpuTime();
        work.run();
        return (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
    }

    /** The generator's graph as CSV lines, as {@code bench datagen} writes them. */
    private static void generate(DatasetSpec spec) {
        Generator generator = new Generator(spec);
        try (Writer out = nullWriter()) {
            for (Iterator<Node> nodes = generator.nodes(); nodes.hasNext(); ) {
                Object[] values = nodes.next().values();
                for (int i = 0; i < values.length; i++) {
                    if (i > 0) {
                        out.write(',');
                    }
                    out.write(values[i].toString());
                }
                out.write('\n');
            }
            for (Iterator<Relationship> relationships = generator.relationships(); relationships.hasNext(); ) {
                Relationship relationship = relationships.next();
                out.write(relationship.srcId());
                out.write(',');
                out.write(relationship.dstId());
                out.write('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Each label's properties' mean width in characters, as the generator writes them. */
    private static double[][] widths(DatasetSpec spec) {
        double[][] widths = new double[Label.values().length][];
        long[] counts = new long[Label.values().length];
        for (Label label : Label.values()) {
            widths[label.ordinal()] = new double[label.properties().size()];
        }
        for (Iterator<Node> nodes = new Generator(spec).nodes(); nodes.hasNext(); ) {
            Node node = nodes.next();
            Object[] values = node.values();
            double[] sums = widths[node.label().ordinal()];
            for (int i = 0; i < values.length; i++) {
                sums[i] += values[i].toString().length();
            }
            counts[node.label().ordinal()]++;
        }
        for (Label label : Label.values()) {
            for (int i = 0; i < widths[label.ordinal()].length; i++) {
                widths[label.ordinal()][i] /= Math.max(1, counts[label.ordinal()]);
            }
        }
        return widths;
    }

    /**
     * As many lines of the same columns per label and type, each field a counter padded to the
     * generator's mean width of that property, so that both write about as many characters.
     */
    private static void trivial(Manifest manifest, double[][] widths) {
        char[] padding = new char[1 << 10];
        Arrays.fill(padding, 'x');
        try (Writer out = nullWriter()) {
            long counter = 0;
            for (Label label : Label.values()) {
                double[] labelWidths = widths[label.ordinal()];
                for (long i = manifest.counts().nodes(label); i > 0; i--, counter++) {
                    for (int p = 0; p < labelWidths.length; p++) {
                        if (p > 0) {
                            out.write(',');
                        }
                        // Whole characters that add up to the mean: this line's share of the fraction.
                        int width = (int) ((long) ((counter + 1) * labelWidths[p]) - (long) (counter * labelWidths[p]));
                        String field = Long.toString(counter);
                        int digits = Math.min(field.length(), width);
                        out.write(field, 0, digits);
                        out.write(padding, 0, Math.min(width - digits, padding.length));
                    }
                    out.write('\n');
                }
            }
            for (RelType type : RelType.values()) {
                for (long i = manifest.counts().relationships(type); i > 0; i--, counter++) {
                    out.write(Long.toString(counter));
                    out.write(',');
                    out.write(Long.toString(counter + 1));
                    out.write('\n');
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Writer nullWriter() {
        return new BufferedWriter(new OutputStreamWriter(OutputStream.nullOutputStream(), StandardCharsets.UTF_8), 1 << 16);
    }
}
