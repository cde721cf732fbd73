package dev.graphbench.tables;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the summary counts of a table: row by row, each engine's figure, and whether a higher one is better; the
 * summary names the engine best on most rows and the one worst on most.
 *
 * @param label          the table as the summary names it
 * @param higherIsBetter whether the most is best (calls a second) rather than the least (time)
 * @param rule           what is best, as the summary's note words it where it is not the least time
 *                       ({@code "Threads at once: most calls a second at the run's thread count is best"}); null for
 *                       the least time
 * @param rows           each row's figures by engine, as the columns name the engines; an engine not measured in a
 *                       row is absent from it
 */
public record Ranking(String label, boolean higherIsBetter, String rule, List<Map<String, Double>> rows) {

    /** Copies the rows, each keeping its engines' order. */
    public Ranking {
        rows = rows.stream().<Map<String, Double>>map(row -> Collections.unmodifiableMap(new LinkedHashMap<>(row)))
                .toList();
    }

    /** A table whose least time is best, named {@code label}, of {@code rows}. */
    public static Ranking leastTime(String label, List<Map<String, Double>> rows) {
        return new Ranking(label, false, null, rows);
    }

    /** A table whose highest figure is best, as {@code rule} says, named {@code label}, of {@code rows}. */
    public static Ranking most(String label, String rule, List<Map<String, Double>> rows) {
        return new Ranking(label, true, rule, rows);
    }
}
