/**
 * The object store of the SQL engines, engine-neutral: {@link dev.graphbench.sql.ObjectSql} reads
 * Drivine-annotated classes through Drivine's model API and compiles each to one SQL statement over
 * the node and edge tables, {@link dev.graphbench.sql.JdbcObjectStore} runs them on a JDBC
 * connection, one round trip a call, and each engine supplies the pieces that differ as a {@link
 * dev.graphbench.sql.JsonSqlDialect}.
 */
package dev.graphbench.sql;
