package dev.graphbench.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One table of the report, already formatted cell by cell; renderers only lay it out.
 *
 * @param title   the heading, as the write-up words it
 * @param headers the column headings, each with its unit
 * @param rows    the rows, each as many cells as headers
 * @param notes   lines printed under the table: agreement, held reasons
 * @param groups  a heading over each column, as many as headers: the columns of one group stand side by side and
 *                share it (an engine's column, its {@link Shape}); null for a column of no group; an empty list when
 *                no column has one
 * @param detail  whether the table is detail a person looks up rather than compares at a glance (too wide for a
 *                terminal): the Markdown and HTML reports have it, the console names it
 */
public record Table(String title, List<String> headers, List<List<String>> rows, List<String> notes, List<String> groups,
                    boolean detail) {

    /** Copies the groups, which may hold nulls. */
    public Table {
        groups = groups == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(groups));
    }

    /** A table a person compares, with no group over its columns. */
    public Table(String title, List<String> headers, List<List<String>> rows, List<String> notes) {
        this(title, headers, rows, notes, List.of(), false);
    }

    /** The same table with {@code groups} over its columns. */
    public Table withGroups(List<String> groups) {
        return new Table(title, headers, rows, notes, groups, detail);
    }

    /** The same table, as detail: in the Markdown and HTML reports, named on the console. */
    public Table asDetail() {
        return new Table(title, headers, rows, notes, groups, true);
    }

    /** The group over column {@code column}; null for none. */
    public String group(int column) {
        return groups.isEmpty() ? null : groups.get(column);
    }
}
