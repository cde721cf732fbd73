package dev.graphbench.runner;

import dev.graphbench.datagen.Datasets;
import dev.graphbench.datagen.GeneratedDataset;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.options.OptionRules;
import dev.graphbench.options.RunOption;
import dev.graphbench.options.RunOptions;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.runner.answers.AnswersHeader;
import dev.graphbench.runner.answers.ValidationSummary;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.engines.Target;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.phase.Phase;
import dev.graphbench.runner.phase.Phases;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.runner.session.Planned;
import dev.graphbench.runner.session.ValidationSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Engines checked against an answers file that an earlier run of any engine wrote ({@code bench run
 * --answers}), as LDBC's validation mode checks a system against published answers: each engine loads
 * the file's dataset and makes exactly the file's calls, and each workload's answers are compared with
 * the file's, without the reference engine. The file is read, its dataset checked against the one this
 * graph-bench generates for its scale factor and seed, and every engine's settings checked, before any
 * engine starts.
 *
 * <pre>{@code
 * ValidationResult result = Validation.builder()
 *         .engines("postgres")
 *         .answers(Path.of("results/runs/20261202-011530-3fa9c1/answers-reference-sf0.1.jsonl"))
 *         .build()
 *         .run();
 * }</pre>
 */
public final class Validation {

    private final AnswersFile answers;
    private final Manifest manifest;
    private final RunConfig config;
    private final List<Planned<?>> loading;
    private final List<Target> targets;
    private final RunListener listener;

    private Validation(AnswersFile answers, Manifest manifest, RunConfig config, List<Planned<?>> loading,
                       List<Target> targets, RunListener listener) {
        this.answers = answers;
        this.manifest = manifest;
        this.config = config;
        this.loading = loading;
        this.targets = targets;
        this.listener = listener;
    }

    /** The file of an engine's verdicts, in the validation's folder: {@code validation-<engine>.json}. */
    public static String fileName(String engine) {
        return ValidationSession.fileName(engine);
    }

    /** A builder: no engine and no answers file yet, the other settings the defaults of {@link RunOption}. */
    public static Builder builder() {
        return new Builder();
    }

    /** Validates every engine in turn, into a run folder of the validation's own under the output folder. */
    public ValidationResult run() {
        String id = ResultsFolder.newRunId(Instant.now());
        Path folder = ResultsFolder.at(config.output()).createRun(id);
        listener.runStarted(id, folder);
        List<ValidationSummary> summaries = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        List<String> unwritten = new ArrayList<>();
        for (Target target : targets) {
            listener.message(target.name(), "validating against " + answers.file() + ": " + answers.calls()
                    + " calls of " + answers.header().engine() + "'s");
            ValidationSession session = new ValidationSession(config.inRun(id, folder), manifest, listener, loading,
                    answers);
            summaries.add(session.run(target));
            if (Files.exists(session.file())) {
                files.add(session.file());
            }
            session.unwrittenLines().forEach(why -> unwritten.add(target.name() + ": " + why));
        }
        return new ValidationResult(id, folder, answers, List.copyOf(summaries), List.copyOf(files),
                List.copyOf(unwritten));
    }

    /** The settings of a validation, checked when it is built. */
    public static final class Builder extends RunSetup<Builder> {
        private Path answers;

        private Builder() {
        }

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Takes {@code option} when it is one a validation takes: {@code engines}, {@code output} or
         * {@code call-timeout}.
         *
         * @throws IllegalArgumentException for another option: a validation's dataset and calls are the file's
         */
        @Override
        protected void accept(RunOption<?> option) {
            OptionRules.checkValidation(option);
        }

        /** The answers file to validate against. */
        public Builder answers(Path file) {
            this.answers = file;
            return this;
        }

        /**
         * Reads the answers file, checks its dataset and every setting, and resolves the engines.
         *
         * @throws IllegalArgumentException one line saying what is wrong and what to do
         */
        public Validation build() {
            RunOptions options = options();
            List<String> engineNames = options.get(RunOption.ENGINES);
            if (engineNames.isEmpty()) {
                throw new IllegalArgumentException("name the engines to validate with " + RunOption.ENGINES + " (see bench engines)");
            }
            if (answers == null) {
                throw new IllegalArgumentException("name the answers file to validate against with --answers FILE"
                        + " (bench run " + RunOption.ANSWERS + " writes one)");
            }
            EngineCatalog engines = engines();
            // A workload folder's workloads are known once the folder is read against the file's dataset: the file's
            // calls are read after.
            boolean folder = options.get(RunOption.WORKLOADS).isPresent();
            AnswersFile file = folder ? null : AnswersFile.read(answers, engines.workloads());
            checkOutput(options);
            AnswersHeader header = folder ? AnswersFile.header(answers) : file.header();
            // The file's dataset, every phase, and its calls: nothing else of a run's options applies.
            RunOptions validated;
            try {
                validated = options.with(RunOption.DATASET, header.dataset())
                        .with(RunOption.SCALE_FACTOR, header.dataset().equals(Datasets.GENERATED)
                                ? RunOption.SCALE_FACTOR.check(header.scaleFactor()) : RunOption.SCALE_FACTOR.defaultValue())
                        .with(RunOption.SEED, header.seed()).with(RunOption.LOAD_WARMUP, 0.0)
                        .with(RunOption.WARMUP_SECONDS, 0.0).with(RunOption.SETTLE_SECONDS, 0.0)
                        .with(RunOption.ANSWERS, true).with(RunOption.PLANS, false);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("answers file " + answers + " names a dataset this graph-bench cannot"
                        + " make (" + e.getMessage() + ")", e);
            }
            Phases phases = phases(engines);
            validated = validated.with(RunOption.PHASES, phases.resolve(validated.get(RunOption.PHASES)));
            RunConfig config = RunConfig.of(validated, engines.workloads(), workDirectory());
            if (file == null) {
                file = AnswersFile.read(answers, config.workloads());
            }
            Manifest manifest = config.dataset().manifest();
            if (!manifest.contentHash().equals(header.datasetHash())) {
                throw new IllegalArgumentException("answers file " + answers + " is of another dataset than "
                        + describe(config) + " (the file's is " + header.datasetHash() + ", this one's "
                        + manifest.contentHash() + "), so its answers cannot be checked here; write it again with this"
                        + " graph-bench: bench run " + rerun(config) + " " + RunOption.ANSWERS);
            }
            List<Planned<?>> loading = new ArrayList<>();
            // Each phase that loads and applies to the run (a workload folder's indexes only with a folder).
            phases.all().stream().filter(Phase::loads).map(phase -> Planned.of(phase, config))
                    .filter(planned -> planned.plan().applies()).forEach(loading::add);
            return new Validation(file, manifest, config, loading, engines.targets(engineNames, Map.of(), false),
                    listener());
        }

        /** The dataset as a message names it. */
        private static String describe(RunConfig config) {
            return config.dataset() instanceof GeneratedDataset generated
                    ? "the one this graph-bench generates for scale factor "
                    + ResultsFiles.sfLabel(generated.spec().scaleFactor()) + " and seed " + generated.seed()
                    : config.dataset().name();
        }

        /** The options of a run that writes an answers file of the same dataset. */
        private static String rerun(RunConfig config) {
            return config.dataset() instanceof GeneratedDataset generated
                    ? RunOption.SCALE_FACTOR + " " + ResultsFiles.sfLabel(generated.spec().scaleFactor()) + " "
                    + RunOption.SEED + " " + generated.seed()
                    : RunOption.DATASET + " " + config.dataset().name() + " " + RunOption.SEED + " " + config.dataset().seed();
        }
    }
}
