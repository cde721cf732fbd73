package dev.graphbench.engine.reference;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Ids by ordinal and ordinals by id, across the blocks of 2^16 ids. */
class NodeIdsTest {

    @Test
    void findsEveryIdAcrossBlocks() {
        NodeIds.Builder builder = new NodeIds.Builder();
        int size = 3 * (1 << 16) + 5;
        for (int i = 0; i < size; i++) {
            builder.add(id(i));
        }
        NodeIds ids = builder.build(true);
        assertThat(ids.size()).isEqualTo(size);
        for (int i = 0; i < size; i++) {
            assertThat(ids.id(i)).isEqualTo(id(i));
            assertThat(ids.ordinalOf(id(i))).isEqualTo(i);
        }
        assertThat(ids.ordinalOf("missing")).isEqualTo(-1);
        assertThat(ids.ordinalOf("")).isEqualTo(-1);
    }

    @Test
    void anEmptyIndexFindsNothing() {
        assertThat(new NodeIds.Builder().build(true).ordinalOf("p0")).isEqualTo(-1);
    }

    /** Ids of varying length and script, so that block offsets and UTF-8 lengths both vary. */
    private static String id(int i) {
        return switch (i % 3) {
            case 0 -> "p" + i;
            case 1 -> "ü" + Integer.toHexString(i) + "-é";
            default -> "💡".repeat(i % 7) + i;
        };
    }
}
