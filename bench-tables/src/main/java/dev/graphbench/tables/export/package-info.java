/** The tables of figures for other tools: CSV, OpenMetrics, JSON Lines. */
package dev.graphbench.tables.export;
