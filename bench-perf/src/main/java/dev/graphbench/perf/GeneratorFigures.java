package dev.graphbench.perf;

import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.results.ResultsFiles;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The harness's work in the JVM alone, as JMH measures it: the generator written as CSV against a
 * trivial writer, the COPY encoder against the generator alone; and the generator's heap at two scale
 * factors, which must not grow with the graph.
 */
public final class GeneratorFigures {

    static final String GENERATOR = GeneratorBenchmark.class.getName() + ".nodesAndRelationships";
    static final String CSV_EXPORT = CsvWriterBenchmark.class.getName() + ".csvExport";
    static final String TRIVIAL_WRITER = CsvWriterBenchmark.class.getName() + ".trivialWriter";
    static final String COPY_ENCODER = CopyEncoderBenchmark.class.getName() + ".copyBatches";

    private GeneratorFigures() {
    }

    /** The figures at {@code spec}, the heap's also at {@code larger}. */
    public static List<PerfFigure> measure(DatasetSpec spec, DatasetSpec larger, Jmh jmh) {
        Map<String, Jmh.Measured> measured = jmh.run(List.of(GENERATOR, CSV_EXPORT, TRIVIAL_WRITER, COPY_ENCODER),
                Map.of("scaleFactor", String.valueOf(spec.scaleFactor()), "seed", String.valueOf(spec.seed())));
        long records = records(spec);
        Jmh.Measured generator = measured.get(GENERATOR);
        Jmh.Measured csv = measured.get(CSV_EXPORT);
        Jmh.Measured trivial = measured.get(TRIVIAL_WRITER);
        Jmh.Measured copy = measured.get(COPY_ENCODER);
        String of = jmh.iterations() + " iterations";
        String sf = ResultsFiles.sfLabel(spec.scaleFactor());
        String largerSf = ResultsFiles.sfLabel(larger.scaleFactor());
        String command = "bench perf --parts generator --sf " + sf;

        PeakHeap.reset();
        generate(spec);
        long heap = PeakHeap.bytes(true);
        long largerRecords = records(larger);
        PeakHeap.reset();
        long start = System.nanoTime();
        generate(larger);
        double largerMillis = (System.nanoTime() - start) / 1e6;
        long largerHeap = PeakHeap.bytes(true);

        return List.of(
                new PerfFigure("generator written as CSV against a trivial CSV writer (scale factor " + sf
                        + ", one thread)",
                        rate(records, csv.median()) + ", " + csv.forks(of, "%.2f") + "; the generator alone "
                                + rate(records, generator.median()),
                        rate(records, trivial.median()) + ", " + trivial.forks(of, "%.2f"),
                        csv.median() / trivial.median(), "within 1.5x, at least 3,000,000 records/s",
                        List.of(command + "  (JMH: CsvWriterBenchmark.csvExport, CsvExport's files of the graph,"
                                        + " against .trivialWriter, as many lines of counters padded to the same mean"
                                        + " widths, both into writers that drop the text)",
                                command + "  (JMH: GeneratorBenchmark, the generator alone, no CSV)")),
                new PerfFigure("COPY encoding of the generated graph against the generator alone (scale factor " + sf
                        + ", no server)",
                        rate(records, copy.median()) + ", " + copy.forks(of, "%.2f"),
                        rate(records, generator.median()) + ", " + generator.forks(of, "%.2f"),
                        copy.median() / generator.median(), "-",
                        List.of(command + "  (JMH: CopyEncoderBenchmark, the PostgreSQL loader's CopyText in its"
                                + " CopyBatches on their own thread, each batch handed back at once, against"
                                + " GeneratorBenchmark)")),
                new PerfFigure("generator heap, scale factor " + sf + " against " + largerSf,
                        String.format(Locale.ROOT, "peak old generation %.1f MB at %s (%s)", largerHeap / 1e6,
                                largerSf, rate(largerRecords, largerMillis)),
                        String.format(Locale.ROOT, "%.1f MB at %s", heap / 1e6, sf),
                        Math.max(largerHeap, 1) / (double) Math.max(heap, 1), "flat: about 1x",
                        List.of("bench perf --parts generator --sf " + sf + " --larger-sf " + largerSf)));
    }

    private static long records(DatasetSpec spec) {
        Manifest manifest = new Generator(spec).manifest();
        return manifest.counts().totalNodes() + manifest.counts().totalRelationships();
    }

    private static String rate(long records, double millis) {
        return String.format(Locale.ROOT, "%,d records in %.1f ms, %,.0f records/s", records, millis,
                records / (millis / 1000));
    }

    /** The whole graph streamed, as a load reads it. */
    private static void generate(DatasetSpec spec) {
        Generator generator = new Generator(spec);
        generator.nodes().forEachRemaining(node -> { });
        generator.relationships().forEachRemaining(relationship -> { });
    }
}
