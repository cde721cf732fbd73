/**
 * The report as one self-contained HTML page, laid out by {@link dev.graphbench.tables.html.HtmlPage}.
 */
package dev.graphbench.report.html;
