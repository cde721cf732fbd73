package dev.graphbench.runner;

import dev.graphbench.options.RunOption;
import dev.graphbench.options.RunOptions;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.phase.Phases;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.runner.session.Planned;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the builders of a run ({@link Benchmark.Builder}) and of a validation ({@link Validation.Builder}) share:
 * options set by option or by name, checked when built; where engines, workloads and phases are found; where
 * embedded servers keep their data; who is told what happens.
 *
 * @param <B> the builder
 */
public abstract class RunSetup<B extends RunSetup<B>> {

    private final Map<RunOption<?>, Object> values = new LinkedHashMap<>();
    private EngineCatalog catalog;
    private Path workDirectory;
    private RunListener listener = new RunListener() { };

    /** This builder, as its own type. */
    protected abstract B self();

    /**
     * Whether the setup takes {@code option}.
     *
     * @throws IllegalArgumentException one line saying why it does not
     */
    protected void accept(RunOption<?> option) {
    }

    /** Sets {@code option} to {@code value}, checked when built. */
    public <T> B set(RunOption<T> option, T value) {
        accept(option);
        values.put(option, value);
        return self();
    }

    /**
     * Sets the option named {@code name} ({@code "calls"} for {@code --calls}) to the value written as
     * {@code text}.
     *
     * @throws IllegalArgumentException one line naming the option, what it accepts and what it got
     */
    public B set(String name, String text) {
        RunOption<?> option = RunOption.named(name);
        accept(option);
        values.put(option, option.parse(text));
        return self();
    }

    /** Where engines, workloads and phases are found; by default every one on the class path, settings from the environment. */
    public B catalog(EngineCatalog engines) {
        this.catalog = engines;
        return self();
    }

    /** Where embedded servers keep their data; a temporary folder by default. */
    public B workDirectory(Path folder) {
        this.workDirectory = folder;
        return self();
    }

    /** Told what the run is doing. */
    public B listener(RunListener told) {
        this.listener = told;
        return self();
    }

    /** Every option given, each checked, the others at their defaults. */
    protected RunOptions options() {
        return RunOptions.of(values);
    }

    /** The engines' catalog: the one given, or every provider on the context class path. */
    protected EngineCatalog engines() {
        return catalog != null ? catalog
                : EngineCatalog.discover(Thread.currentThread().getContextClassLoader(), System.getenv());
    }

    /** The phases found where {@code engines} finds engines. */
    protected static Phases phases(EngineCatalog engines) {
        return Phases.discover(engines.loaders());
    }

    /** Where embedded servers keep their data. */
    protected Path workDirectory() {
        return workDirectory != null ? workDirectory : Path.of(System.getProperty("java.io.tmpdir"));
    }

    /** Who is told what happens. */
    protected RunListener listener() {
        return listener;
    }

    /**
     * Fails when the results folder cannot be written, before anything runs.
     *
     * @throws IllegalArgumentException one line naming the folder and why
     */
    protected static void checkOutput(RunOptions options) {
        ResultsFolder.checkWritable(RunOption.OUTPUT.toString(), options.get(RunOption.OUTPUT));
    }

    /**
     * The phases that run in {@code config}: each asked for, and each that loads the graph (it runs unasked), with
     * its plan; those that do not apply to the dataset left out.
     *
     * @throws IllegalArgumentException one line from a phase that cannot take the run's options
     */
    protected static List<Planned<?>> plan(Phases phases, RunConfig config) {
        List<Planned<?>> planned = new ArrayList<>();
        phases.all().stream().filter(phase -> phase.loads() || config.get(RunOption.PHASES).includes(phase.id()))
                .forEach(phase -> planned.add(Planned.of(phase, config)));
        return planned;
    }
}
