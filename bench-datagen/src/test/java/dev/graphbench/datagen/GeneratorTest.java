package dev.graphbench.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class GeneratorTest {

    @Test
    void theSameSpecGivesTheSameGraphAndAnotherSeedAnotherOne() {
        Manifest first = new Generator(DatasetSpec.of(0.01, 7)).manifest();
        Manifest again = new Generator(DatasetSpec.of(0.01, 7)).manifest();
        Manifest otherSeed = new Generator(DatasetSpec.of(0.01, 8)).manifest();

        assertThat(again).isEqualTo(first);
        assertThat(first.contentHash()).startsWith("sha256:").hasSize(7 + 64);
        assertThat(otherSeed.contentHash()).isNotEqualTo(first.contentHash());
        assertThat(otherSeed.counts().nodes()).isEqualTo(first.counts().nodes());
    }

    /**
     * Results of one generator version are compared across runs and machines, so making the
     * generator faster must not change its graph; a change of graph bumps {@link Generator#VERSION}.
     */
    @Test
    void aGeneratorVersionAlwaysMakesTheGraphItFirstMade() {
        Manifest manifest = new Generator(DatasetSpec.of(0.01, 42)).manifest();

        assertThat(Generator.VERSION + " " + manifest.contentHash())
                .as("the graph changed: bump Generator.VERSION and pin the new hash here")
                .isEqualTo("1 sha256:e492f3e9e13fe1b19c62c74b61e82514bc59f00bca39c5181065066d9020b9ef");
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.01, 0.1, 1})
    void nodeCountsAreExact(double scaleFactor) {
        Map<Label, Long> counted = new HashMap<>();
        long ordinal = 0;
        for (Iterator<Node> nodes = new Generator(DatasetSpec.of(scaleFactor, 42)).nodes(); nodes.hasNext(); ) {
            Node node = nodes.next();
            assertThat(node.ordinal()).isEqualTo(ordinal++);
            counted.merge(node.label(), 1L, Long::sum);
        }
        Map<Label, Long> base = Map.of(Label.ORG, 1_000L, Label.PERSON, 100_000L, Label.REPO, 20_000L,
                Label.TOPIC, 500L, Label.ISSUE, 250_000L, Label.COMMENT, 750_000L);
        for (Label label : GraphSchema.GENERATED.labels()) {
            assertThat(counted.get(label)).as(label.graphName())
                    .isEqualTo(Math.max(1, Math.round(base.get(label) * scaleFactor)));
        }
    }

    @Test
    void atScaleFactorOneTheGraphHasTheWriteUpsSize() {
        Manifest manifest = new Generator(DatasetSpec.of(1, 42)).manifest();

        assertThat(manifest.counts().totalNodes()).isEqualTo(1_121_500);
        assertThat((double) manifest.counts().relationships(RelType.FOLLOWS)).isCloseTo(1_500_000, within(15_000.0));
        assertThat((double) manifest.counts().totalRelationships()).isCloseTo(4_482_439, within(44_824.0));
    }

    @Test
    void theRulesHoldAndDegreesAreSkewed() {
        DatasetSpec spec = DatasetSpec.of(0.2, 42);
        Generator generator = new Generator(spec);
        int people = spec.nodes(Label.PERSON);
        long firstIssue = spec.firstOrdinal(Label.ISSUE);
        String[] repoOfIssue = new String[spec.nodes(Label.ISSUE)];
        Set<String> ids = new HashSet<>();
        for (Iterator<Node> nodes = generator.nodes(); nodes.hasNext(); ) {
            Node node = nodes.next();
            assertThat(ids.add(node.id())).as("unique id %s", node.id()).isTrue();
            if (node.label() == Label.ISSUE) {
                repoOfIssue[(int) (node.ordinal() - firstIssue)] = (String) node.get("repoId");
                assertThat(node.get("state")).isIn("open", "closed");
                assertThat((Long) node.get("priority")).isBetween(0L, 3L);
            }
        }

        Map<RelType, long[]> pairs = new HashMap<>();
        Map<RelType, Integer> sizes = new HashMap<>();
        Map<RelType, long[]> outDegree = new HashMap<>();
        long[] followers = new long[people];
        long[] issuesPerRepo = new long[spec.nodes(Label.REPO)];
        for (Iterator<Relationship> relationships = generator.relationships(); relationships.hasNext(); ) {
            Relationship r = relationships.next();
            RelType type = r.type();
            long src = r.srcOrdinal() - spec.firstOrdinal(type.from());
            long dst = r.dstOrdinal() - spec.firstOrdinal(type.to());
            assertThat(r.srcId()).isEqualTo(DatasetSpec.id(type.from(), src));
            assertThat(r.dstId()).isEqualTo(DatasetSpec.id(type.to(), dst));
            long[] list = pairs.computeIfAbsent(type, t -> new long[1 << 16]);
            int size = sizes.getOrDefault(type, 0);
            if (size == list.length) {
                list = Arrays.copyOf(list, size * 2);
                pairs.put(type, list);
            }
            list[size] = src << 32 | dst;
            sizes.put(type, size + 1);
            outDegree.computeIfAbsent(type, t -> new long[spec.nodes(t.from())])[(int) src]++;
            if (type == RelType.FOLLOWS) {
                assertThat(src).as("self follow").isNotEqualTo(dst);
                followers[(int) dst]++;
            } else if (type == RelType.DEPENDS_ON) {
                assertThat(dst).as("depends on an earlier repo").isLessThan(src);
            } else if (type == RelType.IN_REPO) {
                assertThat(repoOfIssue[(int) src]).isEqualTo(r.dstId());
                issuesPerRepo[(int) dst]++;
            }
        }

        for (RelType type : GraphSchema.GENERATED.types()) {
            long[] sorted = Arrays.copyOf(pairs.get(type), sizes.get(type));
            Arrays.sort(sorted);
            for (int i = 1; i < sorted.length; i++) {
                assertThat(sorted[i]).as("duplicate %s", type).isNotEqualTo(sorted[i - 1]);
            }
            if (type == RelType.FOLLOWS) {
                for (long pair : sorted) {
                    long reverse = (pair & 0xFFFFFFFFL) << 32 | pair >>> 32;
                    assertThat(Arrays.binarySearch(sorted, reverse)).as("reciprocal FOLLOWS").isNegative();
                }
            }
        }
        for (RelType exactlyOne : new RelType[] {RelType.OWNED_BY, RelType.IN_REPO, RelType.OPENED_BY, RelType.ON,
                RelType.WRITTEN_BY}) {
            assertThat(outDegree.get(exactlyOne)).as(exactlyOne.name()).containsOnly(1L);
        }

        // The skew: the top 1% of people receive far more than 1% of FOLLOWS, the top 1% of repos far more than 1% of issues.
        assertThat(topShare(followers, 0.01)).isGreaterThan(0.15);
        assertThat(topShare(issuesPerRepo, 0.01)).isGreaterThan(0.15);
    }

    @Test
    void scaleFactorsOutsideTheRangeAreRefused() {
        assertThatThrownBy(() -> DatasetSpec.of(0, 1)).hasMessageContaining("above 0");
        assertThatThrownBy(() -> DatasetSpec.of(-1, 1)).hasMessageContaining("above 0");
        assertThatThrownBy(() -> DatasetSpec.of(Double.NaN, 1)).hasMessageContaining("above 0");
        assertThatThrownBy(() -> DatasetSpec.of(1e6, 1)).hasMessageContaining("at most 100");
    }

    @Test
    void aTinyScaleFactorStillHasEveryLabelAndEndsQuickly() {
        Manifest manifest = new Generator(DatasetSpec.of(0.00001, 3)).manifest();
        for (Label label : GraphSchema.GENERATED.labels()) {
            assertThat(manifest.counts().nodes(label)).as(label.graphName()).isGreaterThanOrEqualTo(1);
        }
        assertThat(manifest.counts().relationships(RelType.IN_REPO)).isEqualTo(manifest.counts().nodes(Label.ISSUE));
    }

    /** The share of all the degree held by the top {@code fraction} of nodes. */
    static double topShare(long[] degrees, double fraction) {
        long[] sorted = degrees.clone();
        Arrays.sort(sorted);
        int top = Math.max(1, (int) (sorted.length * fraction));
        long total = Arrays.stream(sorted).sum();
        long topSum = 0;
        for (int i = sorted.length - top; i < sorted.length; i++) {
            topSum += sorted[i];
        }
        return (double) topSum / total;
    }
}
