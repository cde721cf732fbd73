/**
 * The PostgreSQL engine of graph-bench: {@link dev.graphbench.engine.postgres.PostgresProvider} and
 * its package-private parts (embedded server, COPY loader, SQL dialect, its JSON in SQL, plans and
 * telemetry) over the JDBC engine of {@code bench-sql}. {@link dev.graphbench.engine.postgres.CopyEncoding}
 * is the hook of the harness's own benchmarks.
 */
package dev.graphbench.engine.postgres;
