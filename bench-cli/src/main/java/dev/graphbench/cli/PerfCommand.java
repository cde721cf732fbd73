package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.workloads.RunOption;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code bench perf}: the harness's own cost, as ratios to plain tools doing the same work, each
 * measured side by side in one run and printed with the commands that produced it.
 */
@Parameters(commandDescription = "Measure the harness's own cost against a trivial CSV writer, psql \\copy and pgbench")
final class PerfCommand implements Main.Command {

    static final String GENERATOR = "generator";
    static final String POSTGRES = "postgres";
    private static final Set<String> PARTS = Set.of(GENERATOR, POSTGRES);

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(names = "--sf", descriptionKey = "sf")
    String scaleFactor = RunOption.SCALE_FACTOR.defaultText();

    @Parameter(names = "--larger-sf", description = "Scale factor the generator's heap is compared at")
    String largerScaleFactor = "1";

    @Parameter(names = "--seed", descriptionKey = "seed")
    String seed = RunOption.SEED.defaultText();

    @Parameter(names = "--parts", description = "What to measure, comma-separated: generator, postgres")
    String parts = GENERATOR + "," + POSTGRES;

    @Parameter(names = "--warmup-seconds", description = "CPU seconds of untimed passes in each JVM that times the generator or the trivial writer, before its rounds")
    double warmupSeconds = 2;

    @Parameter(names = "--calls", description = "One-hop calls timed one by one in each of five rounds (pgbench makes as many), and arguments per thread")
    int calls = 1000;

    @Parameter(names = "--threads", description = "Threads of the throughput figure, and pgbench's -c and -j")
    int threads = 8;

    @Parameter(names = "--duration", description = "Seconds pgbench and the harness each run for the throughput figure")
    int duration = 5;

    @Parameter(names = "--psql", description = "The psql program")
    String psql = "psql";

    @Parameter(names = "--pgbench", description = "The pgbench program")
    String pgbench = "pgbench";

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        List<String> asked = List.of(parts.split(","));
        for (String part : asked) {
            if (!PARTS.contains(part.strip())) {
                throw new UsageException("--parts takes generator and postgres, comma-separated, got '" + part.strip() + "'");
            }
        }
        positive("--calls", calls);
        positive("--threads", threads);
        positive("--duration", duration);
        if (!(warmupSeconds >= 0) || Double.isInfinite(warmupSeconds)) {
            throw new UsageException("--warmup-seconds must be 0 seconds or more, got '"
                    + RunOption.plain(warmupSeconds) + "'");
        }
        long seedValue = RunOption.SEED.parse(seed);
        DatasetSpec spec = DatasetSpec.of(RunOption.SCALE_FACTOR.parse(scaleFactor), seedValue);
        DatasetSpec larger = DatasetSpec.of(RunOption.SCALE_FACTOR.parse(largerScaleFactor), seedValue);
        PrintStream out = context.out();
        List<PerfFigure> figures = new ArrayList<>();
        if (asked.stream().anyMatch(part -> part.strip().equals(GENERATOR))) {
            figures.addAll(print(out, GeneratorPerf.measure(spec, larger, warmupSeconds)));
        }
        if (asked.stream().anyMatch(part -> part.strip().equals(POSTGRES))) {
            Path work = temporaryFolder();
            try {
                figures.addAll(print(out, PostgresPerf.measure(context.catalog(), spec, psql, pgbench, work, calls,
                        threads, duration)));
            } finally {
                delete(work);
            }
        }
        return figures.stream().anyMatch(figure -> Double.isNaN(figure.ratio())) ? ExitCode.INCOMPLETE : ExitCode.OK;
    }

    private static List<PerfFigure> print(PrintStream out, List<PerfFigure> figures) {
        for (PerfFigure figure : figures) {
            figure.print(out);
            out.println();
        }
        return figures;
    }

    private static void positive(String option, int value) {
        if (value < 1) {
            throw new UsageException(option + " must be at least 1, got " + value);
        }
    }

    private static Path temporaryFolder() {
        try {
            return Files.createTempDirectory("bench-perf");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary folder for bench perf", e);
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + folder, e);
        }
    }
}
