package dev.graphbench.workloads;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.workloads.runner.EngineRunner;
import dev.graphbench.workloads.runner.ReferenceAnswers;
import dev.graphbench.workloads.runner.RunConfig;
import dev.graphbench.workloads.runner.Target;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A benchmark run: a dataset, phases, a method, engines. Build one, {@link #run()} it, read the
 * {@link BenchmarkResult}; the CLI does nothing more than this.
 *
 * <pre>{@code
 * BenchmarkResult result = Benchmark.builder()
 *         .engines("postgres")
 *         .scaleFactor(0.1)
 *         .phases(Phase.LOAD, Phase.TRAVERSE)
 *         .output(Path.of("results"))
 *         .build()
 *         .run();
 * }</pre>
 *
 * <p>The reference engine always runs first, when it is on the class path, and every other engine's
 * answers are checked against its own; where it answers nothing (the object store's workloads), against
 * those of the first engine that answered. An engine that cannot start, a load that fails, a workload
 * that fails: each is recorded as skipped or held with its reason, and the run goes on.
 */
public final class Benchmark {

    /** Timed calls per workload unless told otherwise. */
    public static final int DEFAULT_CALLS = 300;
    /** Untimed calls before each workload unless told otherwise. */
    public static final int DEFAULT_WARMUP = 10;
    /** The least seconds each workload is warmed up for unless told otherwise. */
    public static final double DEFAULT_WARMUP_SECONDS = 2;
    /**
     * Seconds of the untimed pass before an engine's first timed phase unless told otherwise: Neo4j in
     * this JVM, just loaded, answers a lookup by id in 8 ms for its first seconds and in 0.5 ms after
     * about half a minute of calls.
     */
    public static final double DEFAULT_SETTLE_SECONDS = 30;
    /** Seconds after which a workload stops calling unless told otherwise. */
    public static final double DEFAULT_MAX_SECONDS = 60;
    /** The scale factor a run uses unless told otherwise. */
    public static final double DEFAULT_SCALE_FACTOR = 0.1;
    /** Threads at once in the concurrent phase's headline measurement unless told otherwise. */
    public static final int DEFAULT_THREADS = 8;
    /** The most threads a concurrent measurement may use. */
    public static final int MAX_THREADS = 256;
    /**
     * Seconds each concurrent measurement times unless told otherwise: enough for a steady figure at the
     * default scale factor, with the seven measurements of an engine kept under a minute. The write-up
     * timed 15.
     */
    public static final double DEFAULT_DURATION_SECONDS = 5;
    /** The shortest timed window of a concurrent measurement, in seconds. */
    public static final double MIN_DURATION_SECONDS = 1;
    /** The thread counts of the thread sweep unless told otherwise. */
    public static final List<Integer> DEFAULT_SWEEP = List.of(1, 2, 4, 8);
    /** The people the hops phase starts from unless told otherwise. */
    public static final int DEFAULT_HOPS_PEOPLE = 150;
    /** The most people the hops phase may start from. */
    public static final int MAX_HOPS_PEOPLE = 10_000;

    private final RunConfig config;
    private final List<Target> targets;
    private final RunListener listener;

    private Benchmark(RunConfig config, List<Target> targets, RunListener listener) {
        this.config = config;
        this.targets = targets;
        this.listener = listener;
    }

    /** A builder with the defaults: every engine that can run here, scale factor 0.1, all phases. */
    public static Builder builder() {
        return new Builder();
    }

    /** Runs every engine in turn and writes a results file for each as it goes. */
    public BenchmarkResult run() {
        listener.message("", "generating the manifest of scale factor " + ResultsFiles.sfLabel(config.spec().scaleFactor())
                + ", seed " + config.spec().seed());
        Manifest manifest = new Generator(config.spec()).manifest();
        ReferenceAnswers judge = new ReferenceAnswers();
        List<EngineRun> runs = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        for (Target target : targets) {
            EngineRunner runner = new EngineRunner(config, manifest, listener, judge);
            EngineRun run = runner.run(target);
            runs.add(run);
            files.add(runner.file());
        }
        return new BenchmarkResult(List.copyOf(runs), List.copyOf(files));
    }

    /** The settings of a run; {@link #build()} checks them and fails with one line per problem. */
    public static final class Builder {
        private final List<String> engineNames = new ArrayList<>();
        private final Map<EngineProvider, Engine> openEngines = new LinkedHashMap<>();
        private EngineCatalog catalog;
        private double scaleFactor = DEFAULT_SCALE_FACTOR;
        private long seed = DatasetSpec.DEFAULT_SEED;
        private Set<Phase> phases = EnumSet.allOf(Phase.class);
        private int calls = DEFAULT_CALLS;
        private int warmup = DEFAULT_WARMUP;
        private double warmupSeconds = DEFAULT_WARMUP_SECONDS;
        private double settleSeconds = DEFAULT_SETTLE_SECONDS;
        private double maxSecondsPerWorkload = DEFAULT_MAX_SECONDS;
        private int threads = DEFAULT_THREADS;
        private double durationSeconds = DEFAULT_DURATION_SECONDS;
        private List<Integer> sweep = DEFAULT_SWEEP;
        private int hopsPeople = DEFAULT_HOPS_PEOPLE;
        private Path output = Path.of("results");
        private Path workDirectory;
        private boolean answers;
        private RunListener listener = new RunListener() { };

        private Builder() {
        }

        /** The engines to run, by provider name; none means every engine that can run here. */
        public Builder engines(String... names) {
            return engines(List.of(names));
        }

        /** The engines to run, by provider name; none means every engine that can run here. */
        public Builder engines(List<String> names) {
            engineNames.addAll(names);
            return this;
        }

        /**
         * Also runs {@code engine}, already open, as {@code provider}'s (whose name, display name and
         * statements it takes); the run does not close it.
         */
        public Builder engine(EngineProvider provider, Engine engine) {
            openEngines.put(provider, engine);
            return this;
        }

        /** Where engines are found; by default every provider on the class path, settings from the environment. */
        public Builder catalog(EngineCatalog catalog) {
            this.catalog = catalog;
            return this;
        }

        /** The dataset's scale factor: above 0, at most {@link DatasetSpec#MAX_SCALE_FACTOR}. */
        public Builder scaleFactor(double scaleFactor) {
            this.scaleFactor = scaleFactor;
            return this;
        }

        /** The dataset's seed. */
        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        /** The phases to run. */
        public Builder phases(Phase... phases) {
            return phases(Set.of(phases));
        }

        /** The phases to run. */
        public Builder phases(Set<Phase> phases) {
            this.phases = phases.isEmpty() ? EnumSet.noneOf(Phase.class) : EnumSet.copyOf(phases);
            return this;
        }

        /** Timed calls per workload, at least 1. */
        public Builder calls(int calls) {
            this.calls = calls;
            return this;
        }

        /** Untimed calls before each workload, at least 1 (the first is recorded as the cold call). */
        public Builder warmup(int warmup) {
            this.warmup = warmup;
            return this;
        }

        /**
         * The least seconds each workload is warmed up for, 0 or more: warm-up goes on until both this and
         * {@link #warmup} calls are reached, so that an engine whose code the JIT is still compiling is not
         * timed cold. Never beyond {@link #maxSecondsPerWorkload}.
         */
        public Builder warmupSeconds(double seconds) {
            this.warmupSeconds = seconds;
            return this;
        }

        /**
         * Seconds of an untimed pass, 0 or more, before each engine's first timed phase: the reads,
         * traversals and whole-graph queries of the run, each called back to back for an equal share of
         * it, at least once. It lets an engine settle after the load and compile its query paths before
         * anything is timed, whichever phase comes first.
         */
        public Builder settleSeconds(double seconds) {
            this.settleSeconds = seconds;
            return this;
        }

        /** Seconds after which a workload stops calling, whatever {@link #calls} says. */
        public Builder maxSecondsPerWorkload(double seconds) {
            this.maxSecondsPerWorkload = seconds;
            return this;
        }

        /** Threads at once in the concurrent phase's headline measurement, from 1 to {@value #MAX_THREADS}. */
        public Builder threads(int threads) {
            this.threads = threads;
            return this;
        }

        /** Seconds each concurrent measurement times, after its warm-up; at least 1. */
        public Builder durationSeconds(double seconds) {
            this.durationSeconds = seconds;
            return this;
        }

        /**
         * The thread counts of the thread sweep, each from 1 to {@value #MAX_THREADS}; the one equal to
         * {@link #threads} is not measured twice: the headline measurement serves both.
         */
        public Builder sweep(int... threadCounts) {
            return sweep(Arrays.stream(threadCounts).boxed().toList());
        }

        /** The thread counts of the thread sweep, as {@link #sweep(int...)}. */
        public Builder sweep(List<Integer> threadCounts) {
            this.sweep = List.copyOf(threadCounts);
            return this;
        }

        /** The people the hops phase starts from, from 1 to {@value #MAX_HOPS_PEOPLE}; all of them when the graph has fewer. */
        public Builder hopsPeople(int people) {
            this.hopsPeople = people;
            return this;
        }

        /** The folder results files are written to; created when missing. */
        public Builder output(Path output) {
            this.output = output;
            return this;
        }

        /** Where embedded servers keep their data; a temporary folder by default. */
        public Builder workDirectory(Path workDirectory) {
            this.workDirectory = workDirectory;
            return this;
        }

        /** Also writes every timed call's arguments and canonical answer as JSON lines. */
        public Builder answers(boolean answers) {
            this.answers = answers;
            return this;
        }

        /** Told what the run is doing. */
        public Builder listener(RunListener listener) {
            this.listener = listener;
            return this;
        }

        /**
         * Checks the settings and resolves the engines.
         *
         * @throws IllegalArgumentException with one line saying what is wrong and what to do
         */
        public Benchmark build() {
            DatasetSpec spec = DatasetSpec.of(scaleFactor, seed);
            if (calls < 1) {
                throw new IllegalArgumentException("calls must be at least 1, got " + calls);
            }
            if (warmup < 1) {
                throw new IllegalArgumentException("warm-up calls must be at least 1, got " + warmup);
            }
            if (!(warmupSeconds >= 0) || Double.isInfinite(warmupSeconds)) {
                throw new IllegalArgumentException("warm-up seconds must be 0 or more, got " + warmupSeconds);
            }
            if (!(settleSeconds >= 0) || Double.isInfinite(settleSeconds)) {
                throw new IllegalArgumentException("settle seconds must be 0 or more, got " + settleSeconds);
            }
            if (!(maxSecondsPerWorkload > 0)) {
                throw new IllegalArgumentException("the time per workload must be above 0 seconds, got "
                        + maxSecondsPerWorkload);
            }
            checkThreads("threads", threads);
            if (!(durationSeconds >= MIN_DURATION_SECONDS) || Double.isInfinite(durationSeconds)) {
                throw new IllegalArgumentException("the duration of a concurrent measurement must be at least "
                        + (int) MIN_DURATION_SECONDS + " second, got " + durationSeconds);
            }
            if (sweep.isEmpty()) {
                throw new IllegalArgumentException("the thread sweep names no thread count; give some from 1 to "
                        + MAX_THREADS + ", such as 1,2,4,8");
            }
            sweep.forEach(count -> checkThreads("thread counts of the sweep", count));
            if (hopsPeople < 1 || hopsPeople > MAX_HOPS_PEOPLE) {
                throw new IllegalArgumentException("the people of the hops phase must be from 1 to " + MAX_HOPS_PEOPLE
                        + ", got " + hopsPeople);
            }
            if (phases.isEmpty()) {
                throw new IllegalArgumentException("no phase to run; phases are " + Phase.names());
            }
            checkWritable(output);
            Path work = workDirectory != null ? workDirectory : Path.of(System.getProperty("java.io.tmpdir"));
            EngineCatalog engines = catalog != null ? catalog
                    : EngineCatalog.discover(Thread.currentThread().getContextClassLoader(), System.getenv());

            List<Target> resolved = new ArrayList<>();
            List<EngineProvider> providers = new ArrayList<>();
            if (engineNames.isEmpty() && openEngines.isEmpty()) {
                providers.addAll(engines.providers());
            } else {
                for (String name : engineNames) {
                    EngineProvider provider = engines.provider(name);
                    if (!providers.contains(provider)) {
                        providers.add(provider);
                    }
                }
                // The reference runs first whenever it is there: it is the judge of every other answer.
                engines.find(EngineCatalog.REFERENCE)
                        .filter(reference -> !providers.contains(reference) && openEngines.keySet().stream()
                                .noneMatch(open -> open.name().equals(EngineCatalog.REFERENCE)))
                        .ifPresent(providers::add);
            }
            providers.sort((a, b) -> Boolean.compare(!a.name().equals(EngineCatalog.REFERENCE),
                    !b.name().equals(EngineCatalog.REFERENCE)));
            for (EngineProvider provider : providers) {
                boolean requested = engineNames.contains(provider.name());
                resolved.add(Target.of(provider, engines.settings(provider), engines.availability(provider), requested));
            }
            openEngines.forEach((provider, engine) -> {
                Target target = Target.of(provider, engine);
                if (provider.name().equals(EngineCatalog.REFERENCE)) {
                    resolved.add(0, target);
                } else {
                    resolved.add(target);
                }
            });
            RunConfig config = new RunConfig(spec, phases, calls, warmup, warmupSeconds, settleSeconds, maxSecondsPerWorkload, threads, durationSeconds,
                    new TreeSet<>(sweep).stream().toList(), hopsPeople, output, work, answers);
            return new Benchmark(config, List.copyOf(resolved), listener);
        }

        private static void checkThreads(String what, int count) {
            if (count < 1 || count > MAX_THREADS) {
                throw new IllegalArgumentException(what + " must be from 1 to " + MAX_THREADS + ", got " + count);
            }
        }

        private static void checkWritable(Path output) {
            try {
                Files.createDirectories(output);
                Path probe = Files.createTempFile(output, ".write-check", ".tmp");
                Files.delete(probe);
            } catch (IOException | SecurityException e) {
                throw new IllegalArgumentException("cannot write results to " + output + " (" + e.getClass().getSimpleName()
                        + (e.getMessage() != null && !e.getMessage().equals(output.toString()) ? ": " + e.getMessage() : "")
                        + "); choose a folder you can write to");
            }
        }
    }
}
