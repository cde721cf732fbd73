/**
 * The PostgreSQL engine of graph-bench: {@link dev.graphbench.engine.postgres.PostgresProvider} and
 * its package-private parts (embedded server, connection pool, COPY loader, SQL dialect).
 */
package dev.graphbench.engine.postgres;
