package dev.graphbench.phases.load;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.Failures;
import dev.graphbench.results.Status;
import dev.graphbench.runner.events.RunListener;
import java.util.List;
import java.util.Optional;

/**
 * The load phase on one engine: the old graph dropped, the schema created, the nodes then the
 * relationships streamed from the generator, each timed; what the engine builds after the load
 * timed apart; and the counts the engine then holds checked against the manifest. A failure holds
 * the load with the stage that failed.
 *
 * <p>Before it, when asked, the same steps load a smaller graph untimed: like a workload's warm-up
 * calls, so that an engine in this JVM (and the generator, which every engine shares) is timed after
 * its load path is compiled, not the first engine alone while it is still cold.
 */
final class LoadMeasurement {

    private static final String PHASE = LoadPhase.ID;

    private final String name;
    private final Engine engine;
    private final Manifest manifest;
    private final Dataset dataset;
    private final Optional<DatasetSpec> warmup;
    private final RunListener listener;

    /** @param warmup the graph of the untimed load before the timed one; empty for none */
    LoadMeasurement(String name, Engine engine, Manifest manifest, Dataset dataset, Optional<DatasetSpec> warmup,
                    RunListener listener) {
        this.name = name;
        this.engine = engine;
        this.manifest = manifest;
        this.dataset = dataset;
        this.warmup = warmup;
        this.listener = listener;
    }

    /** Loads the graph; {@code afterDrop} runs once the old graph is gone, before anything is created. */
    LoadResult run(Runnable afterDrop) {
        double nodesSeconds = 0;
        double relationshipsSeconds = 0;
        double afterLoadSeconds = 0;
        String stage = "dropping the old graph";
        try {
            Schema schema = engine.schema();
            if (warmup.isPresent()) {
                stage = "warming up with an untimed load at SF " + RunOption.plain(warmup.get().scaleFactor());
                warmUp(schema, new Generator(warmup.get()));
                stage = "dropping the warm-up graph";
            }
            schema.drop();
            afterDrop.run();
            stage = "creating the schema";
            schema.create(dataset.schema());

            stage = "loading nodes";
            String path = engine.loader().loadPath();
            if (path != null) {
                listener.message(name, "loading by " + path);
            }
            listener.started(name, PHASE, "load nodes", manifest.counts().totalNodes(), "nodes");
            long start = System.nanoTime();
            engine.loader().loadNodes(dataset.nodes(), records -> listener.advanced(name, records));
            nodesSeconds = seconds(start);
            listener.ended(name, "loaded nodes", nodesSeconds);

            stage = "loading relationships";
            listener.started(name, PHASE, "load relationships", manifest.counts().totalRelationships(),
                    "relationships");
            start = System.nanoTime();
            engine.loader().loadRelationships(dataset.relationships(), records -> listener.advanced(name, records));
            relationshipsSeconds = seconds(start);
            listener.ended(name, "loaded relationships", relationshipsSeconds);

            stage = "building indexes after the load";
            start = System.nanoTime();
            schema.afterLoad();
            afterLoadSeconds = seconds(start);

            stage = "counting the loaded graph";
            GraphCounts counts = engine.loader().counts();
            List<String> differences = counts.differencesFrom(manifest.counts());
            return new LoadResult(differences.isEmpty() ? Status.OK : Status.HELD,
                    differences.isEmpty() ? null : "the loaded graph differs from the manifest: "
                            + String.join("; ", differences),
                    nodesSeconds, relationshipsSeconds, afterLoadSeconds, counts.totalNodes(),
                    counts.totalRelationships(), differences, engine.loader().loadPath());
        } catch (RuntimeException e) {
            return new LoadResult(Status.HELD, stage + " failed: " + Failures.oneLine(e), nodesSeconds,
                    relationshipsSeconds, afterLoadSeconds, 0, 0, List.of(), engine.loader().loadPath());
        }
    }

    private void warmUp(Schema schema, Generator small) {
        listener.message(name, "warming up the load path with an untimed load at SF "
                + RunOption.plain(small.spec().scaleFactor()));
        schema.drop();
        schema.create(GraphSchema.GENERATED);
        engine.loader().loadNodes(small.nodes(), records -> { });
        engine.loader().loadRelationships(small.relationships(), records -> { });
        schema.afterLoad();
    }

    /**
     * Why the graph the engine holds is not the manifest's, when the load phase was not asked for;
     * null when it is.
     */
    String notTheManifestsGraph() {
        List<String> differences = engine.loader().counts().differencesFrom(manifest.counts());
        return differences.isEmpty() ? null : "the graph in " + name + " is not the one of this scale factor and seed ("
                + String.join("; ", differences.subList(0, Math.min(3, differences.size()))) + "); run the load phase";
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
