package dev.graphbench.workloads;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.workloads.runner.EngineRunner;
import dev.graphbench.workloads.runner.LoadSettings;
import dev.graphbench.workloads.runner.ReferenceAnswers;
import dev.graphbench.workloads.runner.RunConfig;
import dev.graphbench.workloads.runner.Timetable;
import dev.graphbench.workloads.runner.Target;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
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

    private final RunConfig config;
    private final List<Target> targets;
    private final RunListener listener;

    private Benchmark(RunConfig config, List<Target> targets, RunListener listener) {
        this.config = config;
        this.targets = targets;
        this.listener = listener;
    }

    /** A builder with the defaults of {@link RunOption}: every engine that can run here, every phase. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Runs every engine in turn and writes a results file for each as it goes, into a folder of the
     * run's own under the output folder ({@link ResultsFolder}), so that no run overwrites another's.
     */
    public BenchmarkResult run() {
        String id = ResultsFolder.newRunId(Instant.now());
        Path folder = ResultsFolder.at(config.output()).createRun(id);
        listener.runStarted(id, folder);
        listener.message("", "run " + id + ": generating the manifest of scale factor "
                + ResultsFiles.sfLabel(config.spec().scaleFactor()) + ", seed " + config.spec().seed());
        Manifest manifest = new Generator(config.spec()).manifest();
        ReferenceAnswers judge = new ReferenceAnswers();
        List<EngineRun> runs = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        List<String> unwritten = new ArrayList<>();
        for (Target target : targets) {
            EngineRunner runner = new EngineRunner(config.inRun(id, folder), manifest, listener, judge);
            EngineRun run = runner.run(target);
            runs.add(run);
            if (Files.exists(runner.file())) {
                files.add(runner.file());
            }
            runner.unwritten().forEach(why -> unwritten.add(target.name() + ": " + why));
        }
        return new BenchmarkResult(id, folder, List.copyOf(runs), List.copyOf(files), List.copyOf(unwritten));
    }

    /**
     * The settings of a run. Each setting is a {@link RunOption}, which holds its default and what it
     * accepts: the typed setters here and {@link #set(String, String)}, which the command line uses,
     * store values that {@link #build()} checks against it, each failure one line naming the option.
     */
    public static final class Builder {
        private final Map<RunOption<?>, Object> values = new LinkedHashMap<>();
        private final Map<EngineProvider, Engine> openEngines = new LinkedHashMap<>();
        private EngineCatalog catalog;
        private Path workDirectory;
        private RunListener listener = new RunListener() { };

        private Builder() {
        }

        /** Sets {@code option} to {@code value}, checked when the run is built. */
        public <T> Builder set(RunOption<T> option, T value) {
            values.put(option, value);
            return this;
        }

        /**
         * Sets the option named {@code name} ({@code "calls"} for {@code --calls}) to the value written as
         * {@code text}.
         *
         * @throws IllegalArgumentException one line naming the option, what it accepts and what it got
         */
        public Builder set(String name, String text) {
            RunOption<?> option = RunOption.named(name);
            values.put(option, option.parse(text));
            return this;
        }

        /** The engines to run, by provider name; none means every engine that can run here. */
        public Builder engines(String... names) {
            return engines(List.of(names));
        }

        /** The engines to run, by provider name; none means every engine that can run here. */
        public Builder engines(List<String> names) {
            List<String> all = new ArrayList<>(value(RunOption.ENGINES));
            all.addAll(names);
            return set(RunOption.ENGINES, all);
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

        /** {@link RunOption#SCALE_FACTOR}. */
        public Builder scaleFactor(double scaleFactor) {
            return set(RunOption.SCALE_FACTOR, scaleFactor);
        }

        /** {@link RunOption#SEED}. */
        public Builder seed(long seed) {
            return set(RunOption.SEED, seed);
        }

        /** {@link RunOption#PHASES}. */
        public Builder phases(Phase... phases) {
            return phases(Set.of(phases));
        }

        /** {@link RunOption#PHASES}. */
        public Builder phases(Set<Phase> phases) {
            return set(RunOption.PHASES, phases);
        }

        /** {@link RunOption#LOAD_WARMUP}: the scale factor of the untimed load before each timed one, 0 for none. */
        public Builder loadWarmup(double scaleFactor) {
            return set(RunOption.LOAD_WARMUP, scaleFactor);
        }

        /** {@link RunOption#CALLS}. */
        public Builder calls(int calls) {
            return set(RunOption.CALLS, calls);
        }

        /** {@link RunOption#WARMUP}: the first is recorded as the cold call. */
        public Builder warmup(int warmup) {
            return set(RunOption.WARMUP, warmup);
        }

        /** {@link RunOption#WARMUP_SECONDS}; never beyond {@link #maxSecondsPerWorkload}. */
        public Builder warmupSeconds(double seconds) {
            return set(RunOption.WARMUP_SECONDS, seconds);
        }

        /** {@link RunOption#SETTLE_SECONDS}. */
        public Builder settleSeconds(double seconds) {
            return set(RunOption.SETTLE_SECONDS, seconds);
        }

        /** {@link RunOption#MAX_SECONDS}. */
        public Builder maxSecondsPerWorkload(double seconds) {
            return set(RunOption.MAX_SECONDS, seconds);
        }

        /** {@link RunOption#CALL_TIMEOUT}. */
        public Builder callTimeoutSeconds(double seconds) {
            return set(RunOption.CALL_TIMEOUT, seconds);
        }

        /** {@link RunOption#THREADS}. */
        public Builder threads(int threads) {
            return set(RunOption.THREADS, threads);
        }

        /** {@link RunOption#DURATION}. */
        public Builder durationSeconds(double seconds) {
            return set(RunOption.DURATION, seconds);
        }

        /** {@link RunOption#SWEEP}. */
        public Builder sweep(int... threadCounts) {
            return sweep(Arrays.stream(threadCounts).boxed().toList());
        }

        /** {@link RunOption#SWEEP}. */
        public Builder sweep(List<Integer> threadCounts) {
            return set(RunOption.SWEEP, List.copyOf(threadCounts));
        }

        /** {@link RunOption#RATE}: the open loop's offered rates, calls a second. */
        public Builder rates(double... callsPerSecond) {
            return set(RunOption.RATE, Arrays.stream(callsPerSecond).boxed().toList());
        }

        /** {@link RunOption#SLO}, in milliseconds. */
        public Builder sloMillis(double milliseconds) {
            return set(RunOption.SLO, milliseconds);
        }

        /** {@link RunOption#ARRIVALS}. */
        public Builder arrivals(Arrivals arrivals) {
            return set(RunOption.ARRIVALS, arrivals);
        }

        /** {@link RunOption#MIX}, written as on the command line: {@code load-view=80,save-fragment=15,two-hops=5}. */
        public Builder mix(String mix) {
            return set(RunOption.MIX.name(), mix);
        }

        /** {@link RunOption#HOPS_PEOPLE}: all of them when the graph has fewer. */
        public Builder hopsPeople(int people) {
            return set(RunOption.HOPS_PEOPLE, people);
        }

        /** {@link RunOption#OUTPUT}: created when missing. */
        public Builder output(Path output) {
            return set(RunOption.OUTPUT, output);
        }

        /** {@link RunOption#ANSWERS}. */
        public Builder answers(boolean answers) {
            return set(RunOption.ANSWERS, answers);
        }

        /** Where embedded servers keep their data; a temporary folder by default. */
        public Builder workDirectory(Path workDirectory) {
            this.workDirectory = workDirectory;
            return this;
        }

        /** Told what the run is doing. */
        public Builder listener(RunListener listener) {
            this.listener = listener;
            return this;
        }

        /** The value given for {@code option}, or its default. */
        @SuppressWarnings("unchecked")
        private <T> T value(RunOption<T> option) {
            return values.containsKey(option) ? (T) values.get(option) : option.defaultValue();
        }

        /** The value of {@code option}, checked. */
        private <T> T checked(RunOption<T> option) {
            return option.check(value(option));
        }

        /**
         * Checks every setting and resolves the engines.
         *
         * @throws IllegalArgumentException with one line saying what is wrong and what to do
         */
        public Benchmark build() {
            double scaleFactor = checked(RunOption.SCALE_FACTOR);
            DatasetSpec spec = DatasetSpec.of(scaleFactor, checked(RunOption.SEED));
            RunConfig config = new RunConfig(spec, checked(RunOption.PHASES), checked(RunOption.LOAD_WARMUP),
                    checked(RunOption.CALLS),
                    checked(RunOption.WARMUP), checked(RunOption.WARMUP_SECONDS), checked(RunOption.SETTLE_SECONDS),
                    checked(RunOption.MAX_SECONDS), checked(RunOption.CALL_TIMEOUT), checked(RunOption.THREADS),
                    checked(RunOption.DURATION),
                    new TreeSet<>(checked(RunOption.SWEEP)).stream().toList(), checked(RunOption.HOPS_PEOPLE),
                    checked(RunOption.OUTPUT), null,
                    workDirectory != null ? workDirectory : Path.of(System.getProperty("java.io.tmpdir")),
                    checked(RunOption.ANSWERS), checked(RunOption.PLANS),
                    new LoadSettings(checked(RunOption.RATE), checked(RunOption.SLO), checked(RunOption.ARRIVALS),
                            checked(RunOption.MIX), checked(RunOption.CLIENT), checked(RunOption.START_AT)
                            .map(at -> new Timetable(at, checked(RunOption.DURATION))).orElse(null)));
            checkClient(config);
            List<String> engineNames = checked(RunOption.ENGINES);
            checkWritable(config.output());
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
                Settings settings = engines.settings(provider);
                // Every engine's settings before any engine starts: a mistake then costs nothing.
                settings.check();
                provider.check(settings);
                resolved.add(Target.of(provider, settings, engines.availability(provider), requested));
            }
            openEngines.forEach((provider, engine) -> {
                Target target = Target.of(provider, engine);
                if (provider.name().equals(EngineCatalog.REFERENCE)) {
                    resolved.add(0, target);
                } else {
                    resolved.add(target);
                }
            });
            return new Benchmark(config, List.copyOf(resolved), listener);
        }

        /** A client of several runs the concurrent phase alone, at a time agreed with the others, sharing every thread count. */
        private static void checkClient(RunConfig config) {
            Client client = config.load().client();
            if (client.alone()) {
                return;
            }
            String as = "--client " + client.show();
            if (config.load().timetable() == null) {
                throw new IllegalArgumentException(as + " needs --start-at, the time every client's first concurrent window"
                        + " opens, such as " + Instant.now().plusSeconds(120).truncatedTo(ChronoUnit.SECONDS));
            }
            if (!config.phases().equals(Set.of(Phase.CONCURRENT))) {
                throw new IllegalArgumentException(as + " runs the concurrent phase alone (--phases concurrent), on a graph"
                        + " loaded once beforehand with bench run --phases load");
            }
            int least = Math.min(config.threads(), config.sweep().getFirst());
            if (least < client.n()) {
                throw new IllegalArgumentException(as + " shares each thread count among " + client.n() + " clients:"
                        + " --threads and every --sweep count must be at least " + client.n() + ", got " + least);
            }
        }

        static void checkWritable(Path output) {
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
