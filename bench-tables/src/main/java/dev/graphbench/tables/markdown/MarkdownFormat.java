package dev.graphbench.tables.markdown;

import dev.graphbench.tables.Output;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lays tables out as Markdown, every table, detail ones too. A Markdown table has one heading row, so the groups
 * over its columns are a line above it.
 */
public final class MarkdownFormat {

    private MarkdownFormat() {
    }

    /** The header, then every table meant for the documents ({@link Output#DOCUMENT}). */
    public static String render(String header, List<Table> tables) {
        StringBuilder out = new StringBuilder(header).append("\n");
        for (Table table : tables) {
            if (!table.goesTo(Output.DOCUMENT)) {
                continue;
            }
            out.append("\n### ").append(table.title()).append("\n\n");
            String groups = groups(table);
            if (groups != null) {
                out.append(escape(groups)).append("\n\n");
            }
            row(out, table.headers());
            out.append("|");
            for (int c = 0; c < table.headers().size(); c++) {
                out.append(c == 0 ? "---|" : "---:|");
            }
            out.append("\n");
            for (List<String> row : table.rows()) {
                row(out, row);
            }
            out.append("\n");
            for (String note : table.notes()) {
                out.append(escape(note)).append("\n\n");
            }
            footnotes(out, table.footnotes());
        }
        return out.toString();
    }

    /** Each group and its columns: {@code "in the application: Reference (ms); server: Neo4j (ms)."}; null for none. */
    private static String groups(Table table) {
        Map<String, List<String>> columns = new LinkedHashMap<>();
        for (int c = 0; c < table.headers().size(); c++) {
            if (table.group(c) != null) {
                columns.computeIfAbsent(table.group(c), group -> new ArrayList<>()).add(table.headers().get(c));
            }
        }
        if (columns.isEmpty()) {
            return null;
        }
        List<String> clauses = new ArrayList<>();
        columns.forEach((group, headers) -> clauses.add(group + ": " + String.join(", ", headers)));
        return String.join("; ", clauses) + ".";
    }

    /** The longer explanation, numbered and folded under the notes: the table and its notes stay what is read first. */
    private static void footnotes(StringBuilder out, List<String> footnotes) {
        if (footnotes.isEmpty()) {
            return;
        }
        out.append("<details><summary>Footnotes</summary>\n\n");
        for (int f = 0; f < footnotes.size(); f++) {
            out.append(f + 1).append(". ").append(footnotes.get(f)).append("\n");
        }
        out.append("\n</details>\n\n");
    }

    private static void row(StringBuilder out, List<String> cells) {
        out.append("|");
        for (String cell : cells) {
            out.append(' ').append(escape(cell)).append(" |");
        }
        out.append("\n");
    }

    private static String escape(String text) {
        return text.replace("|", "\\|");
    }
}
