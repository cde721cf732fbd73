package dev.graphbench.workloads.runner;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.workloads.EngineCatalog;
import dev.graphbench.workloads.Phase;
import dev.graphbench.workloads.RunListener;
import dev.graphbench.workloads.Support;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

/** What the tests of the runner's parts share: a tiny run's settings, the reference engine, a context. */
final class Runs {

    static final DatasetSpec SPEC = DatasetSpec.of(0.002, 42);
    static final EngineProvider REFERENCE = EngineCatalog.discover(Runs.class.getClassLoader(), Map.of())
            .provider(EngineCatalog.REFERENCE);

    private Runs() {
    }

    /** Every phase, 10 timed calls after 2 warm-up, no settling, results in {@code output}. */
    static RunConfig config(Path output) {
        return new RunConfig(SPEC, EnumSet.allOf(Phase.class), 0, 10, 2, 0, 0, 60, 30, 2, 1, List.of(1, 2), 5, output, null, output,
                false, true);
    }

    static Engine openReference() {
        return REFERENCE.open(Settings.resolve(REFERENCE.settings(), Map.of()));
    }

    /** A context for {@code engine}, named {@code name}, judged by {@code judge}. */
    static EngineContext context(String name, Engine engine, RunConfig config, ReferenceAnswers judge,
                                 RunListener listener) {
        return new EngineContext(name, engine, Support.of(REFERENCE.dialect(), engine), config,
                new ArgumentLists(config.spec()), listener, judge, new CallWatch(config.callTimeoutSeconds()),
                why -> listener.message(name, why));
    }
}
