package dev.graphbench.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Graph500's generator: 2^scale nodes, about 16 relationships a node, skewed, the same for a seed. */
class KroneckerDatasetTest {

    private static List<Relationship> all(Iterator<Relationship> relationships) {
        List<Relationship> list = new ArrayList<>();
        relationships.forEachRemaining(list::add);
        return list;
    }

    @Test
    void aScaleHasTwoToItsPowerNodesAndSixteenRelationshipsANodeLessSelfLoops() {
        KroneckerDataset graph = new KroneckerDataset(10, false, 42);
        Manifest manifest = graph.manifest();
        long selfLoops = manifest.file().selfLoopsDropped();

        assertThat(manifest.counts().nodes(Label.NODE)).isEqualTo(1024);
        assertThat(manifest.counts().relationships(RelType.LINK)).isEqualTo(16 * 1024 - selfLoops);
        assertThat(selfLoops).isPositive().isLessThan(16 * 1024 / 20);
        List<Relationship> relationships = all(graph.relationships());
        assertThat(relationships).hasSize((int) manifest.counts().relationships(RelType.LINK));
        assertThat(relationships).allMatch(r -> r.srcOrdinal() != r.dstOrdinal()
                && r.srcId().equals(Long.toString(r.srcOrdinal())) && r.dstOrdinal() < 1024);
        assertThat(graph.label()).isEqualTo("kronecker10");
        assertThat(graph.name()).isEqualTo("kronecker:10");
    }

    @Test
    void eachRelationshipIsGraph500sQuadrantDrawnLevelByLevel() {
        // The definition, double by double, against the generator's comparisons without branches.
        int scale = 11;
        long seed = 3;
        long nodes = 1L << scale;
        Rng rng = new Rng().reseed(seed, KroneckerDataset.STREAM - 1, 0);
        long multiplier = rng.nextLong() | 1;
        long offset = rng.nextLong();
        List<long[]> expected = new ArrayList<>();
        for (long number = 0; number < 16 * nodes; number++) {
            rng.reseed(seed, KroneckerDataset.STREAM, number);
            long from = 0;
            long to = 0;
            for (int bit = 0; bit < scale; bit++) {
                double r = rng.nextDouble();
                boolean startBit = r >= KroneckerDataset.A + KroneckerDataset.B;
                boolean endBit = r >= KroneckerDataset.A && r < KroneckerDataset.A + KroneckerDataset.B
                        || r >= KroneckerDataset.A + KroneckerDataset.B + KroneckerDataset.C;
                from |= (startBit ? 1L : 0) << bit;
                to |= (endBit ? 1L : 0) << bit;
            }
            long source = (from * multiplier + offset) & (nodes - 1);
            long target = (to * multiplier + offset) & (nodes - 1);
            if (source != target) {
                expected.add(new long[] {source, target});
            }
        }

        List<Relationship> generated = all(new KroneckerDataset(scale, false, seed).relationships());
        assertThat(generated).hasSameSizeAs(expected);
        for (int i = 0; i < expected.size(); i++) {
            assertThat(new long[] {generated.get(i).srcOrdinal(), generated.get(i).dstOrdinal()})
                    .as("relationship %d", i).containsExactly(expected.get(i));
        }
    }

    @Test
    void itIsSkewedLikeAPowerLawAndTheSameForASeed() {
        List<Relationship> first = all(new KroneckerDataset(12, false, 7).relationships());
        List<Relationship> again = all(new KroneckerDataset(12, false, 7).relationships());
        List<Relationship> other = all(new KroneckerDataset(12, false, 8).relationships());
        assertThat(again).isEqualTo(first);
        assertThat(other).isNotEqualTo(first);

        long[] degree = new long[4096];
        first.forEach(r -> degree[(int) r.srcOrdinal()]++);
        long max = 0;
        long zero = 0;
        for (long d : degree) {
            max = Math.max(max, d);
            zero += d == 0 ? 1 : 0;
        }
        // The mean is 16: the busiest node has many times that, and many nodes have none.
        assertThat(max).isGreaterThan(16 * 20);
        assertThat(zero).isGreaterThan(4096 / 10);
        assertThat(new KroneckerDataset(12, false, 7).manifest().contentHash())
                .isEqualTo(new KroneckerDataset(12, false, 7).manifest().contentHash())
                .isNotEqualTo(new KroneckerDataset(12, true, 7).manifest().contentHash());
    }

    @Test
    void undirectedEachRelationshipComesBothWays() {
        KroneckerDataset graph = new KroneckerDataset(6, true, 1);
        List<Relationship> relationships = all(graph.relationships());
        for (int i = 0; i < relationships.size(); i += 2) {
            assertThat(relationships.get(i + 1).srcOrdinal()).isEqualTo(relationships.get(i).dstOrdinal());
            assertThat(relationships.get(i + 1).dstOrdinal()).isEqualTo(relationships.get(i).srcOrdinal());
        }
        assertThat(graph.arguments().startNodes(RelType.LINK, "s", 20)).allMatch(id -> Integer.parseInt(id) < 64);
    }

    @Test
    void aScaleOutOfRangeIsRefusedInOneLine() {
        assertThatThrownBy(() -> new KroneckerDataset(0, false, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("kronecker:0: the scale must be from 1 to 30 (2^scale nodes; 20 is a million, 23 the size"
                        + " of com-Orkut)");
        assertThatThrownBy(() -> Datasets.parse("kronecker:big", 0.1, 1, false))
                .hasMessage("kronecker:big: the scale must be a whole number, such as kronecker:20 (2^20 nodes)");
        assertThatThrownBy(() -> Datasets.parse("graphml:x", 0.1, 1, false))
                .hasMessage("a dataset is generated, snap:FILE, csv:DIR or kronecker:SCALE, got 'graphml:x'");
        assertThatThrownBy(() -> Datasets.parse("generated", 0.1, 1, true))
                .hasMessageStartingWith("only snap: and kronecker: datasets are loaded undirected");
    }
}
