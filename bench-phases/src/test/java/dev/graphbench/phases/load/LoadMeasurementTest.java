package dev.graphbench.phases.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Loader;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.GeneratedDataset;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.phases.DelegatingEngine;
import dev.graphbench.phases.load.LoadMeasurement;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.results.Status;
import dev.graphbench.runner.events.RunListener;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;

/** The load: timed in its stages, checked against the manifest, held with the stage that failed. */
class LoadMeasurementTest {

    private final GeneratedDataset generator = new GeneratedDataset(Runs.SPEC);
    private final Manifest manifest = generator.manifest();
    private final List<String> events = new ArrayList<>();
    private static final DatasetSpec WARMUP = DatasetSpec.of(0.001, 42);

    private final RunListener listener = new RunListener() {
        @Override
        public void message(String engine, String text) {
            events.add(text);
        }

        @Override
        public void started(String engine, String phase, String task, long total, String unit) {
            events.add("start " + task.replaceFirst("^load ", "") + " " + total);
        }

        @Override
        public void ended(String engine, String words, double seconds) {
            events.add("end " + words.replaceFirst("^loaded ", ""));
        }
    };

    @Test
    void theGraphLoadsInStagesAndHoldsTheManifestsCounts() {
        try (Engine reference = Runs.openReference()) {
            List<String> dropped = new ArrayList<>();

            LoadResult load = measurement(reference, Optional.empty()).run(() -> dropped.add("dropped"));

            assertThat(load.status()).isEqualTo(Status.OK);
            assertThat(load.nodes()).isEqualTo(manifest.counts().totalNodes());
            assertThat(load.relationships()).isEqualTo(manifest.counts().totalRelationships());
            assertThat(load.nodesSeconds()).isPositive();
            assertThat(load.countDifferences()).isEmpty();
            assertThat(dropped).containsExactly("dropped");
            assertThat(events).containsExactly("start nodes " + manifest.counts().totalNodes(), "end nodes",
                    "start relationships " + manifest.counts().totalRelationships(), "end relationships");
            assertThat(measurement(reference, Optional.empty()).notTheManifestsGraph()).isNull();
        }
    }

    @Test
    void aGraphOfAnotherScaleFactorIsNamedAsNotTheManifests() {
        try (Engine reference = Runs.openReference()) {
            GeneratedDataset smaller = new GeneratedDataset(DatasetSpec.of(0.001, 42));
            new LoadMeasurement("reference", reference, smaller.manifest(), smaller, Optional.empty(), listener).run(() -> { });

            String other = measurement(reference, Optional.empty()).notTheManifestsGraph();

            assertThat(other).startsWith("the graph in reference is not the one of this scale factor and seed (")
                    .endsWith("); run the load phase");
        }
    }

    @Test
    void aWarmUpLoadsTheSmallerGraphUntimedThenTheTimedLoadStartsFromNothing() {
        try (Engine reference = Runs.openReference()) {
            List<Long> nodesLoaded = new ArrayList<>();
            Engine counting = withNodes(reference, nodes -> {
                List<Node> all = new ArrayList<>();
                nodes.forEachRemaining(all::add);
                nodesLoaded.add((long) all.size());
                reference.loader().loadNodes(all.iterator(), records -> { });
            });

            LoadResult load = measurement(counting, Optional.of(WARMUP)).run(() -> { });

            assertThat(nodesLoaded).containsExactly(new Generator(WARMUP).manifest().counts().totalNodes(),
                    manifest.counts().totalNodes());
            assertThat(load.status()).isEqualTo(Status.OK);
            assertThat(load.countDifferences()).isEmpty();
            assertThat(events).containsExactly("warming up the load path with an untimed load at SF 0.001",
                    "start nodes " + manifest.counts().totalNodes(), "end nodes",
                    "start relationships " + manifest.counts().totalRelationships(), "end relationships");
        }
    }

    @Test
    void aFailingWarmUpIsHeldAsTheWarmUp() {
        try (Engine reference = Runs.openReference()) {
            Engine failing = withNodes(reference, nodes -> {
                throw new EngineException("disk full");
            });

            LoadResult load = measurement(failing, Optional.of(WARMUP)).run(() -> { });

            assertThat(load.status()).isEqualTo(Status.HELD);
            assertThat(load.reason()).isEqualTo("warming up with an untimed load at SF 0.001 failed: disk full");
            assertThat(load.nodesSeconds()).isZero();
        }
    }

    @Test
    void aFailingStageIsHeldByName() {
        try (Engine reference = Runs.openReference()) {
            Engine failing = new DelegatingEngine(reference) {
                @Override
                public Loader loader() {
                    return new Loader() {
                        @Override
                        public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
                            reference.loader().loadNodes(nodes, progress);
                        }

                        @Override
                        public void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress) {
                            throw new EngineException("disk full\nsecond line");
                        }

                        @Override
                        public GraphCounts counts() {
                            return reference.loader().counts();
                        }
                    };
                }
            };

            LoadResult load = measurement(failing, Optional.empty()).run(() -> { });

            assertThat(load.status()).isEqualTo(Status.HELD);
            assertThat(load.reason()).isEqualTo("loading relationships failed: disk full");
            assertThat(load.nodesSeconds()).isPositive();
        }
    }

    private LoadMeasurement measurement(Engine engine, Optional<DatasetSpec> warmup) {
        return new LoadMeasurement("reference", engine, manifest, generator, warmup, listener);
    }

    /** {@code engine} with its nodes loaded by {@code loadNodes}, everything else its own. */
    private static Engine withNodes(Engine engine, Consumer<Iterator<Node>> loadNodes) {
        return new DelegatingEngine(engine) {
            @Override
            public Loader loader() {
                return new Loader() {
                    @Override
                    public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
                        loadNodes.accept(nodes);
                    }

                    @Override
                    public void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress) {
                        engine.loader().loadRelationships(relationships, progress);
                    }

                    @Override
                    public GraphCounts counts() {
                        return engine.loader().counts();
                    }
                };
            }
        };
    }
}
