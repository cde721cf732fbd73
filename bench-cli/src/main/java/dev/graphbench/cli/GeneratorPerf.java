package dev.graphbench.cli;

import dev.graphbench.api.graph.GraphSchema;
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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The generator writing its graph as CSV lines, against a trivial writer of as many lines of the
 * same columns, each field a counter padded or cut to the generator's mean width of it: what generating
 * costs over writing. Both write to a stream that drops the bytes, on this thread alone, so that
 * neither waits for a disk, and each is timed by this thread's CPU time.
 */
final class GeneratorPerf {

    private static final int ROUNDS = 5;
    /** JVMs each side is timed in, one after the other's. */
    private static final int FORKS = 3;
    /** JVM options that write a file or attach something, which the JVMs timing each side must not repeat. */
    private static final List<String> NOT_FORKED = List.of("-XX:AOTCacheOutput", "-XX:AOTConfiguration", "-XX:AOTMode",
            "-XX:ArchiveClassesAtExit", "-XX:StartFlightRecording", "-agentlib:", "-agentpath:", "-javaagent:",
            "-Xrunjdwp");
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private GeneratorPerf() {
    }

    /** @param warmupSeconds CPU seconds of untimed passes in each JVM before its rounds; at least one is made */
    static List<PerfFigure> measure(DatasetSpec spec, DatasetSpec larger, double warmupSeconds) {
        Manifest manifest = new Generator(spec).manifest();
        long records = manifest.counts().totalNodes() + manifest.counts().totalRelationships();
        // JVMs taken in turn, so that a busy spell of a shared machine falls on both sides.
        double[] generatorForks = new double[FORKS];
        double[] trivialForks = new double[FORKS];
        for (int fork = 0; fork < FORKS; fork++) {
            generatorForks[fork] = PerfFigure.medianRound(inItsOwnJvm(Side.GENERATOR, spec, warmupSeconds));
            trivialForks[fork] = PerfFigure.medianRound(inItsOwnJvm(Side.TRIVIAL, spec, warmupSeconds));
        }
        double generatorSeconds = PerfFigure.medianRound(generatorForks);
        double trivialSeconds = PerfFigure.medianRound(trivialForks);
        DatagenCommand.resetPeakHeap();
        generate(spec);
        long generatorHeap = DatagenCommand.peakHeap(true);

        Manifest largerManifest = new Generator(larger).manifest();
        long largerRecords = largerManifest.counts().totalNodes() + largerManifest.counts().totalRelationships();
        DatagenCommand.resetPeakHeap();
        double largerSeconds = time(() -> generate(larger));
        long largerHeap = DatagenCommand.peakHeap(true);

        String sf = ResultsFiles.sfLabel(spec.scaleFactor());
        String largerSf = ResultsFiles.sfLabel(larger.scaleFactor());
        return List.of(
                new PerfFigure("generator against a trivial CSV writer (scale factor " + sf + ", one thread)",
                        rate(records, generatorSeconds) + ", " + forks(generatorForks),
                        rate(records, trivialSeconds) + ", " + forks(trivialForks),
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

    /** The two sides timed, each alone in a JVM. */
    enum Side { GENERATOR, TRIVIAL }

    /**
     * Times {@code side} in a JVM of its own, as JMH forks a benchmark: in one JVM each side's code is
     * compiled against the profile the other left (the generator was measured 1.6 to 2.9 times as
     * slow at scale factor 0.1 after the trivial writer and the widths pass ran), which would time the
     * JIT, not the generator. JVMs also differ in how well they compile the generator, which the list
     * of each JVM's median shows. The JVM is this one's, with its options.
     */
    private static double[] inItsOwnJvm(Side side, DatasetSpec spec, double warmupSeconds) {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin",
                "java").toString()));
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(option -> NOT_FORKED.stream().noneMatch(option::startsWith)).forEach(command::add);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), GeneratorPerf.class.getName(), side.name(),
                String.valueOf(spec.scaleFactor()), String.valueOf(spec.seed()), String.valueOf(warmupSeconds)));
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            int exit = process.waitFor();
            if (exit != 0 || output.isEmpty()) {
                throw new IllegalStateException("the JVM timing the " + side.name().toLowerCase(Locale.ROOT)
                        + " exited with " + exit + (output.isEmpty() ? "" : ": " + output));
            }
            return Arrays.stream(output.split(" ")).mapToDouble(Double::parseDouble).toArray();
        } catch (IOException e) {
            throw new UncheckedIOException("could not start a JVM to time the "
                    + side.name().toLowerCase(Locale.ROOT), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while timing the " + side.name().toLowerCase(Locale.ROOT), e);
        }
    }

    /**
     * In the JVM {@link #inItsOwnJvm} starts: {@code side scaleFactor seed warmupSeconds}. Untimed passes for a while,
     * so that the side is timed once compiled, as a workload's warm-up calls are; then each round's CPU
     * seconds on one line.
     */
    public static void main(String[] args) {
        Side side = Side.valueOf(args[0]);
        DatasetSpec spec = DatasetSpec.of(Double.parseDouble(args[1]), Long.parseLong(args[2]));
        Runnable work;
        if (side == Side.GENERATOR) {
            work = () -> generate(spec);
        } else {
            Manifest manifest = new Generator(spec).manifest();
            double[][] widths = widths(spec);
            work = () -> trivial(manifest, widths);
        }
        double warmupSeconds = Double.parseDouble(args[3]);
        double warmedUp = 0;
        do {
            warmedUp += time(work);
        } while (warmedUp < warmupSeconds);
        double[] rounds = new double[ROUNDS];
        for (int round = 0; round < ROUNDS; round++) {
            rounds[round] = time(work);
        }
        System.out.println(String.join(" ", Arrays.stream(rounds).mapToObj(String::valueOf).toList()));
    }

    /** How the figure was taken, with each JVM's median, since a JVM may compile the same code better than another. */
    private static String forks(double[] medians) {
        return "the median of " + FORKS + " JVMs' median of " + ROUNDS + " rounds (" + String.join(", ",
                Arrays.stream(medians).mapToObj(seconds -> String.format(Locale.ROOT, "%.3f", seconds)).toList())
                + " CPU s)";
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

    /**
     * The mean width in characters of each column as the generator writes it: a row per label (its
     * properties), then a row per relationship type (its two ends' ids).
     */
    private static double[][] widths(DatasetSpec spec) {
        GraphSchema schema = GraphSchema.GENERATED;
        int labels = schema.labels().size();
        double[][] widths = new double[labels + schema.types().size()][];
        long[] lines = new long[widths.length];
        for (Label label : schema.labels()) {
            widths[schema.indexOf(label)] = new double[label.properties().size()];
        }
        for (RelType type : schema.types()) {
            widths[labels + schema.indexOf(type)] = new double[2];
        }
        Generator generator = new Generator(spec);
        for (Iterator<Node> nodes = generator.nodes(); nodes.hasNext(); ) {
            Node node = nodes.next();
            Object[] values = node.values();
            double[] sums = widths[schema.indexOf(node.label())];
            for (int i = 0; i < values.length; i++) {
                sums[i] += values[i].toString().length();
            }
            lines[schema.indexOf(node.label())]++;
        }
        for (Iterator<Relationship> relationships = generator.relationships(); relationships.hasNext(); ) {
            Relationship relationship = relationships.next();
            double[] sums = widths[labels + schema.indexOf(relationship.type())];
            sums[0] += relationship.srcId().length();
            sums[1] += relationship.dstId().length();
            lines[labels + schema.indexOf(relationship.type())]++;
        }
        for (int row = 0; row < widths.length; row++) {
            for (int i = 0; i < widths[row].length; i++) {
                widths[row][i] /= Math.max(1, lines[row]);
            }
        }
        return widths;
    }

    /**
     * As many lines of the same columns per label and type, each field a counter padded (or cut) to
     * the generator's mean width of that column, so that both write as many characters.
     */
    private static void trivial(Manifest manifest, double[][] widths) {
        char[] padding = new char[1 << 10];
        Arrays.fill(padding, 'x');
        GraphSchema schema = GraphSchema.GENERATED;
        int labels = schema.labels().size();
        try (Writer out = nullWriter()) {
            long counter = 0;
            for (Label label : schema.labels()) {
                for (long i = manifest.counts().nodes(label); i > 0; i--, counter++) {
                    line(out, counter, widths[schema.indexOf(label)], padding);
                }
            }
            for (RelType type : schema.types()) {
                for (long i = manifest.counts().relationships(type); i > 0; i--, counter++) {
                    line(out, counter, widths[labels + schema.indexOf(type)], padding);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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

    private static Writer nullWriter() {
        return new BufferedWriter(new OutputStreamWriter(OutputStream.nullOutputStream(), StandardCharsets.UTF_8), 1 << 16);
    }
}
