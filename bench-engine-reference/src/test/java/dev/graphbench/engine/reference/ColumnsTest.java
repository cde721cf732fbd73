package dev.graphbench.engine.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Property columns: a text column keeps one-byte codes while its values are few and every value as
 * bytes once they are not; either way it gives back each node's value, matches a value without
 * decoding and tallies values. A number column keeps longs.
 */
class ColumnsTest {

    private static TextColumn text(int nodes, IntFunction<String> value) {
        TextColumn.Builder builder = new TextColumn.Builder();
        for (int node = 0; node < nodes; node++) {
            builder.add(value.apply(node));
        }
        return builder.build();
    }

    /** What a column must give back, node by node, and what its matcher and tally must say. */
    private static void assertHolds(TextColumn column, int nodes, IntFunction<String> value) {
        Map<String, Long> tally = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        List<String> wanted = List.of(value.apply(0), value.apply(nodes - 1), "absent");
        List<TextColumn.Matcher> matchers = wanted.stream().map(column::matcher).toList();
        for (int node = 0; node < nodes; node++) {
            String expected = value.apply(node);
            tally.merge(expected, 1L, Long::sum);
            if (!column.get(node).equals(expected)) {
                wrong.add("node " + node + " holds '" + column.get(node) + "', not '" + expected + "'");
            }
            for (int m = 0; m < matchers.size(); m++) {
                if (matchers.get(m).matches(node) != expected.equals(wanted.get(m))) {
                    wrong.add("the matcher of '" + wanted.get(m) + "' is wrong at node " + node);
                }
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(column.tally(nodes)).containsExactlyEntriesOf(tally);
    }

    @Test
    void fewValuesAreKeptAsOneByteCodes() {
        IntFunction<String> state = node -> node % 3 == 0 ? "closed" : "open";
        TextColumn column = text(5_000, state);

        assertHolds(column, 5_000, state);
        assertThat(column.bytes()).as("one byte a node").isEqualTo(5_000);
        assertThat(column.tally(5_000)).containsExactly(Map.entry("closed", 1_667L), Map.entry("open", 3_333L));
    }

    @Test
    void upToTheMostCodesAreCodesAndOneMoreValueTurnsTheColumnToBytes() {
        IntFunction<String> coded = node -> "v" + node % TextColumn.MAX_CODES;
        TextColumn atMost = text(1_000, coded);
        assertHolds(atMost, 1_000, coded);
        assertThat(atMost.bytes()).isEqualTo(1_000);

        IntFunction<String> oneMore = node -> node == 999 ? "one more" : coded.apply(node);
        TextColumn past = text(1_000, oneMore);
        assertHolds(past, 1_000, oneMore);
        long utf8 = 0;
        for (int node = 0; node < 1_000; node++) {
            utf8 += oneMore.apply(node).getBytes(StandardCharsets.UTF_8).length;
        }
        assertThat(past.bytes()).as("every value's bytes and an offset a node").isGreaterThanOrEqualTo(utf8 + 4 * 1_000);
    }

    @Test
    void valuesTurnedToBytesLateCrossBlocksOfNodes() {
        // 70,000 nodes coded with 120 values, then 10 more values: the 129th rewrites every coded value as
        // bytes, across the first block of 65,536 nodes and into the second.
        int nodes = 70_010;
        IntFunction<String> value = node -> node < 70_000 ? "v" + node % 120 : "distinct " + node;
        TextColumn column = text(nodes, value);
        assertHolds(column, nodes, value);
        assertThat(column.bytes()).isGreaterThan(nodes);
    }

    @Test
    void nonAsciiValuesKeepEveryCharacter() {
        List<String> values = new ArrayList<>(List.of("ünïcödé", "日本語", "💡 idea", "", "a\u0000b", "é"));
        for (int i = 0; i < 200; i++) {
            values.add("naïve " + i);
        }
        IntFunction<String> value = node -> values.get(node % values.size());
        TextColumn column = text(1_000, value);
        assertHolds(column, 1_000, value);
        // "é" as one code point is not "é" as e and a combining accent: bytes, not text, are compared.
        assertThat(column.matcher("e\u0301").matches(5)).isFalse();
        assertThat(column.matcher("é").matches(5)).isTrue();

        IntFunction<String> few = node -> node % 2 == 0 ? "ünï" : "💡";
        TextColumn coded = text(10, few);
        assertHolds(coded, 10, few);
        assertThat(coded.bytes()).isEqualTo(10);
    }

    @Test
    void anEmptyColumnHoldsNothing() {
        TextColumn column = new TextColumn.Builder().build();
        assertThat(column.tally(0)).isEmpty();
        assertThat(column.bytes()).isZero();
        assertThat(new NumberColumn.Builder().build().bytes()).isZero();
    }

    @Test
    void aNumberColumnKeepsEveryLongAsItGrows() {
        NumberColumn.Builder builder = new NumberColumn.Builder();
        int nodes = 5_000;
        for (int node = 0; node < nodes; node++) {
            builder.add(number(node));
        }
        NumberColumn column = builder.build();
        for (int node = 0; node < nodes; node++) {
            assertThat(column.get(node)).as("node %d", node).isEqualTo(number(node));
        }
        assertThat(column.bytes()).isEqualTo(8L * nodes);
    }

    private static long number(int node) {
        return switch (node % 4) {
            case 0 -> Long.MIN_VALUE + node;
            case 1 -> Long.MAX_VALUE - node;
            case 2 -> -node;
            default -> 1_700_000_000_000L + node;
        };
    }
}
