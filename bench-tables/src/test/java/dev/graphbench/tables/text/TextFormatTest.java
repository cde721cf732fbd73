package dev.graphbench.tables.text;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.tables.Table;
import dev.graphbench.tables.markdown.MarkdownFormat;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A table too wide for a terminal is narrowed, never cut: headings and titles wrap, and a very wide one is split. */
class TextFormatTest {

    private static List<List<String>> rows(int count, String label, String cell, int cells) {
        List<List<String>> rows = new ArrayList<>();
        for (int r = 0; r < count; r++) {
            List<String> row = new ArrayList<>();
            row.add(label + " " + r);
            for (int c = 0; c < cells; c++) {
                row.add(cell);
            }
            rows.add(row);
        }
        return rows;
    }

    @Test
    void aTableThatFitsIsLaidOutAsItIsWithItsGroupsOverTheirColumns() {
        Table table = new Table("Traversals", List.of("workload", "Reference (ms)", "FalkorDB (ms)", "PostgreSQL (ms)"),
                List.of(List.of("1 hop", "0.0084 (0.031)", "0.26 (0.49)", "0.29 (6.96)")), List.of())
                .withGroups(java.util.Arrays.asList(null, "in the application", "server", "server"));

        // The first group's heading, wider than its one column, reaches over the column before, which has none.
        assertThat(TextFormat.lines(table, 120)).containsExactly(
                "      in the application  server -----------------------",
                "workload  Reference (ms)  FalkorDB (ms)  PostgreSQL (ms)",
                "--------  --------------  -------------  ---------------",
                "1 hop     0.0084 (0.031)    0.26 (0.49)      0.29 (6.96)");
    }

    @Test
    void aWideTableWrapsItsHeadingsKeepingEveryFigureWhole() {
        List<String> headers = List.of("workload", "Reference (calls/s, median ms)", "FalkorDB (calls/s, median ms)",
                "Neo4j (calls/s, median ms)", "PostgreSQL (calls/s, median ms)");
        Table table = new Table("Eight threads at once", headers,
                rows(3, "2 hops: who the people I follow follow, distinct", "237,711 (0.0019)", 4), List.of());

        List<String> lines = TextFormat.lines(table, 120);

        assertThat(lines).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(120));
        assertThat(lines.stream().filter(line -> line.contains("237,711 (0.0019)")))
                .hasSize(3).allSatisfy(line -> assertThat(line.split("237,711 \\(0\\.0019\\)", -1)).hasSize(5));
        assertThat(String.join("\n", lines)).contains("PostgreSQL", "(calls/s,", "median ms)");
    }

    @Test
    void aLongTitleWrapsUnderItselfWhenThatTakesFewerLines() {
        Table table = new Table("Traversals", List.of("workload", "Reference (ms)", "FalkorDB (ms)", "Neo4j (ms)",
                "PostgreSQL (ms)"), List.of(
                List.of("1 hop", "0.0084 (0.031)", "0.26 (0.49)", "11.35 (17.56)", "0.29 (6.96)"),
                List.of("3 hops and a group: repos the people I follow raise issues in and a little more", "0.023 (0.041)",
                        "0.69 (0.81)", "4.17 (13.66)", "4.32 (7.29)")), List.of());

        List<String> lines = TextFormat.lines(table, 120);

        assertThat(lines).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(120));
        assertThat(lines.get(0)).startsWith("workload").endsWith("PostgreSQL (ms)");
        assertThat(lines.stream().filter(line -> line.startsWith("  "))).as("the title's continuation, indented")
                .isNotEmpty();
        assertThat(lines.stream().filter(line -> line.startsWith("3 hops and a group"))).singleElement().asString()
                .endsWith("4.32 (7.29)");
    }

    @Test
    void aTableTooWideForAnyWrappingIsPrintedInPartsEachWithItsFirstColumn() {
        List<String> headers = new ArrayList<>(List.of("workload"));
        for (int e = 0; e < 9; e++) {
            headers.add("engine" + e + " (ms)");
        }
        Table table = new Table("Many engines", headers, rows(2, "a workload of a long title", "123.45 (678.90)", 9),
                List.of());

        List<String> lines = TextFormat.lines(table, 120);

        assertThat(lines).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(120));
        assertThat(lines.stream().filter(line -> line.startsWith("workload"))).hasSizeGreaterThan(1);
        assertThat(lines.stream().filter(line -> line.startsWith("a workload of a long title 1"))).hasSameSizeAs(
                lines.stream().filter(line -> line.startsWith("workload")).toList());
        assertThat(String.join("\n", lines)).contains("engine0 (ms)", "engine8 (ms)");
    }

    @Test
    void notesWrapAtWordsWithTheirContinuationIndentedAndDetailTablesAreNamedNotPrinted() {
        String note = "word ".repeat(60).strip();
        Table compared = new Table("Compared", List.of("workload", "x (ms)"), List.of(List.of("a", "1.00 (2.00)")),
                List.of(note));
        Table detail = new Table("Broken down", List.of("workload", "x: the many figures of one call"),
                List.of(List.of("a", "1 statement, 3 rows, 120 bytes; server 0.12, rest 0.30 | ".repeat(4))), List.of())
                .asDetail();

        String text = TextFormat.render("A header", List.of(compared, detail));

        assertThat(text.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(120));
        assertThat(text).doesNotContain("1 statement, 3 rows").contains("Compared")
                .endsWith("Wider tables, in the HTML report and with --format markdown: Broken down.\n");
        List<String> noteLines = text.lines().filter(line -> line.strip().startsWith("word")).toList();
        assertThat(noteLines).hasSizeGreaterThan(1);
        assertThat(noteLines.subList(1, noteLines.size())).allSatisfy(line -> assertThat(line).startsWith("  word"));
        assertThat(MarkdownFormat.render("A header", List.of(compared, detail))).contains("### Broken down",
                "1 statement, 3 rows");
    }
}
