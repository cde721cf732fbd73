/**
 * The {@code bench} command line: a thin layer of jcommander commands over the library
 * ({@code dev.graphbench.runner.Benchmark} and {@code dev.graphbench.report.Report}), its
 * progress on standard error, its one-line errors and its exit codes.
 */
package dev.graphbench.cli;
