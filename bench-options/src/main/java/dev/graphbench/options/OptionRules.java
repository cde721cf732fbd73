package dev.graphbench.options;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Set;

/**
 * The rules that span options, checked in one step once every option has its value: a value that is
 * right on its own may be wrong beside another. Each failure is one line saying what to change.
 */
public final class OptionRules {

    /** The options a validation takes: its dataset and calls are the answers file's, nothing else of a run applies. */
    private static final Set<RunOption<?>> VALIDATION = Set.of(RunOption.ENGINES, RunOption.OUTPUT,
            RunOption.CALL_TIMEOUT, RunOption.WORKLOADS);
    /** The phase a client of several runs, alone. */
    private static final String CONCURRENT = "concurrent";

    private OptionRules() {
    }

    /**
     * Checks the options of a run.
     *
     * @throws IllegalArgumentException one line naming the options that do not go together, and what to do
     */
    public static RunOptions checkRun(RunOptions options) {
        checkDataset(options);
        checkClient(options);
        checkRateSearch(options);
        return options;
    }

    /**
     * Checks that {@code option} is one a validation takes.
     *
     * @throws IllegalArgumentException for another option: a validation's dataset and calls are the file's
     */
    public static void checkValidation(RunOption<?> option) {
        if (!VALIDATION.contains(option)) {
            throw new IllegalArgumentException("a validation takes no " + option + ": its dataset and calls are the"
                    + " answers file's");
        }
    }

    /** A graph loaded both ways is a SNAP or Kronecker graph: the others' relationships have their own directions. */
    private static void checkDataset(RunOptions options) {
        String dataset = options.get(RunOption.DATASET);
        if (!options.get(RunOption.UNDIRECTED) || dataset.startsWith("snap:") || dataset.startsWith("kronecker:")) {
            return;
        }
        throw new IllegalArgumentException(RunOption.UNDIRECTED + " applies to snap: and kronecker: datasets; "
                + (dataset.startsWith("csv:") ? "a CSV graph's" : "the generated graph's")
                + " relationships have their own directions");
    }

    /**
     * A search for the highest sustainable rate takes as many windows as it needs, each rate chosen by the
     * last window's figures: clients measuring together on a timetable agreed beforehand cannot follow it.
     */
    private static void checkRateSearch(RunOptions options) {
        Rates rates = options.get(RunOption.RATE);
        if ((rates.search() || !rates.offered().isEmpty()) && !options.get(RunOption.PHASES).includes(CONCURRENT)) {
            // Measured by the concurrent phase alone: without it the rates would be ignored, and said nowhere.
            throw new IllegalArgumentException(RunOption.RATE + " is measured by the concurrent phase, which "
                    + RunOption.PHASES + " " + String.join(",", options.get(RunOption.PHASES).ids()) + " leaves out; add " + CONCURRENT
                    + " to " + RunOption.PHASES + ", or leave " + RunOption.RATE + " out");
        }
        if (!rates.search()) {
            return;
        }
        if (!options.get(RunOption.CLIENT).alone() || options.get(RunOption.START_AT).isPresent()) {
            throw new IllegalArgumentException(RunOption.RATE + " auto chooses each next rate by the last window's"
                    + " figures, which clients measuring together (" + RunOption.CLIENT + ", " + RunOption.START_AT
                    + ") cannot agree on beforehand; give the rates to measure, such as " + RunOption.RATE
                    + " 500,1000");
        }
    }

    /** A client of several runs the concurrent phase alone, at a time agreed with the others, sharing every thread count. */
    private static void checkClient(RunOptions options) {
        Client client = options.get(RunOption.CLIENT);
        if (client.alone()) {
            return;
        }
        String as = RunOption.CLIENT + " " + client.show();
        if (options.get(RunOption.START_AT).isEmpty()) {
            throw new IllegalArgumentException(as + " needs " + RunOption.START_AT + ", the time every client's first"
                    + " concurrent window opens, such as " + Instant.now().plusSeconds(120).truncatedTo(ChronoUnit.SECONDS));
        }
        if (!options.get(RunOption.PHASES).isOnly(CONCURRENT)) {
            throw new IllegalArgumentException(as + " runs the concurrent phase alone (" + RunOption.PHASES + " "
                    + CONCURRENT + "), on a graph loaded once beforehand with bench run " + RunOption.PHASES + " load");
        }
        int least = Math.min(options.get(RunOption.THREADS), options.get(RunOption.SWEEP).getFirst());
        if (least < client.n()) {
            throw new IllegalArgumentException(as + " shares each thread count among " + client.n() + " clients: "
                    + RunOption.THREADS + " and every " + RunOption.SWEEP + " count must be at least " + client.n()
                    + ", got " + least);
        }
    }
}
