package dev.graphbench.tables.text;

import dev.graphbench.tables.Output;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Lays tables out as aligned plain text for a terminal of {@link #WIDTH} columns: no line is wider. A table too
 * wide for it first wraps its column headings, then its first column, and as a last resort is printed in parts,
 * the first column repeated in each; notes and titles wrap at word boundaries. Detail tables
 * ({@link Table#detail()}) are named in one line at the end instead of printed.
 */
public final class TextFormat {

    /** The widest line printed: a terminal's width, with room for a scroll bar. */
    public static final int WIDTH = 120;

    private static final String GAP = "  ";
    /** Continuation lines of a wrapped note or first-column cell are indented so as not to read as new ones. */
    private static final String HANGING = "  ";
    /** The narrowest the first column is wrapped to before the table is split into parts instead. */
    private static final int NARROWEST_LABEL = 24;

    private TextFormat() {
    }

    /**
     * The header, then every table a person compares ({@link Output#CONSOLE}), then a line naming the detail tables
     * left out; tables of figures alone are not shown.
     */
    public static String render(String header, List<Table> tables) {
        StringBuilder out = new StringBuilder();
        paragraph(out, header);
        List<String> detail = new ArrayList<>();
        List<String> footnoted = new ArrayList<>();
        for (Table table : tables) {
            if (table.detail()) {
                detail.add(table.title());
                continue;
            }
            if (!table.goesTo(Output.CONSOLE)) {
                continue;
            }
            out.append('\n');
            paragraph(out, table.title());
            out.append('\n');
            lines(table, WIDTH).forEach(line -> out.append(line).append('\n'));
            table.notes().forEach(note -> paragraph(out, note));
            if (!table.footnotes().isEmpty()) {
                footnoted.add(table.title());
            }
        }
        if (!detail.isEmpty()) {
            out.append('\n');
            paragraph(out, detailLine(detail));
        }
        if (!footnoted.isEmpty()) {
            out.append(detail.isEmpty() ? "\n" : "");
            paragraph(out, footnotesLine(footnoted));
        }
        return out.toString();
    }

    /** The line naming the detail tables: where they are, since the console has no room for them. */
    public static String detailLine(List<String> titles) {
        return "Wider tables, in the HTML report and with --format markdown: " + String.join("; ", titles) + ".";
    }

    /** The line naming the tables with footnotes, which the console leaves off: where they are. */
    public static String footnotesLine(List<String> titles) {
        return "How these tables were measured, at length, in the footnotes of the HTML report and with --format"
                + " markdown: " + String.join("; ", titles) + ".";
    }

    /** The lines a note takes on the console: at most {@link Table#NOTE_LINES} for a note under a table. */
    public static int lines(String note) {
        return wrapped(note).size();
    }

    /** {@code text} wrapped at {@link #WIDTH}, continuation lines indented. */
    public static List<String> wrapped(String text) {
        return wrapped(text, WIDTH);
    }

    /** {@code text} wrapped at {@code width}, each line keeping its own indent, continuation lines indented further. */
    public static List<String> wrapped(String text, int width) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.split("\n", -1)) {
            String indent = paragraph.substring(0, paragraph.length() - paragraph.stripLeading().length());
            List<String> first = wrap(paragraph, width - indent.length());
            lines.add(indent + first.getFirst());
            if (first.size() > 1) {
                String rest = String.join(" ", first.subList(1, first.size()));
                String hanging = indent + HANGING;
                wrap(rest, width - hanging.length()).forEach(line -> lines.add(hanging + line));
            }
        }
        return lines;
    }

    private static void paragraph(StringBuilder out, String text) {
        wrapped(text).forEach(line -> out.append(line).append('\n'));
    }

    /**
     * {@code text} in lines of at most {@code width} characters, broken at spaces; a word longer than a line is
     * cut. Always at least one line, empty for empty text.
     */
    public static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split(" +")) {
            while (word.length() > width) {
                if (!line.isEmpty()) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                lines.add(word.substring(0, width));
                word = word.substring(width);
            }
            if (!line.isEmpty() && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (!word.isEmpty()) {
                line.append(line.isEmpty() ? "" : " ").append(word);
            }
        }
        if (!line.isEmpty() || lines.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    /**
     * The table's lines, none wider than {@code width}: its group headings, headings, rule and rows. Of the two ways
     * to narrow a table too wide, wrapping the column headings first or the first column's titles first, the one that
     * takes fewer lines (the titles, when both take as many: a heading read whole reads quicker).
     */
    public static List<String> lines(Table table, int width) {
        List<String> headingsFirst = layout(table, width, false);
        List<String> titlesFirst = layout(table, width, true);
        return titlesFirst.size() <= headingsFirst.size() ? titlesFirst : headingsFirst;
    }

    private static List<String> layout(Table table, int width, boolean titlesFirst) {
        int columns = table.headers().size();
        int[] data = new int[columns];
        int[] narrowest = new int[columns];
        int[] widths = new int[columns];
        for (int c = 0; c < columns; c++) {
            for (List<String> row : table.rows()) {
                data[c] = Math.max(data[c], row.get(c).length());
            }
            // A figure column keeps its figures whole; its heading wraps down to its longest word.
            narrowest[c] = c == 0 ? NARROWEST_LABEL : Math.max(data[c], longestWord(table.headers().get(c)));
            widths[c] = Math.max(data[c], table.headers().get(c).length());
        }
        fitGroups(table, widths, allColumns(columns));
        int[] natural = widths.clone();
        if (titlesFirst) {
            narrowTitles(widths, width);
            narrowHeadings(table, widths, narrowest, width);
        } else {
            narrowHeadings(table, widths, narrowest, width);
            narrowTitles(widths, width);
        }
        if (total(widths) > width) {
            // Printed in parts anyway: each part has room for the titles and the headings as they are.
            widths = natural;
            widths[0] = Math.min(widths[0], width / 2);
        }
        List<String> lines = new ArrayList<>();
        for (int[] part : parts(widths, width)) {
            if (!lines.isEmpty()) {
                lines.add("");
            }
            int[] partWidths = new int[part.length];
            for (int i = 0; i < part.length; i++) {
                partWidths[i] = Math.min(widths[part[i]], i == 0 ? width : width - widths[0] - GAP.length());
            }
            fitGroups(table, partWidths, part);
            block(table, part, partWidths, lines);
        }
        return lines;
    }

    /** Wraps the first column, down to {@link #NARROWEST_LABEL}, as far as the table is too wide. */
    private static void narrowTitles(int[] widths, int width) {
        int over = total(widths) - width;
        if (over > 0 && widths[0] > NARROWEST_LABEL) {
            widths[0] = Math.max(NARROWEST_LABEL, widths[0] - over);
        }
    }

    /**
     * Wraps the headings of the figure columns, each down to its figures' width or its longest word, as far as the
     * table is too wide: the heading with the most to spare first.
     */
    private static void narrowHeadings(Table table, int[] widths, int[] narrowest, int width) {
        while (total(widths) > width) {
            int widest = -1;
            for (int c = 1; c < widths.length; c++) {
                if (widths[c] > narrowest[c] && (widest < 0 || widths[c] - narrowest[c] > widths[widest] - narrowest[widest])) {
                    widest = c;
                }
            }
            if (widest < 0) {
                return;
            }
            int before = total(widths);
            // A character at a time from the heading with the most to spare, so that the headings wrap evenly.
            widths[widest]--;
            fitGroups(table, widths, allColumns(widths.length));
            if (total(widths) >= before) {
                // The group's heading holds this column as wide as it was.
                narrowest[widest] = widths[widest];
            }
        }
    }

    /** The columns 0 to {@code columns}, all in one part. */
    private static int[] allColumns(int columns) {
        int[] all = new int[columns];
        Arrays.setAll(all, c -> c);
        return all;
    }

    /**
     * The columns of each part the table is printed in: all of them when they fit, or else the first column and as
     * many of the next as fit, then the first column again and the next ones.
     */
    private static List<int[]> parts(int[] widths, int width) {
        List<int[]> parts = new ArrayList<>();
        List<Integer> part = new ArrayList<>(List.of(0));
        int used = widths[0];
        for (int c = 1; c < widths.length; c++) {
            if (part.size() > 1 && used + GAP.length() + widths[c] > width) {
                parts.add(part.stream().mapToInt(Integer::intValue).toArray());
                part = new ArrayList<>(List.of(0));
                used = widths[0];
            }
            part.add(c);
            used += GAP.length() + widths[c];
        }
        parts.add(part.stream().mapToInt(Integer::intValue).toArray());
        return parts;
    }

    /**
     * Widens the last column of each group of {@code columns} so that the group's heading fits over them, or over
     * them and the column before, when that one has no group and so nothing over it.
     */
    private static void fitGroups(Table table, int[] widths, int[] columns) {
        for (int[] span : spans(table, columns)) {
            int room = spanned(widths, span) + borrowable(table, widths, columns, span);
            int heading = table.group(columns[span[0]]).length();
            if (heading > room) {
                widths[span[1] - 1] += heading - room;
            }
        }
    }

    /** How wide the columns of {@code span} are together. */
    private static int spanned(int[] widths, int[] span) {
        int spanned = 0;
        for (int i = span[0]; i < span[1]; i++) {
            spanned += widths[i] + (i > span[0] ? GAP.length() : 0);
        }
        return spanned;
    }

    /** The room left of a group's columns its heading may take: the column before it, when it has no group. */
    private static int borrowable(Table table, int[] widths, int[] columns, int[] span) {
        return span[0] > 0 && table.group(columns[span[0] - 1]) == null ? widths[span[0] - 1] + GAP.length() - 1 : 0;
    }

    /** The runs of adjacent columns (by index into {@code columns}, end exclusive) under one group heading. */
    private static List<int[]> spans(Table table, int[] columns) {
        List<int[]> spans = new ArrayList<>();
        int start = 0;
        while (start < columns.length) {
            String group = table.group(columns[start]);
            int end = start + 1;
            while (group != null && end < columns.length && group.equals(table.group(columns[end]))) {
                end++;
            }
            if (group != null) {
                spans.add(new int[] {start, end});
            }
            start = end;
        }
        return spans;
    }

    private static int total(int[] widths) {
        return Arrays.stream(widths).sum() + GAP.length() * (widths.length - 1);
    }

    private static int longestWord(String text) {
        return Arrays.stream(text.split(" +")).mapToInt(String::length).max().orElse(0);
    }

    /** One part of a table: its columns {@code columns}, each as wide as {@code widths} says. */
    private static void block(Table table, int[] columns, int[] widths, List<String> lines) {
        List<int[]> spans = spans(table, columns);
        if (!spans.isEmpty()) {
            StringBuilder groups = new StringBuilder();
            for (int[] span : spans) {
                int start = offset(widths, span[0]);
                int end = offset(widths, span[1] - 1) + widths[span[1] - 1];
                String heading = table.group(columns[span[0]]);
                // A heading wider than its columns ends where they do, reaching over the column before.
                start = Math.min(start, end - heading.length());
                groups.setLength(Math.min(groups.length(), start));
                groups.append(" ".repeat(Math.max(0, start - groups.length())));
                int fill = end - start - heading.length();
                groups.append(heading).append(fill > 1 ? " " + "-".repeat(fill - 1) : " ".repeat(fill));
            }
            lines.add(groups.toString().stripTrailing());
        }
        List<List<String>> headings = new ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            headings.add(wrap(table.headers().get(columns[i]), widths[i]));
        }
        int height = headings.stream().mapToInt(List::size).max().orElse(1);
        for (int line = 0; line < height; line++) {
            List<String> cells = new ArrayList<>();
            for (List<String> cell : headings) {
                // Headings sit on the rule: a short one on the last line.
                int from = height - cell.size();
                cells.add(line >= from ? cell.get(line - from) : "");
            }
            lines.add(line(cells, widths));
        }
        List<String> rule = new ArrayList<>();
        for (int width : widths) {
            rule.add("-".repeat(width));
        }
        lines.add(String.join(GAP, rule));
        for (List<String> row : table.rows()) {
            List<List<String>> cells = new ArrayList<>();
            for (int i = 0; i < columns.length; i++) {
                String cell = row.get(columns[i]);
                cells.add(i == 0 ? labelLines(cell, widths[0]) : wrap(cell, widths[i]));
            }
            int rowHeight = cells.stream().mapToInt(List::size).max().orElse(1);
            for (int line = 0; line < rowHeight; line++) {
                List<String> shown = new ArrayList<>();
                for (List<String> cell : cells) {
                    shown.add(line < cell.size() ? cell.get(line) : "");
                }
                lines.add(line(shown, widths));
            }
        }
    }

    /** A first-column cell in lines of {@code width}, its continuation lines indented. */
    private static List<String> labelLines(String cell, int width) {
        if (cell.length() <= width) {
            return List.of(cell);
        }
        List<String> first = wrap(cell, width);
        List<String> lines = new ArrayList<>();
        lines.add(first.getFirst());
        wrap(String.join(" ", first.subList(1, first.size())), width - HANGING.length())
                .forEach(rest -> lines.add(HANGING + rest));
        return lines;
    }

    /** Where column {@code index} of a part starts. */
    private static int offset(int[] widths, int index) {
        int at = 0;
        for (int i = 0; i < index; i++) {
            at += widths[i] + GAP.length();
        }
        return at;
    }

    /** A line of cells: the first left-aligned, the figures right-aligned, trailing spaces dropped. */
    private static String line(List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            String cell = cells.get(c);
            if (c == 0) {
                line.append(cell).append(" ".repeat(Math.max(0, widths[c] - cell.length())));
            } else {
                line.append(GAP).append(" ".repeat(Math.max(0, widths[c] - cell.length()))).append(cell);
            }
        }
        return line.toString().stripTrailing();
    }
}
