package dev.graphbench.engine.oracle;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.sql.JdbcSchema;
import dev.graphbench.sql.tables.PropertyTables;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Oracle's DDL, {@code schema.sql}, run by step: tables and the property graph before the load,
 * indexes and statistics after it. A PL/SQL unit is sent whole and must compile; a step the user lacks
 * the privilege for fails naming the grant that is missing. A property graph gets its tables and graph
 * ({@link OraclePropertySchema}) instead.
 */
final class OracleSchema extends JdbcSchema {

    /** The statements of {@code schema.sql}, which also holds the loader's. */
    static final NamedStatements STATEMENTS = NamedStatements.load(OracleSchema.class, "schema.sql", "--");

    /** ORA-01031: insufficient privileges. */
    private static final int INSUFFICIENT_PRIVILEGES = 1031;
    /** The privilege each step that creates something needs. */
    private static final Map<String, Privilege> PRIVILEGES = Map.of(
            // Its nid is an identity column, whose numbers come from a sequence the table owns.
            "create-node-table", new Privilege("CREATE TABLE, CREATE SEQUENCE", "create a table with an identity column"),
            "create-edge-table", new Privilege("CREATE TABLE", "create a table"),
            "create-graph", new Privilege("CREATE PROPERTY GRAPH", "create a property graph"),
            "create-node-list-type", new Privilege("CREATE TYPE", "create a type"),
            "create-reach-function", new Privilege("CREATE PROCEDURE", "create a function"));
    /** A PL/SQL unit, which ends with the semicolon after its END, and its name. */
    private static final Pattern PLSQL_UNIT = Pattern.compile(
            "^CREATE\\s+(?:OR\\s+REPLACE\\s+)?(?:FUNCTION|PROCEDURE)\\s+(\\w+)", Pattern.CASE_INSENSITIVE);
    /** A unit's compile errors, first first. */
    private static final String COMPILE_ERRORS = "SELECT line, text FROM user_errors WHERE name = UPPER(?) ORDER BY sequence";

    /** A system privilege, as granted and as said in words. */
    private record Privilege(String grant, String words) {
    }

    private final OracleEngine engine;

    OracleSchema(OracleEngine engine) {
        super(engine, STATEMENTS);
        this.engine = engine;
    }

    /** Drops the generated graph's tables and graph, and the tables a property graph's load made. */
    @Override
    public void drop() {
        super.drop();
        List<String> tables = new ArrayList<>();
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement();
             ResultSet found = statement.executeQuery(OraclePropertySchema.STATEMENTS.get("tables"))) {
            while (found.next()) {
                tables.add(found.getString(1));
            }
        } catch (SQLException e) {
            throw failure("property-tables", e);
        }
        runAll(tables.stream().map(table -> OraclePropertySchema.of("drop-table", "\"" + table + "\"")).toList(),
                "property-drop");
    }

    /**
     * The generated graph, and a graph of one label, go in two tables that hold any graph: a node's labels and
     * properties as JSON, a relationship's type as text. A property graph gets a table per label and per type.
     */
    @Override
    public void create(GraphSchema graph) {
        engine.graph(graph);
        if (property()) {
            runAll(OraclePropertySchema.create(PropertyTables.of(graph)), "property-create");
        } else {
            super.create(graph);
        }
    }

    @Override
    public void afterLoad() {
        if (property()) {
            runAll(OraclePropertySchema.afterLoad(PropertyTables.of(engine.graph())), "property-after-load");
        } else {
            super.afterLoad();
        }
    }

    /** On a property graph's tables: the label's table, the property's column, as {@code bench schema} names them. */
    @Override
    public List<String> createIndex(Label label, Property property) {
        if (!property()) {
            throw new UnsupportedException("Oracle creates a workload folder's indexes on a property graph's tables"
                    + " (csv:DIR); the generated graph has the indexes its workloads need");
        }
        List<String> statements = OraclePropertySchema.index(PropertyTables.of(engine.graph()), label, property);
        runAll(statements, "property-index");
        return statements;
    }

    private boolean property() {
        return engine.graph().kind().equals(GraphSchema.PROPERTY);
    }

    /** What the schema runs for {@code graph}, create's then afterLoad's, as {@code bench schema} prints it. */
    static List<String> statements(GraphSchema graph) {
        if (graph.kind().equals(GraphSchema.PROPERTY)) {
            return OraclePropertySchema.statements(graph);
        }
        return printed(STATEMENTS, OracleSchema::sent);
    }

    /**
     * Runs one step. A PL/SQL unit gets back the semicolon after its END, which the file's reader drops; it is
     * created even when it does not compile, with a warning, so its compiler's first error fails the step now
     * rather than the first call to it.
     */
    @Override
    protected void execute(Connection connection, Statement statement, String step, String text) throws SQLException {
        Matcher unit = PLSQL_UNIT.matcher(withoutLeadingComments(text));
        if (!unit.find()) {
            statement.execute(text);
            return;
        }
        statement.clearWarnings();
        statement.execute(sent(text));
        if (statement.getWarnings() != null) {
            try (PreparedStatement errors = connection.prepareStatement(COMPILE_ERRORS)) {
                errors.setString(1, unit.group(1));
                try (ResultSet error = errors.executeQuery()) {
                    String first = error.next() ? "line " + error.getInt(1) + ": " + error.getString(2).strip()
                            : OracleTarget.oracleMessage(statement.getWarnings());
                    throw new EngineException("schema step " + step + " at " + engine().target().address()
                            + " created a function that does not compile (" + first + ")");
                }
            }
        }
    }

    /** A step as the server takes it: a PL/SQL unit from its CREATE, with the semicolon after its END. */
    static String sent(String text) {
        String code = withoutLeadingComments(text);
        return PLSQL_UNIT.matcher(code).find() ? code + ";" : text;
    }

    /** {@code text} from its first line that is not a comment. */
    private static String withoutLeadingComments(String text) {
        String[] lines = text.split("\n", -1);
        int first = 0;
        while (first < lines.length && (lines[first].isBlank() || lines[first].strip().startsWith("--"))) {
            first++;
        }
        return String.join("\n", Arrays.copyOfRange(lines, first, lines.length));
    }

    @Override
    protected EngineException failure(String step, SQLException failure) {
        Privilege privilege = PRIVILEGES.get(step);
        if (privilege != null && failure.getErrorCode() == INSUFFICIENT_PRIVILEGES) {
            String user = engine().target().user();
            return new EngineException("user " + user + " may not " + privilege.words() + " at "
                    + engine().target().address() + " (" + OracleTarget.oracleMessage(failure)
                    + "); have an administrator run GRANT " + privilege.grant() + " TO " + user
                    + ", as the README's section \"Oracle\" shows", failure);
        }
        return super.failure(step, failure);
    }
}
