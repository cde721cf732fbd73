package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.options.OptionNames;
import dev.graphbench.options.RunOption;
import dev.graphbench.perf.FalkorDbComparison;
import dev.graphbench.perf.GeneratorFigures;
import dev.graphbench.perf.Jmh;
import dev.graphbench.perf.PerfFigure;
import dev.graphbench.perf.PostgresComparison;
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
 * measured side by side in one run and printed with the commands that produced it. The measuring is
 * bench-perf's: its JMH benchmarks and its comparisons with psql, pgbench and valkey-benchmark.
 */
@Parameters(commandDescription = "Measure the harness's own cost against a trivial CSV writer, plain JDBC and Jedis,"
        + " psql \\copy, pgbench and valkey-benchmark")
final class PerfCommand implements Main.Command {

    static final String GENERATOR = "generator";
    static final String POSTGRES = "postgres";
    static final String FALKORDB = "falkordb";
    private static final Set<String> PARTS = Set.of(GENERATOR, POSTGRES, FALKORDB);

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(names = OptionNames.SF, descriptionKey = OptionNames.SF)
    String scaleFactor = RunOption.SCALE_FACTOR.defaultText();

    @Parameter(names = "--larger-sf", description = "Scale factor the generator's heap is compared at")
    String largerScaleFactor = "1";

    @Parameter(names = OptionNames.SEED, descriptionKey = OptionNames.SEED)
    String seed = RunOption.SEED.defaultText();

    @Parameter(names = "--parts", description = "What to measure, comma-separated: generator, postgres, falkordb")
    String parts = GENERATOR + "," + POSTGRES + "," + FALKORDB;

    @Parameter(names = "--forks", description = "JVMs each JMH benchmark runs in, one after the other")
    int forks = 3;

    @Parameter(names = "--jmh-warmup-seconds", description = "Seconds of untimed running in each JMH JVM before its iterations")
    double warmupSeconds = 2;

    @Parameter(names = "--iterations", description = "Timed iterations in each JMH JVM")
    int iterations = 5;

    @Parameter(names = "--iteration-seconds", description = "Seconds each JMH iteration runs")
    double iterationSeconds = 1;

    @Parameter(names = "--round-calls", description = "One-hop calls timed one by one in each of five rounds (pgbench and"
            + " valkey-benchmark make as many), and arguments per thread")
    int calls = 1000;

    @Parameter(names = "--throughput-threads", description = "Threads of the throughput figure, and pgbench's -c and -j")
    int threads = 8;

    @Parameter(names = "--throughput-seconds", description = "Seconds pgbench and the harness each run for the throughput"
            + " figure")
    int duration = 5;

    @Parameter(names = "--psql", description = "The psql program")
    String psql = "psql";

    @Parameter(names = "--pgbench", description = "The pgbench program")
    String pgbench = "pgbench";

    @Parameter(names = "--valkey-benchmark", description = "The valkey-benchmark program")
    String valkeyBenchmark = "valkey-benchmark";

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        // The slim jar holds neither bench-perf nor the engines it measures; nothing here may name them before this.
        if (PerfCommand.class.getClassLoader().getResource("META-INF/BenchmarkList") == null) {
            throw new UsageException("bench perf needs bench-perf's JMH benchmarks, which this jar does not hold: run it"
                    + " from bench-cli.jar, not the slim jar");
        }
        List<String> asked = List.of(parts.split(",")).stream().map(String::strip).toList();
        for (String part : asked) {
            if (!PARTS.contains(part)) {
                throw new UsageException("--parts takes generator, postgres and falkordb, comma-separated, got '"
                        + part + "'");
            }
        }
        positive("--round-calls", calls);
        positive("--throughput-threads", threads);
        positive("--throughput-seconds", duration);
        positive("--forks", forks);
        positive("--iterations", iterations);
        if (!(warmupSeconds >= 0) || Double.isInfinite(warmupSeconds)) {
            throw new UsageException("--jmh-warmup-seconds must be 0 seconds or more, got '"
                    + RunOption.plain(warmupSeconds) + "'");
        }
        if (!(iterationSeconds >= 0.001) || Double.isInfinite(iterationSeconds)) {
            throw new UsageException("--iteration-seconds must be 0.001 seconds or more, got '"
                    + RunOption.plain(iterationSeconds) + "'");
        }
        Jmh jmh = new Jmh(forks, warmupSeconds, iterations, iterationSeconds);
        long seedValue = RunOption.SEED.parse(seed);
        DatasetSpec spec = DatasetSpec.of(RunOption.SCALE_FACTOR.parse(scaleFactor), seedValue);
        DatasetSpec larger = DatasetSpec.of(RunOption.SCALE_FACTOR.parse(largerScaleFactor), seedValue);
        PrintStream out = context.out();
        List<PerfFigure> figures = new ArrayList<>();
        if (asked.contains(GENERATOR)) {
            figures.addAll(print(out, GeneratorFigures.measure(spec, larger, jmh)));
        }
        if (asked.contains(POSTGRES)) {
            Path work = temporaryFolder();
            try {
                figures.addAll(print(out, PostgresComparison.measure(context.catalog(), spec, psql, pgbench, work,
                        calls, threads, duration, jmh)));
            } finally {
                delete(work);
            }
        }
        if (asked.contains(FALKORDB)) {
            Path work = temporaryFolder();
            try {
                figures.addAll(print(out, FalkorDbComparison.measure(context.catalog(), spec, valkeyBenchmark, work,
                        calls, jmh)));
            } finally {
                delete(work);
            }
        }
        return figures.stream().allMatch(PerfFigure::measured) ? ExitCode.OK : ExitCode.INCOMPLETE;
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
