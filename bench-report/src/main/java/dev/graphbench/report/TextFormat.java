package dev.graphbench.report;

import java.util.List;

/** Lays tables out as aligned plain text. */
public final class TextFormat {

    private TextFormat() {
    }

    public static String render(String header, List<Table> tables) {
        StringBuilder out = new StringBuilder(header).append("\n");
        for (Table table : tables) {
            out.append("\n").append(table.title()).append("\n\n");
            int columns = table.headers().size();
            int[] widths = new int[columns];
            for (int c = 0; c < columns; c++) {
                widths[c] = table.headers().get(c).length();
                for (List<String> row : table.rows()) {
                    widths[c] = Math.max(widths[c], row.get(c).length());
                }
            }
            line(out, table.headers(), widths);
            StringBuilder rule = new StringBuilder();
            for (int c = 0; c < columns; c++) {
                rule.append(c == 0 ? "" : "  ").append("-".repeat(widths[c]));
            }
            out.append(rule).append("\n");
            for (List<String> row : table.rows()) {
                line(out, row, widths);
            }
            for (String note : table.notes()) {
                out.append(note).append("\n");
            }
        }
        return out.toString();
    }

    private static void line(StringBuilder out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            String cell = cells.get(c);
            if (c == 0) {
                line.append(cell).append(" ".repeat(widths[c] - cell.length()));
            } else {
                line.append("  ").append(" ".repeat(widths[c] - cell.length())).append(cell);
            }
        }
        out.append(line.toString().stripTrailing()).append("\n");
    }
}
