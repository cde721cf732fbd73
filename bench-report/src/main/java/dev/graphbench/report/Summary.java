package dev.graphbench.report;

import dev.graphbench.tables.Ranking;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The report's last table: for each table that says what the summary counts of it ({@link Table#ranking()}), the
 * engine that was best on most of its rows and the one that was worst on most, counted row by row among the engines
 * measured there. The judge is left out: it answers in memory, to check the others, and is not a contestant.
 */
final class Summary {

    static final String TITLE = "Quickest and slowest";

    private Summary() {
    }

    /** The summary of {@code tables}; none when no table has a row with two engines besides the judge measured. */
    static Optional<Table> of(List<Table> tables, String judge) {
        List<List<String>> rows = new ArrayList<>();
        Set<String> rules = new LinkedHashSet<>();
        for (Table table : tables) {
            Ranking ranking = table.ranking();
            if (ranking != null) {
                row(ranking, judge).ifPresent(rows::add);
                if (ranking.rule() != null) {
                    rules.add(ranking.rule());
                }
            }
        }
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Table(TITLE, List.of("table", "quickest", "slowest"), rows, List.of(
                "Row by row, the engine with the best figure and the one with the worst; the judge is not counted."))
                .withFootnotes(List.of("Only the engines measured in a row are counted in it. " + (rules.isEmpty()
                        ? "Least time is best." : String.join("; ", rules) + "; everywhere else, least time."))));
    }

    /** A table's line: who led on most of its rows; none when no row had two engines measured. */
    private static Optional<List<String>> row(Ranking ranking, String judge) {
        Map<String, Integer> best = new LinkedHashMap<>();
        Map<String, Integer> worst = new LinkedHashMap<>();
        int counted = 0;
        for (Map<String, Double> row : ranking.rows()) {
            Map<String, Double> measured = new LinkedHashMap<>(row);
            measured.remove(judge);
            if (measured.size() < 2) {
                continue;
            }
            counted++;
            double top = ranking.higherIsBetter() ? max(measured) : min(measured);
            double bottom = ranking.higherIsBetter() ? min(measured) : max(measured);
            measured.forEach((engine, value) -> {
                if (value == top) {
                    best.merge(engine, 1, Integer::sum);
                }
                if (value == bottom) {
                    worst.merge(engine, 1, Integer::sum);
                }
            });
        }
        return counted == 0 ? Optional.empty()
                : Optional.of(List.of(ranking.label(), most(best, counted), most(worst, counted)));
    }

    /** The engine or engines that lead the count: {@code "PostgreSQL (7 of 8 rows)"}. */
    private static String most(Map<String, Integer> counts, int rows) {
        int top = counts.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        List<String> leaders = counts.entrySet().stream().filter(entry -> entry.getValue() == top)
                .map(Map.Entry::getKey).toList();
        return String.join(", ", leaders) + " (" + top + " of " + rows + (rows == 1 ? " row)" : " rows)");
    }

    private static double max(Map<String, Double> values) {
        return values.values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    }

    private static double min(Map<String, Double> values) {
        return values.values().stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    }
}
