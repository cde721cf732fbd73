/**
 * What the Cypher engines share, engine-neutral, the way {@code dev.graphbench.sql} serves the SQL
 * engines: {@link dev.graphbench.cypher.DrivineObjectStore}, the object store through Drivine's
 * {@code GraphObjectManager} on a {@link dev.graphbench.cypher.DrivineConnection} of any database
 * type Drivine speaks; {@link dev.graphbench.cypher.DrivineStatements}, the statement Drivine writes
 * for a read, kept without a server; {@link dev.graphbench.cypher.CypherStatements}, an engine's
 * dialect read from its {@code queries.cypher}; and {@link dev.graphbench.cypher.UnwindBatches},
 * how a loader cuts the generated graph into UNWIND batches. An engine brings its connection, its
 * loader, its statements file and how its driver's failures read.
 */
package dev.graphbench.cypher;
