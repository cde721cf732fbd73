package dev.graphbench.runner;

import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.workloads.LadderWorkload;
import dev.graphbench.workloads.MixWorkload;
import dev.graphbench.workloads.Phase;
import dev.graphbench.workloads.Workload;
import dev.graphbench.options.OptionRules;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOptions;
import dev.graphbench.options.RunOption;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.GeneratedDataset;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.runner.session.EngineRunner;
import dev.graphbench.runner.session.ReferenceAnswers;
import dev.graphbench.runner.session.RunConfig;
import dev.graphbench.runner.engines.Target;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A benchmark run: a dataset, phases, a method, engines. Build one, {@link #run()} it, read the
 * {@link BenchmarkResult}; the CLI does nothing more than this.
 *
 * <pre>{@code
 * BenchmarkResult result = Benchmark.builder()
 *         .set(RunOption.ENGINES, List.of("postgres"))
 *         .set(RunOption.SCALE_FACTOR, 0.1)
 *         .set(RunOption.PHASES, PhaseList.of("load", "traverse"))
 *         .set(RunOption.OUTPUT, Path.of("results"))
 *         .build()
 *         .run();
 * }</pre>
 *
 * <p>The reference engine always runs first, when it is on the class path, and every other engine's
 * answers are checked against its own. An engine that cannot start, a load that fails, a workload
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

    /** The run's options, every one checked. */
    public RunOptions options() {
        return config.options();
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
        listener.message("", "run " + id + ": " + describe(config.dataset()));
        Manifest manifest = config.dataset().manifest();
        String notApplying = notApplying();
        if (notApplying != null) {
            listener.message("", notApplying);
        }
        List<EngineRun> runs = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        List<String> unwritten = new ArrayList<>();
        try (ReferenceAnswers judge = new ReferenceAnswers()) {
            for (Target target : targets) {
                EngineRunner runner = new EngineRunner(config.inRun(id, folder), manifest, listener, judge);
                EngineRun run = runner.run(target);
                runs.add(run);
                if (Files.exists(runner.file())) {
                    files.add(runner.file());
                }
                runner.unwritten().forEach(why -> unwritten.add(target.name() + ": " + why));
                if (run.interruptedAt() != null) {
                    // The JVM is ending (Ctrl-C): no engine starts after this one.
                    break;
                }
            }
        }
        return new BenchmarkResult(id, folder, List.copyOf(runs), List.copyOf(files), List.copyOf(unwritten));
    }

    /**
     * The workloads and phases asked for that do not apply to the dataset, in one line; null when all do.
     * They are not run and not failures: a question of the generated graph has no answer on a graph of another
     * kind, and the reverse.
     */
    private String notApplying() {
        GraphSchema schema = config.dataset().schema();
        PhaseList phases = config.get(RunOption.PHASES);
        List<String> skipped = new ArrayList<>();
        config.workloads().all().stream().filter(workload -> phases.includes(workload.phase().id()))
                .filter(workload -> !workload.appliesTo(schema)).map(Workload::id).forEach(skipped::add);
        if (phases.includes(Phase.HOPS.id()) && !config.workloads().hops().appliesTo(schema)) {
            skipped.add("the hops phase");
        }
        if (phases.includes(Phase.LADDER.id()) && !LadderWorkload.INSTANCE.appliesTo(schema)) {
            skipped.add("the depth ladder");
        }
        return skipped.isEmpty() ? null : String.format(Locale.ROOT, "on %s (a graph of kind %s) these do not apply and"
                + " are not run: %s", config.dataset().name(), schema.kind(), String.join(", ", skipped));
    }

    /** The dataset in the run's first line: the generated graph's size, or a file's counts and what was dropped. */
    private static String describe(Dataset dataset) {
        if (dataset instanceof GeneratedDataset generated) {
            return "generating the manifest of scale factor " + ResultsFiles.sfLabel(generated.spec().scaleFactor())
                    + ", seed " + generated.seed();
        }
        Manifest manifest = dataset.manifest();
        Manifest.DatasetFile file = manifest.file();
        return String.format(Locale.ROOT, "%s: %,d nodes, %,d relationships%s%s", dataset.name(),
                manifest.counts().totalNodes(), manifest.counts().totalRelationships(),
                file.undirected() ? " (each line both ways)" : "",
                file.selfLoopsDropped() + file.duplicatesDropped() == 0 ? "" : String.format(Locale.ROOT,
                        "; dropped %,d self-loops and %,d repeated lines", file.selfLoopsDropped(),
                        file.duplicatesDropped()));
    }

    /**
     * The settings of a run: a value for any {@link RunOption}, set by option ({@link #set(RunOption, Object)})
     * or by name as the command line writes it ({@link #set(String, String)}); {@link #build()} checks every
     * value against its option, each failure one line naming the option.
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

        /**
         * Also runs {@code engine}, already open, as {@code provider}'s (whose name, display name and
         * statements it takes); the run does not close it.
         */
        public Builder engine(EngineProvider provider, Engine engine) {
            openEngines.put(provider, engine);
            return this;
        }

        /** Where engines and workloads are found; by default every provider on the class path, settings from the environment. */
        public Builder catalog(EngineCatalog catalog) {
            this.catalog = catalog;
            return this;
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

        /**
         * Checks every setting and resolves the engines.
         *
         * @throws IllegalArgumentException with one line saying what is wrong and what to do
         */
        public Benchmark build() {
            RunOptions options = OptionRules.checkRun(RunOptions.of(values));
            ResultsFolder.checkWritable("--output", options.get(RunOption.OUTPUT));
            EngineCatalog engines = catalog != null ? catalog
                    : EngineCatalog.discover(Thread.currentThread().getContextClassLoader(), System.getenv());
            RunConfig config = RunConfig.of(options, engines.workloads(),
                    workDirectory != null ? workDirectory : Path.of(System.getProperty("java.io.tmpdir")));
            if (!options.get(RunOption.MIX).isEmpty()) {
                new MixWorkload(options.get(RunOption.MIX), config.workloads());
            }
            return new Benchmark(config, engines.targets(options.get(RunOption.ENGINES), openEngines, true), listener);
        }
    }
}
