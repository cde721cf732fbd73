package dev.graphbench.cli;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
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
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The generator writing its graph as CSV lines, against a trivial writer of as many lines of the
 * same columns, each field made from a counter: what generating costs over writing. Both write to
 * a stream that drops the bytes, on this thread alone, so that neither waits for a disk.
 */
final class GeneratorPerf {

    private GeneratorPerf() {
    }

    static List<PerfFigure> measure(DatasetSpec spec, DatasetSpec larger) {
        Manifest manifest = new Generator(spec).manifest();
        long records = manifest.counts().totalNodes() + manifest.counts().totalRelationships();
        // Untimed once each, so that both are timed once compiled.
        generate(spec);
        trivial(manifest);
        DatagenCommand.resetPeakHeap();
        double generatorSeconds = time(() -> generate(spec));
        long generatorHeap = DatagenCommand.peakHeap(true);
        double trivialSeconds = time(() -> trivial(manifest));

        Manifest largerManifest = new Generator(larger).manifest();
        long largerRecords = largerManifest.counts().totalNodes() + largerManifest.counts().totalRelationships();
        DatagenCommand.resetPeakHeap();
        double largerSeconds = time(() -> generate(larger));
        long largerHeap = DatagenCommand.peakHeap(true);

        String sf = ResultsFiles.sfLabel(spec.scaleFactor());
        String largerSf = ResultsFiles.sfLabel(larger.scaleFactor());
        return List.of(
                new PerfFigure("generator against a trivial CSV writer (scale factor " + sf + ", one thread)",
                        rate(records, generatorSeconds), rate(records, trivialSeconds),
                        generatorSeconds / trivialSeconds, "within 1.5x, at least 3,000,000 records/s",
                        List.of("bench perf --sf " + sf + "  (GeneratorPerf: Generator.nodes()/relationships() as CSV"
                                        + " lines, then the same number of counter lines, to a null stream)",
                                "bench datagen --sf " + sf + " --dry-run  (the generator alone, no CSV)")),
                new PerfFigure("generator heap, scale factor " + sf + " against " + largerSf,
                        String.format(Locale.ROOT, "peak old generation %.1f MB at %s (%s)", largerHeap / 1e6,
                                largerSf, rate(largerRecords, largerSeconds)),
                        String.format(Locale.ROOT, "%.1f MB at %s", generatorHeap / 1e6, sf),
                        Math.max(largerHeap, 1) / (double) Math.max(generatorHeap, 1), "flat: about 1x",
                        List.of("bench perf --sf " + sf + " --larger-sf " + largerSf)));
    }

    private static String rate(long records, double seconds) {
        return String.format(Locale.ROOT, "%,d records in %.2f s, %,.0f records/s", records, seconds, records / seconds);
    }

    private static double time(Runnable work) {
        long start = System.nanoTime();
        work.run();
        return (System.nanoTime() - start) / 1e9;
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

    /** As many lines of the same columns per label and type, each field a counter. */
    private static void trivial(Manifest manifest) {
        try (Writer out = nullWriter()) {
            long counter = 0;
            for (Label label : Label.values()) {
                List<Property> properties = label.properties();
                for (long i = manifest.counts().nodes(label); i > 0; i--, counter++) {
                    for (int p = 0; p < properties.size(); p++) {
                        if (p > 0) {
                            out.write(',');
                        }
                        out.write(Long.toString(counter));
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
