/**
 * The Oracle engine of graph-bench: {@link dev.graphbench.engine.oracle.OracleProvider} and its
 * package-private parts (JDBC batch loader, the schema with its SQL property graph, the SQL/PGQ
 * dialect, the object store's Oracle SQL) over the JDBC engine of {@code bench-sql}. It runs against
 * a server the user names; none starts here.
 */
package dev.graphbench.engine.oracle;
