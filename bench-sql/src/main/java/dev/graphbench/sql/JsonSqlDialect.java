package dev.graphbench.sql;

import dev.graphbench.api.graph.Property;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * The pieces of the object store's SQL that differ between databases: building JSON, reading a
 * property out of a node's JSON, testing labels, taking a first row, the two write calls and how
 * their JSON is bound; and how the driver gives a document back. The rest (which tables are joined how, what is counted, what is distinct) is
 * the same everywhere and lives in {@link ObjectSql}.
 *
 * <p>Every engine stores the graph the same way: {@code bench_node(nid, labels, props)}, labels a
 * JSON array of strings and props a JSON object of the node's properties, and {@code
 * bench_edge(src, dst, type)}, src and dst being nids. Labels, types and property names handed to
 * these methods are plain names (letters, digits and {@code _}): they may be written into a literal
 * as they are. Each {@code ?} a method writes outside a string literal is one bound parameter (a
 * JSON path's filter, such as Oracle's {@code '$[*]?(@ == "Person")'}, is inside one).
 */
public interface JsonSqlDialect {

    /**
     * What a value placed in a document is, for databases that must be told how to embed it: Oracle
     * embeds JSON it built as text only when told it is JSON ({@code FORMAT JSON}), and would quote it
     * as a string otherwise.
     */
    enum Value {
        /** A node's stored properties, {@link #properties}, or a subquery giving them: JSON as stored. */
        STORED_DOCUMENT,
        /** A document the statement builds ({@link #objectStart}, {@link #arrayOf}), or a subquery giving one. */
        BUILT_DOCUMENT,
        /** A number: a count. */
        NUMBER
    }

    /** The stored properties of node {@code node} (a table alias), a JSON object: {@code n.props}. */
    String properties(String node);

    /** A condition: node {@code node} carries every one of {@code labels}. */
    String hasLabels(String node, List<String> labels);

    /**
     * A condition: property {@code name} of node {@code node} equals the next parameter, compared as
     * {@code type} (numbers as numbers). A string parameter is bound as a string, a number as a long.
     */
    String propertyEquals(String node, String name, Property.Type type);

    /** What opens a JSON object built from members: {@code jsonb_build_object(}. */
    String objectStart();

    /** One member of a JSON object: key {@code key}, value the SQL expression {@code value}, which is a {@code kind}. */
    String objectMember(String key, String value, Value kind);

    /** What closes a JSON object built from members: {@code )}. */
    String objectEnd();

    /**
     * An aggregate of the JSON values {@code element}, each a {@code kind}, over a query's rows into a
     * JSON array, an empty array (never null) when there are no rows.
     */
    String arrayOf(String element, Value kind);

    /** The clause, after WHERE, that keeps only a query's first row: {@code LIMIT 1}. */
    String firstRowOnly();

    /**
     * The statement that saves a change set, in one transaction: one parameter, the change set's JSON
     * text, an object of three arrays, applied in this order:
     * <ul>
     * <li>{@code nodes}: {@code {"id", "labels", "props"}}, one per id. A node with that id and those
     * labels gets the props merged into its own, a prop that is null removing that property; a new
     * node is inserted with the props that are not null. An id held by a node without those labels
     * refuses the change set ({@link Refusal.Reason#ID_TAKEN}).
     * <li>{@code references}: {@code {"id", "labels"}}, related nodes given by their id alone: each
     * must exist (by then) with those labels, or the change set is refused ({@link
     * Refusal.Reason#MISSING_REFERENCE}).
     * <li>{@code links}: {@code {"anchor", "type", "outgoing", "labels", "targets"}}: afterwards the
     * anchor node has relationships of that type in that direction to exactly the target ids among
     * the nodes carrying those labels: others are deleted, missing ones inserted, the rest left alone.
     * </ul>
     */
    String saveStatement();

    /**
     * The statement that deletes nodes and their relationships: one parameter, JSON text {@code
     * {"labels": [...], "ids": [...]}}; nodes whose id is listed and that carry every label go.
     */
    String deleteStatement();

    /**
     * Binds the JSON text a write statement takes ({@link #saveStatement}, {@link #deleteStatement})
     * as parameter {@code index}; it may run to megabytes. The default binds it as a string.
     */
    default void bindDocument(PreparedStatement statement, int index, String json) throws SQLException {
        statement.setString(index, json);
    }

    /** When {@code failure} is the save statement refusing a change set: why, and where in it. */
    Optional<Refusal> refusal(SQLException failure);

    /**
     * The value of {@code column} of {@code rows}' current row, in the answer of a hand-written
     * statement: a document (JSON the server stores or builds) as its JSON text, however the driver reads
     * it, so that every engine's answer compares alike; other values as the driver gives them, which the
     * default does.
     */
    default Object value(ResultSet rows, ResultSetMetaData metadata, int column) throws SQLException {
        return rows.getObject(column);
    }

    /**
     * Why the save statement refused a change set.
     *
     * @param reason   what was wrong
     * @param position the index in the change set's {@code references} (a missing node) or {@code
     *                 nodes} (an id held by another label) of the culprit
     * @param labels   for {@link Reason#ID_TAKEN}, the labels of the node that holds the id, a JSON array
     */
    record Refusal(Reason reason, int position, String labels) {

        /** What was wrong. */
        public enum Reason {
            /** A related node given by its id alone does not exist. */
            MISSING_REFERENCE,
            /** A node to save has the id of a node with other labels. */
            ID_TAKEN
        }
    }
}
