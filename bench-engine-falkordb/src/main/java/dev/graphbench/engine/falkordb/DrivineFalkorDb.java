package dev.graphbench.engine.falkordb;

import com.falkordb.Driver;
import com.falkordb.Graph;
import org.drivine.connection.Connection;
import org.drivine.connection.ConnectionProvider;
import org.drivine.connection.DatabaseType;
import org.drivine.connection.FalkorDbConnection;
import org.drivine.connection.FalkorDbTransactionMode;
import org.drivine.mapper.FalkorDbResultMapper;
import org.drivine.mapper.SubtypeRegistry;
import org.drivine.query.grammar.CypherDialect;

/**
 * Drivine's FalkorDB connection, made as Drivine's own provider makes it (a
 * {@link FalkorDbConnection} with Drivine's result mapper on jfalkordb's graph), but on the
 * engine's pool: Drivine's provider opens a pool of jedis's defaults, which gives up on a
 * statement after 2 s and speaks no TLS, so a slow statement of Drivine's would fail where the
 * benchmark must time it. Unless told to leave them to jfalkordb, the statements' parameters are
 * written by the engine ({@link EncodedParameters}): jfalkordb 0.7.0 cannot send a list of maps.
 */
final class DrivineFalkorDb implements ConnectionProvider {

    private final Driver driver;
    private final String graph;
    private final SubtypeRegistry subtypes;
    private final boolean jfalkordbParameters;

    DrivineFalkorDb(Driver driver, String graph, SubtypeRegistry subtypes, boolean jfalkordbParameters) {
        this.driver = driver;
        this.graph = graph;
        this.subtypes = subtypes;
        this.jfalkordbParameters = jfalkordbParameters;
    }

    @Override
    public String getName() {
        return "graph-bench";
    }

    @Override
    public DatabaseType getType() {
        return DatabaseType.FALKORDB;
    }

    @Override
    public SubtypeRegistry getSubtypeRegistry() {
        return subtypes;
    }

    @Override
    public CypherDialect getCypherDialect() {
        return FalkorDbDialect.DRIVINE_GRAMMAR;
    }

    @Override
    public Connection connect() {
        Graph falkordb = driver.graph(graph);
        return new FalkorDbConnection(jfalkordbParameters ? falkordb : new EncodedParameters(falkordb),
                new FalkorDbResultMapper(subtypes),
                FalkorDbTransactionMode.WARN);
    }

    /** The engine closes the pool. */
    @Override
    public void end() {
    }
}
