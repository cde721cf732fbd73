/**
 * The report as one self-contained HTML page: the tables, the provenance side by side, and the
 * charts drawn as inline SVG; the page fetches nothing.
 */
package dev.graphbench.tables.html;
