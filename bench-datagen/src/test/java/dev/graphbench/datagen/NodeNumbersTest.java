package dev.graphbench.datagen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.TreeSet;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** Node ids to ordinals, and the sets of ids a SNAP file's first reading collects. */
class NodeNumbersTest {

    @Test
    void denseAndSparseIdsEachFindTheirPositionAndNoOtherIdIsFound() {
        long[] dense = LongStream.rangeClosed(1, 5_000).filter(id -> id % 7 != 0).toArray();
        long[] sparse = LongStream.range(0, 5_000).map(i -> i * 1_000_000_007L + 3).toArray();
        for (long[] ids : new long[][] {dense, sparse, {42}, {}}) {
            NodeNumbers numbers = new NodeNumbers(ids);
            for (int ordinal = 0; ordinal < ids.length; ordinal++) {
                assertThat(numbers.ordinal(ids[ordinal])).isEqualTo(ordinal);
            }
            assertThat(numbers.ordinal(7)).isEqualTo(-1);
            assertThat(numbers.ordinal(0)).isEqualTo(-1);
            assertThat(numbers.ordinal(Long.MAX_VALUE)).isEqualTo(-1);
            assertThat(numbers.ordinal(4 + 1_000_000_007L)).isEqualTo(-1);
        }
    }

    @Test
    void aSetHoldsEachNumberOnceInOrderBelowAndAboveItsBitmap() {
        Random random = new Random(5);
        LongSets set = new LongSets();
        TreeSet<Long> expected = new TreeSet<>();
        long[] edges = {0, 1, 63, 64, LongSets.BITMAP_LIMIT - 1, LongSets.BITMAP_LIMIT, Long.MAX_VALUE};
        for (int i = 0; i < 200_000; i++) {
            long value = switch (i % 3) {
                case 0 -> random.nextInt(10_000);
                case 1 -> LongSets.BITMAP_LIMIT + random.nextInt(10_000);
                default -> edges[random.nextInt(edges.length)];
            };
            set.add(value);
            expected.add(value);
        }
        assertThat(set.toSortedArray()).containsExactly(expected.stream().mapToLong(Long::longValue).toArray());
    }
}
