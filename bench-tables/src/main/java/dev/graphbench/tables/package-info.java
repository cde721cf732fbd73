/**
 * The one table model every format renders, as JMH renders one result model: a {@link dev.graphbench.tables.Table}
 * says its columns (each with its unit, and for figures how OpenMetrics takes it), its rows, notes, charts and what
 * the summary counts of it, and where it goes ({@link dev.graphbench.tables.Output}). The renderers, one package
 * each, take the tables meant for them: {@code text} for a terminal, {@code markdown}, {@code html} (a page of
 * {@link dev.graphbench.tables.Page}), and {@code export} (CSV, OpenMetrics, JSON Lines). A new table reaches every
 * format without a change to any of them.
 */
package dev.graphbench.tables;
