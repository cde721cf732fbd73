package dev.graphbench.sql;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.graph.Property;
import dev.graphbench.sql.JsonSqlDialect.Value;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Compiles Drivine-annotated classes to SQL over {@code bench_node} and {@code bench_edge}: one
 * statement per load, loadAll or count, returning one JSON document per root, which Jackson reads
 * into the class. Statements are compiled once per class (and per set of filtered properties) and
 * kept. Thread-safe: an engine shares one between its sessions.
 *
 * <p>The statements answer what Drivine's Cypher for the same class answers on Neo4j (its
 * GraphView load query, 0.0.58):
 * <ul>
 * <li>The root is a node carrying every label of the root fragment ({@code MATCH (issue:Issue)}),
 * found by its {@code id} for a load, by the filter for loadAll and count.
 * <li>A fragment's document is the node's stored properties as they are. Drivine projects the
 * class's fields one by one; Jackson reads the fields the class declares and ignores the rest, so
 * the answer is the same and no projection is spent.
 * <li>A relationship reaches nodes carrying every label of its target ({@code (repo:Repo)}), one
 * hop of its type in its direction. A list has one element per relationship, so two relationships
 * to one node give it twice, and is empty (never null) when there is none ({@code [pattern |
 * projection]}). A single value is one of them, or null when there is none ({@code [...][0]}).
 * <li>A nested view is the same, its target's document built as a view in turn.
 * <li>A {@code @GraphPath} walks its hops in order, each intermediate node carrying the hop's label
 * when it names one, the last carrying the target's labels, no relationship used twice in one walk
 * (Cypher's relationship uniqueness within a pattern); its list holds each node reached once,
 * however many walks reach it ({@code collect(DISTINCT ...)}).
 * <li>A {@code @Count} counts the root's relationships of its type in its direction, whatever the
 * node at the other end ({@code size([(root)<-[:IN_REPO]-(x) | 1])}).
 * <li>A count counts roots, as a loadAll would return them.
 * </ul>
 * Labels, relationship types and property names come from the model and are written as literals;
 * ids and filter values are always bound parameters.
 */
public final class ObjectSql {

    /** The table of nodes. */
    static final String NODES = "bench_node";
    /** The table of relationships. */
    static final String EDGES = "bench_edge";
    private static final String ROOT = "n0";
    private static final String INDENT = "    ";

    private final JsonSqlDialect dialect;
    private final Mappings mappings = new Mappings();
    private final Map<Key, ReadStatement> statements = new ConcurrentHashMap<>();
    private final ObjectMapper json = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.USE_LONG_FOR_INTS)
            .build();

    /** An object store compiler writing {@code dialect}'s SQL. */
    public ObjectSql(JsonSqlDialect dialect) {
        this.dialect = Objects.requireNonNull(dialect, "dialect");
    }

    /** The dialect the statements are written in. */
    public JsonSqlDialect dialect() {
        return dialect;
    }

    /**
     * The statement that loads the object of {@code type} whose root has a given id: one parameter,
     * the id; one row of one JSON column, or no row.
     */
    public ReadStatement load(Class<?> type) {
        return statement(type, Kind.LOAD, List.of(), "load");
    }

    /**
     * The statement that loads every object of {@code type} whose root matches {@code filter}: one
     * parameter per condition, in order; one row of one JSON column per object.
     */
    public ReadStatement loadAll(Class<?> type, Filter filter) {
        return statement(type, Kind.LOAD_ALL, properties(filter), "load all");
    }

    /**
     * The statement that counts the objects of {@code type} whose root matches {@code filter}: one
     * parameter per condition, in order; one row of one number.
     */
    public ReadStatement count(Class<?> type, Filter filter) {
        return statement(type, Kind.COUNT, properties(filter), "count");
    }

    private static List<String> properties(Filter filter) {
        return filter.conditions().stream().map(Filter.Condition::property).toList();
    }

    private ReadStatement statement(Class<?> type, Kind kind, List<String> filter, String operation) {
        Objects.requireNonNull(type, "type");
        Key key = new Key(type, kind, filter);
        ReadStatement statement = statements.get(key);
        if (statement == null) {
            statement = compile(mappings.of(type, operation), kind, filter, operation);
            statements.put(key, statement);
        }
        return statement;
    }

    /**
     * The filter's values, checked against the types of the properties they test; a null value
     * matches nothing, as {@code property = null} does in SQL and in Cypher.
     */
    List<Object> arguments(Class<?> type, Filter filter, String operation) {
        Mapping mapping = mappings.of(type, operation);
        List<Object> values = new ArrayList<>();
        for (Filter.Condition condition : filter.conditions()) {
            Object value = condition.value();
            Property.Type expected = valueType(mapping, condition.property(), operation);
            boolean fits = value == null || switch (expected) {
                case STRING -> value instanceof String;
                case LONG -> value instanceof Long || value instanceof Integer || value instanceof Short;
                // The object model's properties are strings and whole numbers (Mapping.valueType).
                default -> throw new IllegalStateException("the object store has no property of type " + expected);
            };
            if (!fits) {
                throw Messages.wrongValue(operation, mapping, condition.property(),
                        expected == Property.Type.STRING ? "strings" : "whole numbers", value);
            }
            values.add(value instanceof Number number ? (Object) number.longValue() : value);
        }
        return values;
    }

    /** Reads a JSON document the load statements return into {@code type}. */
    <T> T hydrate(String document, Class<T> type) {
        try {
            return json.readValue(document, type);
        } catch (JsonProcessingException e) {
            throw new EngineException("cannot load " + type.getSimpleName() + ": its document does not fit the class: "
                    + e.getOriginalMessage(), e);
        }
    }

    /** The writes of saving {@code objects}. */
    ChangeSet changes(Collection<?> objects) {
        Objects.requireNonNull(objects, "objects");
        ChangeSet changes = new ChangeSet(json, mappings);
        objects.forEach(changes::add);
        return changes;
    }

    /** The delete statement's JSON parameter for deleting the nodes of {@code type} with these ids. */
    String deletion(Class<?> type, Collection<String> ids) {
        Mapping mapping = mappings.of(type, "delete");
        ObjectNode document = JsonNodeFactory.instance.objectNode();
        mapping.root().labels().forEach(document.putArray("labels")::add);
        ArrayNode array = document.putArray("ids");
        for (String id : ids) {
            if (id == null) {
                throw Messages.nullId("delete", type);
            }
            array.add(id);
        }
        return document.toString();
    }

    private static Property.Type valueType(Mapping mapping, String property, String operation) {
        Mapping.Field field = mapping.root().fields().get(property);
        if (field == null) {
            throw Messages.noSuchProperty(operation, mapping, property);
        }
        return field.valueType().orElseThrow(() -> Messages.unsupported(operation, mapping.type(), "a filter on "
                + property + ", a " + field.javaType().getSimpleName() + " (filters compare strings and whole numbers)"));
    }

    private ReadStatement compile(Mapping mapping, Kind kind, List<String> filter, String operation) {
        List<Property.Type> parameters = new ArrayList<>();
        List<String> conditions = new ArrayList<>();
        conditions.add(dialect.hasLabels(ROOT, mapping.root().labels()));
        if (kind == Kind.LOAD) {
            conditions.add(dialect.propertyEquals(ROOT, Mapping.Fragment.ID, Property.Type.STRING));
            parameters.add(Property.Type.STRING);
        }
        for (String property : filter) {
            Property.Type type = valueType(mapping, property, operation);
            conditions.add(dialect.propertyEquals(ROOT, property, type));
            parameters.add(type);
        }
        String select = kind == Kind.COUNT ? "COUNT(*)" : document(mapping, ROOT, 1, new int[] {1});
        String sql = "SELECT " + select + "\nFROM " + NODES + " " + ROOT + "\nWHERE " + String.join("\n  AND ", conditions);
        return new ReadStatement(sql, parameters);
    }

    /**
     * The JSON document of {@code mapping} for node alias {@code node}; a view's members are written
     * at indentation {@code depth}. {@code next} numbers the aliases, unique in the statement.
     */
    private String document(Mapping mapping, String node, int depth, int[] next) {
        return switch (mapping) {
            case Mapping.Fragment fragment -> dialect.properties(node);
            case Mapping.View view -> {
                List<String> members = new ArrayList<>();
                members.add(dialect.objectMember(view.rootField(), dialect.properties(node), Value.STORED_DOCUMENT));
                for (Mapping.Member member : view.members()) {
                    members.add(switch (member) {
                        case Mapping.Related related -> dialect.objectMember(related.field(),
                                related(related, node, depth, next),
                                related.many() ? Value.BUILT_DOCUMENT : kind(related.target()));
                        case Mapping.Path path -> dialect.objectMember(path.field(), path(path, node, depth, next),
                                path.many() ? Value.BUILT_DOCUMENT : Value.STORED_DOCUMENT);
                        case Mapping.Count count -> dialect.objectMember(count.field(), count(count, node, next),
                                Value.NUMBER);
                    });
                }
                String indent = INDENT.repeat(depth);
                yield dialect.objectStart() + "\n" + indent + String.join(",\n" + indent, members) + dialect.objectEnd();
            }
        };
    }

    /** A scalar subquery over one relationship hop: the target's documents, or the first of them. */
    private String related(Mapping.Related related, String node, int depth, int[] next) {
        int alias = next[0]++;
        String edge = "e" + alias;
        String target = "n" + alias;
        String near = related.outgoing() ? "src" : "dst";
        String far = related.outgoing() ? "dst" : "src";
        String document = document(related.target(), target, depth + 2, next);
        String indent = INDENT.repeat(depth + 1);
        return "(\n" + indent + "SELECT " + (related.many() ? dialect.arrayOf(document, kind(related.target())) : document)
                + "\n" + indent + "FROM " + EDGES + " " + edge + " JOIN " + NODES + " " + target
                + " ON " + target + ".nid = " + edge + "." + far
                + "\n" + indent + "WHERE " + edge + "." + near + " = " + node + ".nid AND " + edge + ".type = '"
                + related.type() + "' AND " + dialect.hasLabels(target, related.target().root().labels())
                + (related.many() ? "" : "\n" + indent + dialect.firstRowOnly()) + ")";
    }

    /**
     * A scalar subquery over a chain of joins: the nodes at the end of the walks, each once (a
     * semi-join: {@code IN} keeps one row per target however many walks reach it).
     */
    private String path(Mapping.Path path, String node, int depth, int[] next) {
        int targetAlias = next[0]++;
        String target = "n" + targetAlias;
        String indent = INDENT.repeat(depth + 1);
        String inner = INDENT.repeat(depth + 2);
        List<String> edges = new ArrayList<>();
        StringBuilder walk = new StringBuilder();
        String previousFar = null;
        String where = null;
        for (int i = 0; i < path.hops().size(); i++) {
            Mapping.Hop hop = path.hops().get(i);
            String edge = "e" + next[0]++;
            String near = edge + "." + (hop.outgoing() ? "src" : "dst");
            String far = edge + "." + (hop.outgoing() ? "dst" : "src");
            List<String> on = new ArrayList<>();
            on.add(edge + ".type = '" + hop.type() + "'");
            for (int earlier = 0; earlier < i; earlier++) {
                if (path.hops().get(earlier).type().equals(hop.type())) {
                    String other = edges.get(earlier);
                    on.add("NOT (" + other + ".src = " + edge + ".src AND " + other + ".dst = " + edge + ".dst)");
                }
            }
            if (i == 0) {
                walk.append(inner).append("FROM ").append(EDGES).append(' ').append(edge);
                where = near + " = " + node + ".nid AND " + String.join(" AND ", on);
            } else {
                walk.append('\n').append(inner).append("JOIN ").append(EDGES).append(' ').append(edge).append(" ON ")
                        .append(near).append(" = ").append(previousFar).append(" AND ").append(String.join(" AND ", on));
            }
            if (!hop.labels().isEmpty()) {
                String step = "n" + next[0]++;
                walk.append('\n').append(inner).append("JOIN ").append(NODES).append(' ').append(step).append(" ON ")
                        .append(step).append(".nid = ").append(far).append(" AND ")
                        .append(dialect.hasLabels(step, hop.labels()));
            }
            edges.add(edge);
            previousFar = far;
        }
        String document = dialect.properties(target);
        return "(\n" + indent + "SELECT " + (path.many() ? dialect.arrayOf(document, Value.STORED_DOCUMENT) : document)
                + "\n" + indent + "FROM " + NODES + " " + target
                + "\n" + indent + "WHERE " + dialect.hasLabels(target, path.target().labels()) + " AND " + target
                + ".nid IN (\n" + inner + "SELECT " + previousFar + "\n" + walk + "\n" + inner + "WHERE " + where + ")"
                + (path.many() ? "" : "\n" + indent + dialect.firstRowOnly()) + ")";
    }

    /** What the document of {@code mapping} is: a fragment's is stored, a view's built. */
    private static Value kind(Mapping mapping) {
        return mapping instanceof Mapping.Fragment ? Value.STORED_DOCUMENT : Value.BUILT_DOCUMENT;
    }

    /** A counted subquery: the root's relationships of one type in one direction, the far end unread. */
    private static String count(Mapping.Count count, String node, int[] next) {
        String edge = "e" + next[0]++;
        return "(SELECT COUNT(*) FROM " + EDGES + " " + edge + " WHERE " + edge + "." + (count.outgoing() ? "src" : "dst")
                + " = " + node + ".nid AND " + edge + ".type = '" + count.type() + "')";
    }

    private enum Kind { LOAD, LOAD_ALL, COUNT }

    private record Key(Class<?> type, Kind kind, List<String> filter) {
    }

    /**
     * A compiled read.
     *
     * @param sql        the statement, with a {@code ?} per parameter
     * @param parameters the type of each parameter, in order: strings bound as strings, numbers as longs
     */
    public record ReadStatement(String sql, List<Property.Type> parameters) {

        /** Copies the parameters. */
        public ReadStatement {
            parameters = List.copyOf(parameters);
        }
    }
}
