package dev.graphbench.engine.oracle;

import dev.graphbench.api.graph.Property;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.sql.JsonSqlDialect;
import java.io.StringReader;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Oracle's pieces of the object store's SQL: documents built with {@code JSON_OBJECT} and {@code
 * JSON_ARRAYAGG ... RETURNING CLOB} (a view with a hundred comments outgrows a VARCHAR2), a document
 * built as text embedded with {@code FORMAT JSON}, properties read with {@code JSON_VALUE} (the id and
 * repoId indexes are on that expression), labels tested with {@code JSON_EXISTS}, one row taken with
 * {@code FETCH FIRST 1 ROWS ONLY}, and the two writes as the PL/SQL blocks of {@code objects.sql}; a
 * document, whether stored as JSON or built as a CLOB, read back as its text.
 */
final class OracleJson implements JsonSqlDialect {

    /** The blocks of {@code objects.sql}. */
    static final NamedStatements WRITES = NamedStatements.load(OracleJson.class, "objects.sql", "--");

    /** The error numbers the save block raises when it refuses a change set (see {@code objects.sql}). */
    static final int MISSING_REFERENCE = 20001;
    static final int ID_TAKEN = 20002;

    /** {@code ORA-20002: 3 ["Issue"]}: the refusal, the culprit's position, the labels that hold its id. */
    private static final Pattern REFUSAL = Pattern.compile("ORA-(\\d{5}): (\\d+)(?: (.*))?");

    private final String save = block("save");
    private final String delete = block("delete");

    /**
     * A block of {@code objects.sql} as the server takes it: the file's reader drops a statement's
     * closing semicolon, which ends a PL/SQL block.
     */
    private static String block(String name) {
        return WRITES.get(name) + ";";
    }

    @Override
    public String properties(String node) {
        return node + ".props";
    }

    @Override
    public String hasLabels(String node, List<String> labels) {
        return labels.stream()
                .map(label -> "JSON_EXISTS(" + node + ".labels, '$[*]?(@ == \"" + label + "\")')")
                .collect(Collectors.joining(" AND "));
    }

    /** Strings as {@code JSON_VALUE} returns them by default, as the indexes are written; numbers as numbers. */
    @Override
    public String propertyEquals(String node, String name, Property.Type type) {
        return switch (type) {
            case STRING -> "JSON_VALUE(" + node + ".props, '$." + name + "') = ?";
            // A property that is not a number reads as null and equals nothing.
            case LONG -> "JSON_VALUE(" + node + ".props, '$." + name + "' RETURNING NUMBER) = ?";
            // The object model's properties are strings and whole numbers.
            default -> throw new IllegalStateException("the object store has no property of type " + type);
        };
    }

    @Override
    public String objectStart() {
        return "JSON_OBJECT(";
    }

    /** Stored JSON and numbers embed as they are; a document built as text must be said to be JSON. */
    @Override
    public String objectMember(String key, String value, Value kind) {
        return "'" + key + "' VALUE " + value + (kind == Value.BUILT_DOCUMENT ? " FORMAT JSON" : "");
    }

    @Override
    public String objectEnd() {
        return " RETURNING CLOB)";
    }

    @Override
    public String arrayOf(String element, Value kind) {
        return "COALESCE(JSON_ARRAYAGG(" + element + (kind == Value.BUILT_DOCUMENT ? " FORMAT JSON" : "")
                + " RETURNING CLOB), TO_CLOB('[]'))";
    }

    @Override
    public String firstRowOnly() {
        return "FETCH FIRST 1 ROWS ONLY";
    }

    @Override
    public String saveStatement() {
        return save;
    }

    @Override
    public String deleteStatement() {
        return delete;
    }

    /** As a CLOB: a string bound to a PL/SQL block may not exceed 32,766 characters, a change set may. */
    @Override
    public void bindDocument(PreparedStatement statement, int index, String json) throws SQLException {
        statement.setClob(index, new StringReader(json), json.length());
    }

    @Override
    public Optional<Refusal> refusal(SQLException failure) {
        int code = failure.getErrorCode();
        if ((code != MISSING_REFERENCE && code != ID_TAKEN) || failure.getMessage() == null) {
            return Optional.empty();
        }
        Matcher refusal = REFUSAL.matcher(failure.getMessage().lines().findFirst().orElse(""));
        if (!refusal.matches() || Integer.parseInt(refusal.group(1)) != code) {
            return Optional.empty();
        }
        return Optional.of(new Refusal(code == MISSING_REFERENCE ? Refusal.Reason.MISSING_REFERENCE
                : Refusal.Reason.ID_TAKEN, Integer.parseInt(refusal.group(2)), refusal.group(3)));
    }

    /**
     * The driver reads a JSON column as its own JSON value and a CLOB as a locator: both as their text, but a JSON
     * array as a list; a date and a timestamp as {@link OraclePropertyTypes#answer} gives them.
     */
    @Override
    public Object value(ResultSet rows, ResultSetMetaData metadata, int column) throws SQLException {
        return OraclePropertyTypes.answer(rows, metadata, column);
    }
}
