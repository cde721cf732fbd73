/**
 * The report: the write-up's tables ({@link dev.graphbench.report.Report}), drawn from results files
 * alone, laid out as text or Markdown, with charts of the same figures for renderers that draw.
 */
package dev.graphbench.report;
