package dev.graphbench.report;

import java.util.List;

/**
 * One table of the report, already formatted cell by cell; renderers only lay it out.
 *
 * @param title   the heading, as the write-up words it
 * @param headers the column headings, each with its unit
 * @param rows    the rows, each as many cells as headers
 * @param notes   lines printed under the table: agreement, held reasons
 */
public record Table(String title, List<String> headers, List<List<String>> rows, List<String> notes) {
}
