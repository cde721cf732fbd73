package dev.graphbench.report;

import java.util.List;

/** Lays tables out as Markdown. */
public final class MarkdownFormat {

    private MarkdownFormat() {
    }

    public static String render(String header, List<Table> tables) {
        StringBuilder out = new StringBuilder(header).append("\n");
        for (Table table : tables) {
            out.append("\n### ").append(table.title()).append("\n\n");
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
        }
        return out.toString();
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
