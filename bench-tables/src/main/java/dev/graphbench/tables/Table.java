package dev.graphbench.tables;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * One table, the one model every format renders: its columns (each heading with its unit, and for figures a name
 * and how OpenMetrics takes it), its rows, the notes under it and its footnotes, the charts that draw its figures,
 * what the summary
 * counts of it, and where it goes ({@link Output}). A table a person reads has each cell formatted already; a table
 * of figures keeps each value as measured beside its text, for CSV, OpenMetrics and JSON Lines.
 *
 * @param title   the heading, as the write-up words it
 * @param columns the columns
 * @param rows    each row's cells as shown, as many as columns
 * @param values  each row's values as measured (a number, a word, or null for none), as many as columns; empty in a
 *                table only shown
 * @param notes   lines printed under the table: what it shows, agreement, held reasons; each at most
 *                {@link #NOTE_LINES} lines of a terminal, so that the table stays what a person reads
 * @param footnotes the longer explanation (how it was measured, what each figure means, each engine's detail):
 *                footnotes under the table in HTML, folded under it in Markdown, left off the console, which says
 *                where they are
 * @param charts  charts of its figures, for a renderer that draws
 * @param ranking what the summary counts of it; null when it counts nothing
 * @param outputs where it goes
 * @param name    the table in file names ({@code report-sf0.1-traverse.csv}); null for a table only shown
 * @param phase   the phase its figures are of, labelling them in OpenMetrics and JSON Lines; null for none
 */
public record Table(String title, List<Column> columns, List<List<String>> rows, List<List<Object>> values,
                    List<String> notes, List<String> footnotes, List<Chart> charts, Ranking ranking,
                    Set<Output> outputs, String name, String phase) {

    /** The most terminal lines a note under a table takes; what needs more is a footnote. */
    public static final int NOTE_LINES = 2;

    /** How a cell whose slowest call was a stall ends; a note under its table, starting {@link #STALL_NOTE}, names it. */
    public static final String STALL_MARK = " !";
    /** How the note naming a stall begins. */
    public static final String STALL_NOTE = "! stall:";

    /** Copies the lists; the values' rows may hold nulls. */
    public Table {
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
        values = values == null ? List.of()
                : values.stream().<List<Object>>map(row -> Collections.unmodifiableList(new ArrayList<>(row))).toList();
        notes = List.copyOf(notes);
        footnotes = footnotes == null ? List.of() : List.copyOf(footnotes);
        charts = charts == null ? List.of() : List.copyOf(charts);
        outputs = outputs.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(outputs));
    }

    /** A table a person compares, on the console and in the documents, with no group over its columns. */
    public Table(String title, List<String> headers, List<List<String>> rows, List<String> notes) {
        this(title, headers.stream().map(Column::shown).toList(), rows, List.of(), notes, List.of(), List.of(),
                null, Output.SHOWN, null, null);
    }

    /**
     * A table of figures for other tools, named {@code name} in file names, of phase {@code phase}: each cell its
     * value as measured, written as digits where it is a number.
     */
    public static Table figures(String name, String phase, List<Column> columns, List<List<Object>> values) {
        List<List<String>> rows = values.stream().map(row -> row.stream().map(Table::plain).toList()).toList();
        return new Table(name, columns, rows, values, List.of(), List.of(), List.of(), null, Output.FIGURES, name, phase);
    }

    /** The column headings, each with its unit. */
    public List<String> headers() {
        return columns.stream().map(Column::heading).toList();
    }

    /** The group over each column, null for none; an empty list when no column has one. */
    public List<String> groups() {
        List<String> groups = columns.stream().map(Column::group).toList();
        return groups.stream().allMatch(group -> group == null) ? List.of() : Collections.unmodifiableList(
                new ArrayList<>(groups));
    }

    /** The group over column {@code column}; null for none. */
    public String group(int column) {
        return columns.get(column).group();
    }

    /** The same table with {@code groups} over its columns, one for each (null for none). */
    public Table withGroups(List<String> groups) {
        List<Column> grouped = new ArrayList<>();
        for (int c = 0; c < columns.size(); c++) {
            grouped.add(columns.get(c).inGroup(groups.isEmpty() ? null : groups.get(c)));
        }
        return new Table(title, grouped, rows, values, notes, footnotes, charts, ranking, outputs, name, phase);
    }

    /** The same table, as detail a person looks up rather than compares at a glance: in the documents, named on the console. */
    public Table asDetail() {
        return goingTo(Output.DETAIL);
    }

    /** The same table, going to {@code outputs}. */
    public Table goingTo(Set<Output> where) {
        return new Table(title, columns, rows, values, notes, footnotes, charts, ranking, where, name, phase);
    }

    /** The same table with {@code drawn}, charts of its figures. */
    public Table withCharts(List<Chart> drawn) {
        return new Table(title, columns, rows, values, notes, footnotes, drawn, ranking, outputs, name, phase);
    }

    /** The same table, counted by the summary as {@code counted} says. */
    public Table rankedBy(Ranking counted) {
        return new Table(title, columns, rows, values, notes, footnotes, charts, counted, outputs, name, phase);
    }

    /** The same table with {@code more} added to its footnotes. */
    public Table withFootnotes(List<String> more) {
        List<String> all = new ArrayList<>(footnotes);
        all.addAll(more);
        return new Table(title, columns, rows, values, notes, all, charts, ranking, outputs, name, phase);
    }

    /** {@code tables}, each with the charts of {@code charts} that draw it ({@link Chart#table()} its title) added. */
    public static List<Table> attach(List<Table> tables, List<Chart> charts) {
        return tables.stream().map(table -> {
            List<Chart> drawn = charts.stream().filter(chart -> chart.table().equals(table.title())).toList();
            if (drawn.isEmpty()) {
                return table;
            }
            List<Chart> all = new ArrayList<>(table.charts());
            all.addAll(drawn);
            return table.withCharts(all);
        }).toList();
    }

    /** Whether it is detail: in the documents but too wide for the console, which names it. */
    public boolean detail() {
        return outputs.contains(Output.DOCUMENT) && !outputs.contains(Output.CONSOLE);
    }

    /** Whether it goes to {@code output}. */
    public boolean goesTo(Output output) {
        return outputs.contains(output);
    }

    /** A value as a file of figures writes it: a number in plain digits (never 1.0E-5), nothing for null. */
    public static String plain(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Double number) {
            return new BigDecimal(number.toString()).stripTrailingZeros().toPlainString();
        }
        return value.toString();
    }
}
