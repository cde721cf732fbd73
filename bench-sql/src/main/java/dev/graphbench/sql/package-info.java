/**
 * What the SQL engines share. A JDBC engine: {@link dev.graphbench.sql.JdbcEngine} over a HikariCP
 * {@link dev.graphbench.sql.JdbcPool} that hands each {@link dev.graphbench.sql.JdbcSession} a connection
 * that answers, {@link dev.graphbench.sql.JdbcSchema} running the engine's DDL by step, the settings a
 * provider declares ({@link dev.graphbench.sql.JdbcSettings}), the provider made of them
 * ({@link dev.graphbench.sql.JdbcProvider}) and the server they name with its messages
 * ({@link dev.graphbench.sql.JdbcTarget}). An engine module extends them with its dialect, its statements
 * file, its DDL, its loader and its own settings. The object store, engine-neutral:
 * {@link dev.graphbench.sql.ObjectSql} reads Drivine-annotated classes through Drivine's model API and
 * compiles each to one SQL statement over the node and edge tables, {@link dev.graphbench.sql.JdbcObjectStore}
 * runs them on a JDBC connection, one round trip a call, and each engine supplies the pieces that differ
 * as a {@link dev.graphbench.sql.JsonSqlDialect}.
 */
package dev.graphbench.sql;
