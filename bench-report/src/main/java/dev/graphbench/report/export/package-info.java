/**
 * The report's figures for other tools: CSV, OpenMetrics and JSON Lines, each rendered from the tables of figures
 * the phases give ({@link dev.graphbench.tables.export}).
 */
package dev.graphbench.report.export;
