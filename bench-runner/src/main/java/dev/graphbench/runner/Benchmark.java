package dev.graphbench.runner;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.GeneratedDataset;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.options.OptionRules;
import dev.graphbench.options.RunOption;
import dev.graphbench.options.RunOptions;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.engines.Target;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.phase.Phases;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.runner.session.Planned;
import dev.graphbench.runner.session.RunSession;
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
    private final List<Planned<?>> planned;
    private final List<Target> targets;
    private final RunListener listener;
    /** The answers file judging what the reference cannot answer; null when the engines are compared with each other. */
    private final AnswersFile expected;

    private Benchmark(RunConfig config, List<Planned<?>> planned, List<Target> targets, RunListener listener,
                      AnswersFile expected) {
        this.expected = expected;
        this.config = config;
        this.planned = planned;
        this.targets = targets;
        this.listener = listener;
    }

    /** The run's options, every one checked, the phases those that run. */
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
        List<Planned<?>> running = planned.stream().filter(phase -> phase.plan().applies()).toList();
        List<EngineRun> runs = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        List<String> unwritten = new ArrayList<>();
        try (ReferenceAnswers judge = new ReferenceAnswers()) {
            if (expected != null) {
                judge.expect(expected);
            }
            for (Target target : targets) {
                RunSession session = new RunSession(config.inRun(id, folder), manifest, listener, judge, running);
                EngineRun run = session.run(target);
                runs.add(run);
                if (Files.exists(session.file())) {
                    files.add(session.file());
                }
                session.unwritten().forEach(why -> unwritten.add(target.name() + ": " + why));
                if (run.interruptedAt() != null) {
                    // The JVM is ending (Ctrl-C): no engine starts after this one.
                    break;
                }
            }
        }
        return new BenchmarkResult(id, folder, List.copyOf(runs), List.copyOf(files), List.copyOf(unwritten));
    }

    /**
     * What of the phases asked for does not apply to the dataset, in one line; null when all does. It is not run and
     * not a failure: a question of the generated graph has no answer on a graph of another kind, and the reverse.
     */
    private String notApplying() {
        GraphSchema schema = config.dataset().schema();
        List<String> skipped = planned.stream().filter(phase -> config.get(RunOption.PHASES).includes(phase.id()))
                .flatMap(phase -> phase.plan().notApplying().stream()).toList();
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
     * The settings of a run: a value for any {@link RunOption}, set by option or by name as the command line writes
     * it; {@link #build()} checks every value against its option, each failure one line naming the option.
     */
    public static final class Builder extends RunSetup<Builder> {
        private final Map<EngineProvider, Engine> openEngines = new LinkedHashMap<>();

        private Builder() {
        }

        @Override
        protected Builder self() {
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

        /**
         * Checks every setting, plans the phases and resolves the engines.
         *
         * @throws IllegalArgumentException with one line saying what is wrong and what to do
         */
        public Benchmark build() {
            RunOptions options = OptionRules.checkRun(options());
            checkOutput(options);
            EngineCatalog engines = engines();
            Phases phases = phases(engines);
            options = options.with(RunOption.PHASES, phases.resolve(options.get(RunOption.PHASES)));
            RunConfig config = RunConfig.of(options, engines.workloads(), workDirectory());
            List<Planned<?>> planned = plan(phases, config);
            List<Target> targets = engines.targets(options.get(RunOption.ENGINES), openEngines, true);
            targets.forEach(target -> config.workloads().checkVariants(target.name(), target.provider().dialect()));
            AnswersFile expected = options.get(RunOption.EXPECTED)
                    .map(file -> AnswersFile.read(file, config.workloads())).orElse(null);
            return new Benchmark(config, planned, targets, listener(), expected);
        }
    }
}
