package dev.graphbench.perf;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * How the JMH benchmarks are run: each in JVMs of its own ({@link #forks}), since in one JVM a benchmark
 * is compiled against the profile the one before it left and would time the JIT, not the code; JVMs
 * also differ in how well they compile the same code, which each JVM's figure shows.
 *
 * @param forks            JVMs each benchmark runs in, one after the other
 * @param warmupSeconds    untimed running in each JVM before its iterations; 0 for none
 * @param iterations       timed iterations in each JVM
 * @param iterationSeconds how long each iteration runs
 */
public record Jmh(int forks, double warmupSeconds, int iterations, double iterationSeconds) {

    /** JVM options that write a file or attach something, which the forked JVMs must not repeat. */
    private static final List<String> NOT_FORKED = List.of("-XX:AOTCacheOutput", "-XX:AOTConfiguration", "-XX:AOTMode",
            "-XX:ArchiveClassesAtExit", "-XX:StartFlightRecording", "-agentlib:", "-agentpath:", "-javaagent:",
            "-Xrunjdwp");

    public Jmh {
        if (forks < 1 || iterations < 1) {
            throw new IllegalArgumentException("JMH needs at least one fork and one iteration");
        }
        if (!(warmupSeconds >= 0) || !(iterationSeconds > 0) || Double.isInfinite(warmupSeconds + iterationSeconds)) {
            throw new IllegalArgumentException("warm-up and iteration times must be finite, the iterations' above 0");
        }
    }

    /**
     * What one benchmark measured: in each JVM the median iteration (the median call, for a benchmark
     * that times each call) and the mean.
     *
     * @param unit    the unit of both, as JMH gives it ({@code ms/op}, {@code us/op})
     * @param medians each JVM's median
     * @param means   each JVM's mean
     */
    public record Measured(String unit, double[] medians, double[] means) {

        /** The middle JVM's median. */
        public double median() {
            return PerfFigure.medianRound(medians);
        }

        /** The middle JVM's mean. */
        public double mean() {
            return PerfFigure.medianRound(means);
        }

        /** How the figure was taken, with each JVM's median: {@code the median of 3 JVMs' median of 5 iterations (...)}. */
        public String forks(String of, String format) {
            return "the median of " + medians.length + " JVMs' median of " + of + " (" + String.join(", ",
                    Arrays.stream(medians).mapToObj(value -> String.format(Locale.ROOT, format, value)).toList())
                    + " " + unit + ")";
        }
    }

    /**
     * Runs {@code benchmarks} (each {@code package.Class.method}) with {@code parameters}, one after the other.
     *
     * @return each benchmark's figures, by its name
     * @throws IllegalStateException when a benchmark failed, with JMH's reason
     */
    public Map<String, Measured> run(List<String> benchmarks, Map<String, String> parameters) {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .forks(forks)
                .warmupIterations(warmupSeconds > 0 ? 1 : 0)
                .warmupTime(TimeValue.milliseconds(Math.max(1, Math.round(warmupSeconds * 1000))))
                .measurementIterations(iterations)
                .measurementTime(TimeValue.milliseconds(Math.max(1, Math.round(iterationSeconds * 1000))))
                .jvmArgs(forkedJvmOptions().toArray(String[]::new))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT);
        for (String benchmark : benchmarks) {
            options.include("^" + Pattern.quote(benchmark) + "$");
        }
        parameters.forEach((name, value) -> options.param(name, value));
        // JMH refuses to start while another JMH holds its lock file; on a shared machine the other may be
        // another user's, and its load shows in each JVM's figure, which is printed.
        System.setProperty("jmh.ignoreLock", "true");
        Collection<RunResult> results;
        try {
            results = new Runner(options.build()).run();
        } catch (RunnerException e) {
            String why = reason(e);
            if (why != null && why.startsWith("No benchmarks to run")) {
                throw new IllegalStateException("JMH found none of " + String.join(", ", benchmarks)
                        + " (is META-INF/BenchmarkList on the class path?)", e);
            }
            throw new IllegalStateException("a JMH benchmark failed: " + why, e);
        }
        Map<String, Measured> measured = new LinkedHashMap<>();
        for (RunResult result : results) {
            measured.put(result.getParams().getBenchmark(), measured(result));
        }
        for (String benchmark : benchmarks) {
            if (!measured.containsKey(benchmark)) {
                throw new IllegalStateException("JMH found no benchmark " + benchmark + " (is META-INF/BenchmarkList on the class path?)");
            }
        }
        return measured;
    }

    /** What failed first, under JMH's wrapping: each benchmark thread's failure is a suppressed one. */
    private static String reason(Throwable failure) {
        Throwable innermost = failure;
        while (true) {
            if (innermost.getSuppressed().length > 0) {
                innermost = innermost.getSuppressed()[0];
            } else if (innermost.getCause() != null && innermost.getCause() != innermost) {
                innermost = innermost.getCause();
            } else {
                return innermost.getMessage() == null ? innermost.toString() : innermost.getMessage();
            }
        }
    }

    private static Measured measured(RunResult result) {
        List<BenchmarkResult> forks = List.copyOf(result.getBenchmarkResults());
        double[] medians = new double[forks.size()];
        double[] means = new double[forks.size()];
        for (int i = 0; i < medians.length; i++) {
            BenchmarkResult fork = forks.get(i);
            means[i] = fork.getPrimaryResult().getScore();
            if (result.getParams().getMode() == Mode.SampleTime) {
                medians[i] = fork.getPrimaryResult().getStatistics().getPercentile(50);
            } else {
                medians[i] = PerfFigure.medianRound(fork.getIterationResults().stream()
                        .mapToDouble(iteration -> iteration.getPrimaryResult().getScore()).toArray());
            }
        }
        return new Measured(result.getPrimaryResult().getScoreUnit(), medians, means);
    }

    /** This JVM's options, less those that must not run twice; JMH adds the class path. */
    private static List<String> forkedJvmOptions() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(option -> NOT_FORKED.stream().noneMatch(option::startsWith)).toList();
    }
}
