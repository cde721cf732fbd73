/**
 * FalkorDB: {@link dev.graphbench.engine.falkordb.FalkorDbProvider} connects to a server of the
 * user's own or starts valkey-server with the FalkorDB module on a free loopback port
 * ({@link dev.graphbench.engine.falkordb.EmbeddedFalkorDb}); statements go as {@code GRAPH.QUERY}
 * and {@code GRAPH.RO_QUERY} with their parameters written by
 * {@link dev.graphbench.engine.falkordb.CypherParameters}, the engine's injection boundary; the
 * load goes as {@code GRAPH.BULK} requests written by
 * {@link dev.graphbench.engine.falkordb.BulkRequest}, which refuses whatever the server would
 * misread; the object store is Drivine's FalkorDB connection through {@code dev.graphbench.cypher}.
 */
package dev.graphbench.engine.falkordb;
