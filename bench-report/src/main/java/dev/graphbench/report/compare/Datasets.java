package dev.graphbench.report.compare;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import java.util.List;
import java.util.Objects;

/** Runs compared must have measured one dataset: one dataset named alike, scale factor, seed and content hash. */
final class Datasets {

    private Datasets() {
    }

    /**
     * Fails naming the first two runs of different datasets.
     *
     * @throws IllegalArgumentException one line naming both and what to do
     */
    static void requireOne(List<ComparedRun> runs) {
        ComparedRun first = runs.getFirst();
        Provenance expected = first.runs().getFirst().provenance();
        for (ComparedRun other : runs) {
            for (EngineRun run : other.runs()) {
                Provenance provenance = run.provenance();
                if (!same(provenance, expected)) {
                    throw new IllegalArgumentException("cannot compare runs of different datasets: " + first.path() + " ("
                            + describe(expected) + ") and " + other.path() + " (" + describe(provenance)
                            + "); compare runs of one dataset and seed");
                }
            }
        }
    }

    /** Whether every results file of {@code run} measured the dataset of {@code other}'s first. */
    static boolean same(ComparedRun run, ComparedRun other) {
        Provenance expected = other.runs().getFirst().provenance();
        return run.runs().stream().allMatch(results -> same(results.provenance(), expected));
    }

    private static boolean same(Provenance provenance, Provenance expected) {
        return provenance.dataset().equals(expected.dataset()) && provenance.scaleFactor() == expected.scaleFactor()
                && provenance.seed() == expected.seed() && Objects.equals(provenance.datasetHash(), expected.datasetHash());
    }

    /** The dataset as a reader knows it: the generated graph by its scale factor, any other by its name. */
    static String name(Provenance provenance) {
        return GENERATED.equals(provenance.dataset()) ? "scale factor " + ResultsFiles.sfLabel(provenance.scaleFactor())
                : provenance.dataset();
    }

    /** What {@link Provenance#dataset()} says of a file of the generated graph. */
    private static final String GENERATED = "generated";

    private static String describe(Provenance provenance) {
        String hash = String.valueOf(provenance.datasetHash());
        return name(provenance) + ", seed " + provenance.seed() + ", " + (hash.length() > 19 ? hash.substring(0, 19) : hash);
    }
}
