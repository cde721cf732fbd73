package dev.graphbench.runner.session;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.options.RunOption;
import dev.graphbench.options.RunOptions;
import dev.graphbench.runner.calls.CallWatch;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Support;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/** What the tests of the runner's parts share: a tiny run's settings, the reference engine, a context. */
public final class Runs {

    public static final DatasetSpec SPEC = DatasetSpec.of(0.002, 42);
    public static final EngineProvider REFERENCE = EngineCatalog.discover(Runs.class.getClassLoader(), Map.of())
            .provider(EngineCatalog.REFERENCE);

    private Runs() {
    }

    /** Every phase, 10 timed calls after 2 warm-up, no settling, results in {@code output}. */
    public static RunConfig config(Path output) {
        return config(output, UnaryOperator.identity());
    }

    /** The tests' options, changed by {@code change}. */
    public static RunConfig config(Path output, UnaryOperator<RunOptions> change) {
        RunOptions options = RunOptions.defaults().with(RunOption.SCALE_FACTOR, SPEC.scaleFactor())
                .with(RunOption.SEED, SPEC.seed()).with(RunOption.LOAD_WARMUP, 0.0).with(RunOption.CALLS, 10)
                .with(RunOption.WARMUP, 2).with(RunOption.WARMUP_SECONDS, 0.0).with(RunOption.SETTLE_SECONDS, 0.0)
                .with(RunOption.CALL_TIMEOUT, 30.0).with(RunOption.THREADS, 2).with(RunOption.DURATION, 1.0)
                .with(RunOption.SWEEP, List.of(1, 2)).with(RunOption.HOPS_PEOPLE, 5).with(RunOption.OUTPUT, output);
        return RunConfig.of(change.apply(options), Workloads.builtIn(), output);
    }

    /** The graph of {@code dataset} put into {@code engine}: the old dropped, the schema created, loaded, indexed. */
    public static void load(Engine engine, Dataset dataset) {
        engine.schema().drop();
        engine.schema().create(dataset.schema());
        engine.loader().loadNodes(dataset.nodes(), records -> { });
        engine.loader().loadRelationships(dataset.relationships(), records -> { });
        engine.schema().afterLoad();
    }

    /** The reference engine, opened with its default settings. */
    public static Engine openReference() {
        return REFERENCE.open(Settings.resolve(REFERENCE.settings(), Map.of()));
    }

    /** A context for {@code engine}, named {@code name}, judged by {@code judge}. */
    public static EngineContext context(String name, Engine engine, RunConfig config, ReferenceAnswers judge,
                                 RunListener listener) {
        return new EngineContext(name, engine, Support.of(REFERENCE.dialect(), engine), config.options(),
                config.dataset().arguments(), listener, judge, new CallWatch(config.get(RunOption.CALL_TIMEOUT)),
                why -> listener.message(name, why));
    }
}
