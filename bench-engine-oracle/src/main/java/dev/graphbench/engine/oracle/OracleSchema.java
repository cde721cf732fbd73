package dev.graphbench.engine.oracle;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.support.NamedStatements;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/**
 * Runs the statements of {@code schema.sql} by their prefix: tables and the property graph before the
 * load, indexes and statistics after it. A step the user lacks the privilege for fails naming the
 * grant that is missing.
 */
final class OracleSchema implements Schema {

    /** The statements of {@code schema.sql}, which also holds the loader's. */
    static final NamedStatements STATEMENTS = NamedStatements.load(OracleSchema.class, "schema.sql", "--");

    /** ORA-01031: insufficient privileges. */
    private static final int INSUFFICIENT_PRIVILEGES = 1031;
    /** The privilege each step that creates something needs. */
    private static final Map<String, Privilege> PRIVILEGES = Map.of(
            // Its nid is an identity column, whose numbers come from a sequence the table owns.
            "create-node-table", new Privilege("CREATE TABLE, CREATE SEQUENCE", "create a table with an identity column"),
            "create-edge-table", new Privilege("CREATE TABLE", "create a table"),
            "create-graph", new Privilege("CREATE PROPERTY GRAPH", "create a property graph"));

    /** A system privilege, as granted and as said in words. */
    private record Privilege(String grant, String words) {
    }

    private final OracleEngine engine;

    OracleSchema(OracleEngine engine) {
        this.engine = engine;
    }

    @Override
    public void drop() {
        run("drop-");
    }

    /** The tables hold any graph: a node's labels and properties are JSON, a relationship's type text. */
    @Override
    public void create(GraphSchema graph) {
        run("create-");
    }

    @Override
    public void afterLoad() {
        run("after-load-");
    }

    private void run(String prefix) {
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement()) {
            for (Map.Entry<String, String> entry : STATEMENTS.all().entrySet()) {
                if (entry.getKey().startsWith(prefix)) {
                    try {
                        statement.execute(entry.getValue());
                    } catch (SQLException e) {
                        throw failure(entry.getKey(), e);
                    }
                }
            }
        } catch (SQLException e) {
            throw engine.target().failure("schema step " + prefix + "*", e);
        }
    }

    private EngineException failure(String step, SQLException failure) {
        Privilege privilege = PRIVILEGES.get(step);
        if (privilege != null && failure.getErrorCode() == INSUFFICIENT_PRIVILEGES) {
            String user = engine.target().user();
            return new EngineException("user " + user + " may not " + privilege.words() + " at "
                    + engine.target().address() + " (" + ConnectionTarget.oracleMessage(failure)
                    + "); have an administrator run GRANT " + privilege.grant() + " TO " + user
                    + ", as the README's section \"Oracle\" shows", failure);
        }
        return engine.target().failure("schema step " + step, failure);
    }
}
