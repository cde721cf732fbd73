package dev.graphbench.engine.falkordb;

import com.falkordb.Graph;
import com.falkordb.ResultSet;
import java.util.List;
import java.util.Map;

/**
 * jfalkordb's graph with the parameters of every query written by {@link CypherParameters}, for
 * Drivine's FalkorDB connection: jfalkordb 0.7.0 writes a map with Java's {@code toString}
 * ({@code {id=i1, props={...}}}), so every statement Drivine binds a list of maps to (saveAll, and
 * the nodes of a view's relationship lists) fails, and it does not escape a backslash before a
 * quote. The statements are Drivine's, unchanged; only their parameters are written correctly.
 */
final class EncodedParameters implements Graph {

    private final Graph graph;

    EncodedParameters(Graph graph) {
        this.graph = graph;
    }

    @Override
    public ResultSet query(String query) {
        return graph.query(query);
    }

    @Override
    public ResultSet readOnlyQuery(String query) {
        return graph.readOnlyQuery(query);
    }

    @Override
    public ResultSet query(String query, long timeout) {
        return graph.query(query, timeout);
    }

    @Override
    public ResultSet readOnlyQuery(String query, long timeout) {
        return graph.readOnlyQuery(query, timeout);
    }

    @Override
    public ResultSet query(String query, Map<String, Object> parameters) {
        return graph.query(CypherParameters.bind(query, parameters));
    }

    @Override
    public ResultSet readOnlyQuery(String query, Map<String, Object> parameters) {
        return graph.readOnlyQuery(CypherParameters.bind(query, parameters));
    }

    @Override
    public ResultSet query(String query, Map<String, Object> parameters, long timeout) {
        return graph.query(CypherParameters.bind(query, parameters), timeout);
    }

    @Override
    public ResultSet readOnlyQuery(String query, Map<String, Object> parameters, long timeout) {
        return graph.readOnlyQuery(CypherParameters.bind(query, parameters), timeout);
    }

    @Override
    public ResultSet callProcedure(String procedure) {
        return graph.callProcedure(procedure);
    }

    @Override
    public ResultSet profile(String query) {
        return graph.profile(query);
    }

    @Override
    public ResultSet profile(String query, Map<String, Object> parameters) {
        return graph.profile(CypherParameters.bind(query, parameters));
    }

    @Override
    public ResultSet callProcedure(String procedure, List<String> arguments) {
        return graph.callProcedure(procedure, arguments);
    }

    @Override
    public ResultSet callProcedure(String procedure, List<String> arguments, Map<String, List<String>> kwargs) {
        return graph.callProcedure(procedure, arguments, kwargs);
    }

    @Override
    public String copyGraph(String destination) {
        return graph.copyGraph(destination);
    }

    @Override
    public String deleteGraph() {
        return graph.deleteGraph();
    }

    @Override
    public List<String> explain(String query) {
        return graph.explain(query);
    }

    @Override
    public List<String> explain(String query, Map<String, Object> parameters) {
        return graph.explain(CypherParameters.bind(query, parameters));
    }

    @Override
    public void close() {
        graph.close();
    }
}
