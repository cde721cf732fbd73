/**
 * The harness's own cost, measured beside plain tools doing the same work. JMH benchmarks, each
 * measured in JVMs of its own: the generator ({@link dev.graphbench.perf.GeneratorBenchmark}), the CSV
 * writer against a trivial one ({@link dev.graphbench.perf.CsvWriterBenchmark}), the COPY encoder
 * ({@link dev.graphbench.perf.CopyEncoderBenchmark}) and one-hop through a session against
 * plain JDBC ({@link dev.graphbench.perf.CallPathBenchmark}). Comparisons with programs outside the
 * JVM, which JMH cannot time: PostgreSQL's load, latency and throughput against {@code psql \copy} and
 * {@code pgbench} ({@link dev.graphbench.perf.PostgresComparison}) and FalkorDB's one-hop against
 * {@code valkey-benchmark} ({@link dev.graphbench.perf.FalkorDbComparison}). {@link
 * dev.graphbench.perf.GeneratorFigures} and the two comparisons run them ({@link dev.graphbench.perf.Jmh}
 * runs JMH) and give each result as a {@link dev.graphbench.perf.PerfFigure}, which {@code bench perf}
 * prints.
 */
package dev.graphbench.perf;
