package dev.graphbench.engine.oracle;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks one statement's names against the schema, with no server: every table is one schema.sql
 * creates (or DUAL, a collection read through TABLE(), or the statement's own WITH), every qualified
 * column is one of its table's (or a PL/SQL collection's method), every
 * pattern variable's label is the property graph's and every property it reads is that label's, every
 * relationship type compared is the benchmark's, every JSON path names a property of the benchmark's
 * labels (or, in a write, a member of the change set), every label tested is the benchmark's, and no
 * name the statement gives (alias, variable, column) is an Oracle reserved word. For each
 * GRAPH_TABLE it also checks the rule the write-up's bugs call for: the start node found outside the
 * pattern, by its key, and nothing of it tested inside.
 */
final class StatementCheck {

    /** Oracle's reserved words (SQL Language Reference, "Oracle SQL Reserved Words"). */
    static final Set<String> RESERVED = Set.of("ACCESS", "ADD", "ALL", "ALTER", "AND", "ANY", "AS", "ASC", "AUDIT",
            "BETWEEN", "BY", "CHAR", "CHECK", "CLUSTER", "COLUMN", "COMMENT", "COMPRESS", "CONNECT", "CREATE",
            "CURRENT", "DATE", "DECIMAL", "DEFAULT", "DELETE", "DESC", "DISTINCT", "DROP", "ELSE", "EXCLUSIVE",
            "EXISTS", "FILE", "FLOAT", "FOR", "FROM", "GRANT", "GROUP", "HAVING", "IDENTIFIED", "IMMEDIATE", "IN",
            "INCREMENT", "INDEX", "INITIAL", "INSERT", "INTEGER", "INTERSECT", "INTO", "IS", "LEVEL", "LIKE", "LOCK",
            "LONG", "MAXEXTENTS", "MINUS", "MLSLABEL", "MODE", "MODIFY", "NOAUDIT", "NOCOMPRESS", "NOT", "NOWAIT",
            "NULL", "NUMBER", "OF", "OFFLINE", "ON", "ONLINE", "OPTION", "OR", "ORDER", "PCTFREE", "PRIOR", "PUBLIC",
            "RAW", "RENAME", "RESOURCE", "REVOKE", "ROW", "ROWID", "ROWNUM", "ROWS", "SELECT", "SESSION", "SET",
            "SHARE", "SIZE", "SMALLINT", "START", "SUCCESSFUL", "SYNONYM", "SYSDATE", "TABLE", "THEN", "TO",
            "TRIGGER", "UID", "UNION", "UNIQUE", "UPDATE", "USER", "VALIDATE", "VALUES", "VARCHAR", "VARCHAR2",
            "VIEW", "WHENEVER", "WHERE", "WITH");

    /** Words that follow a table where an alias could, and are not one. */
    private static final Set<String> NOT_ALIASES = Set.of("WHERE", "JOIN", "LEFT", "INNER", "CROSS", "ON", "GROUP",
            "ORDER", "FETCH", "SET", "WHEN", "VALUES", "USING", "SELECT", "RETURNING", "FOR", "CONNECT", "UNION",
            "LOOP", "FROM");
    private static final Pattern TABLE = Pattern.compile(
            "\\b(?:FROM|JOIN|INTO|UPDATE|USING)\\s+([A-Za-z_]\\w*)(?:\\s+([A-Za-z_]\\w*))?");
    private static final Pattern CTE = Pattern.compile("\\b(?:WITH|,)\\s*([A-Za-z_]\\w*)\\s+AS\\s*\\(");
    private static final Pattern COLUMN_ALIAS = Pattern.compile("\\bAS\\s+([A-Za-z_]\\w*)");
    private static final Pattern QUALIFIED = Pattern.compile("\\b([A-Za-z_]\\w*)\\.([A-Za-z_]\\w*)");
    private static final Pattern VARIABLE = Pattern.compile("[(\\[]\\s*([A-Za-z_]\\w*)\\s+IS\\s+([A-Za-z_]\\w*)");
    private static final Pattern JSON_TABLE_COLUMN = Pattern.compile(
            "([A-Za-z_]\\w*)\\s+(?:VARCHAR2|CLOB|NUMBER|FOR\\s+ORDINALITY)");
    /** A PL/SQL block's or function's declarations, whose variables a statement may select INTO. */
    private static final Pattern DECLARED = Pattern.compile(
            "^\\s*(?:DECLARE|CREATE\\s+FUNCTION\\b.*?\\bIS)\\b(.*?)\\bBEGIN\\b", Pattern.DOTALL);
    /** What PL/SQL calls on a collection variable: {@code frontier.COUNT}, {@code seen.EXISTS(n)}. */
    private static final Set<String> COLLECTION_METHODS = Set.of("count", "exists", "extend", "first", "last",
            "next", "prior", "delete", "trim", "limit");
    private static final Pattern CURSOR = Pattern.compile("\\bFOR\\s+([A-Za-z_]\\w*)\\s+IN\\s*\\(");
    private static final Pattern TYPE_COMPARED = Pattern.compile("\\btype\\s*=\\s*'([^']*)'");
    private static final Pattern LABEL_TESTED = Pattern.compile("^\\$\\[\\*]\\?\\(@ == \"([^\"]*)\"\\)$");
    private static final Pattern PROPERTY_PATH = Pattern.compile("^\\$\\.([A-Za-z_]\\w*)(\\[\\*])?$");
    /** The graphs the benchmark loads: the generated one, and any other as one label and one type. */
    static final List<GraphSchema> GRAPHS = List.of(GraphSchema.GENERATED, GraphSchema.ONE_LABEL_GRAPH);

    /** Names the object store's change set and delete request use (bench-sql's ChangeSet, ObjectSql). */
    static final Set<String> CHANGE_SET = Set.of("nodes", "references", "links", "id", "labels", "props", "anchor",
            "type", "outgoing", "targets", "ids");

    private final SchemaModel schema;
    private final Set<String> jsonNames;

    /** A check of statements over node properties; {@code writes} also allows the change set's members in JSON paths. */
    StatementCheck(SchemaModel schema, boolean writes) {
        this.schema = schema;
        Set<String> names = new HashSet<>();
        for (GraphSchema graph : GRAPHS) {
            for (Label label : graph.labels()) {
                label.properties().stream().map(Property::name).forEach(names::add);
            }
        }
        if (writes) {
            names.addAll(CHANGE_SET);
        }
        this.jsonNames = names;
    }

    /** Every problem with {@code sql}'s names, one line each; empty when there is none. */
    List<String> problems(String sql) {
        List<String> problems = new ArrayList<>();
        String code = SqlText.code(sql);
        Map<String, Set<String>> aliases = new HashMap<>();
        Set<String> given = new LinkedHashSet<>();

        Set<String> defined = new HashSet<>();
        Matcher declared = DECLARED.matcher(code);
        if (declared.find()) {
            Matcher variable = Pattern.compile("(?m)^\\s+(?!TYPE\\b)(\\w+)\\s").matcher(declared.group(1));
            while (variable.find()) {
                defined.add(variable.group(1).toLowerCase(Locale.ROOT));
            }
        }
        Matcher cte = CTE.matcher(code);
        while (cte.find()) {
            defined.add(cte.group(1).toLowerCase(Locale.ROOT));
            given.add(cte.group(1));
        }
        Matcher table = TABLE.matcher(code);
        while (table.find()) {
            String name = table.group(1).toLowerCase(Locale.ROOT);
            String alias = table.group(2);
            if (name.equals("json_table") || name.equals("graph_table") || name.equals("dual") || name.equals("table")
                    || NOT_ALIASES.contains(table.group(1).toUpperCase(Locale.ROOT))) {
                continue;
            }
            Set<String> columns = schema.tables.get(name);
            // A table the statement defines itself (WITH), or a variable of the block selected INTO.
            if (columns == null && !defined.contains(name)) {
                problems.add("table " + table.group(1) + " is not one schema.sql creates");
                continue;
            }
            Set<String> known = columns == null ? Set.of("nid") : columns;
            define(aliases, name, known);
            if (alias != null && !NOT_ALIASES.contains(alias.toUpperCase(Locale.ROOT))) {
                define(aliases, alias, known);
                given.add(alias);
            }
        }
        jsonTables(code, aliases, given);
        derivedTables(code, aliases);
        Matcher cursor = CURSOR.matcher(code);
        while (cursor.find()) {
            int open = cursor.end() - 1;
            define(aliases, cursor.group(1), columnAliases(code.substring(open, SqlText.closing(code, open))));
            given.add(cursor.group(1));
        }
        for (String graph : SqlText.graphTables(code)) {
            graphTable(graph, aliases, given, problems);
        }
        Matcher columnAlias = COLUMN_ALIAS.matcher(code);
        while (columnAlias.find()) {
            given.add(columnAlias.group(1));
        }

        Matcher qualified = QUALIFIED.matcher(code);
        while (qualified.find()) {
            String qualifier = qualified.group(1).toLowerCase(Locale.ROOT);
            String column = qualified.group(2).toLowerCase(Locale.ROOT);
            if (qualifier.equals("dbms_stats") || defined.contains(qualifier) && COLLECTION_METHODS.contains(column)) {
                continue;
            }
            Set<String> columns = aliases.get(qualifier);
            if (columns == null) {
                problems.add(qualified.group() + ": " + qualified.group(1) + " names no table, variable or row here");
            } else if (!columns.contains(column) && !column.equals("count")) {
                problems.add(qualified.group() + ": " + qualified.group(1) + " has no " + qualified.group(2)
                        + " (it has " + columns + ")");
            }
        }
        for (String name : given) {
            if (RESERVED.contains(name.toUpperCase(Locale.ROOT))) {
                problems.add(name + " is an Oracle reserved word");
            }
        }
        literals(sql, problems);
        return problems;
    }

    /**
     * Names {@code alias} with {@code columns}; a block may give one alias to several rows in its
     * several statements, and each qualified name must then be a column of one of them.
     */
    private static void define(Map<String, Set<String>> aliases, String alias, Set<String> columns) {
        aliases.computeIfAbsent(alias.toLowerCase(Locale.ROOT), key -> new HashSet<>()).addAll(columns);
    }

    /** JSON_TABLE aliases, with the columns each defines. */
    private static void jsonTables(String code, Map<String, Set<String>> aliases, Set<String> given) {
        Matcher start = Pattern.compile("JSON_TABLE\\s*\\(").matcher(code);
        while (start.find()) {
            int open = start.end() - 1;
            int close = SqlText.closing(code, open);
            Set<String> columns = new HashSet<>();
            Matcher column = JSON_TABLE_COLUMN.matcher(code.substring(open, close));
            while (column.find()) {
                columns.add(column.group(1).toLowerCase(Locale.ROOT));
                given.add(column.group(1));
            }
            Matcher alias = Pattern.compile("\\G\\s+([A-Za-z_]\\w*)").matcher(code);
            if (alias.find(close + 1) && !NOT_ALIASES.contains(alias.group(1).toUpperCase(Locale.ROOT))) {
                define(aliases, alias.group(1), columns);
                given.add(alias.group(1));
            }
        }
    }

    /** Subqueries in FROM or USING, with the names their select lists give. */
    private static void derivedTables(String code, Map<String, Set<String>> aliases) {
        Matcher start = Pattern.compile("\\b(?:FROM|JOIN|USING)\\s*\\(\\s*SELECT\\b").matcher(code);
        while (start.find()) {
            int open = code.indexOf('(', start.start());
            int close = SqlText.closing(code, open);
            Matcher alias = Pattern.compile("\\G\\s+([A-Za-z_]\\w*)").matcher(code);
            if (alias.find(close + 1) && !NOT_ALIASES.contains(alias.group(1).toUpperCase(Locale.ROOT))) {
                define(aliases, alias.group(1), columnAliases(code.substring(open, close)));
            }
        }
    }

    /** The names a select list gives its columns: aliases, and columns selected by name. */
    private static Set<String> columnAliases(String select) {
        Set<String> names = new HashSet<>();
        Matcher alias = COLUMN_ALIAS.matcher(select);
        while (alias.find()) {
            names.add(alias.group(1).toLowerCase(Locale.ROOT));
        }
        Matcher list = Pattern.compile("SELECT\\s+(?:DISTINCT\\s+)?(.*?)\\s+FROM\\b", Pattern.DOTALL).matcher(select);
        if (list.find()) {
            for (String item : list.group(1).split(",")) {
                Matcher bare = Pattern.compile("^\\s*(?:[A-Za-z_]\\w*\\.)?([A-Za-z_]\\w*)\\s*$").matcher(item);
                if (bare.find()) {
                    names.add(bare.group(1).toLowerCase(Locale.ROOT));
                }
            }
        }
        return names;
    }

    /** A GRAPH_TABLE's graph, labels and properties, and the rule on its start node. */
    private void graphTable(String graph, Map<String, Set<String>> aliases, Set<String> given, List<String> problems) {
        List<String> words = SqlText.words(graph);
        if (words.isEmpty() || !words.get(0).equals(schema.graph)) {
            problems.add("GRAPH_TABLE reads " + (words.isEmpty() ? "nothing" : words.get(0)) + ", not " + schema.graph);
        }
        Matcher variable = VARIABLE.matcher(graph);
        while (variable.find()) {
            Set<String> properties = schema.graphLabels.get(variable.group(2));
            if (properties == null) {
                problems.add("label " + variable.group(2) + " is not one of " + schema.graph + "'s: "
                        + schema.graphLabels.keySet());
                continue;
            }
            define(aliases, variable.group(1), properties);
            given.add(variable.group(1));
        }
    }

    private void literals(String sql, List<String> problems) {
        for (String literal : SqlText.literals(sql)) {
            if (!literal.startsWith("$")) {
                continue;
            }
            Matcher label = LABEL_TESTED.matcher(literal);
            Matcher property = PROPERTY_PATH.matcher(literal);
            if (label.matches()) {
                String name = label.group(1);
                if (GRAPHS.stream().noneMatch(graph -> graph.labels().stream()
                        .anyMatch(known -> known.graphName().equals(name)))) {
                    problems.add("label " + name + " is not the benchmark's");
                }
            } else if (property.matches()) {
                if (!jsonNames.contains(property.group(1))) {
                    problems.add("JSON path " + literal + " names no property of the benchmark's labels");
                }
            } else if (!literal.equals("$") && !literal.equals("$[*]") && !literal.equals("$[*]?(@ == $label)")) {
                problems.add("JSON path " + literal + " is not one of the forms the engine uses");
            }
        }
        Matcher type = TYPE_COMPARED.matcher(SqlText.withoutComments(sql));
        while (type.find()) {
            String name = type.group(1);
            if (GRAPHS.stream().noneMatch(graph -> graph.types().stream().anyMatch(known -> known.name().equals(name)))) {
                problems.add("relationship type " + name + " is not the benchmark's");
            }
        }
    }

    /**
     * The write-up's rule for each GRAPH_TABLE of {@code sql}: the first node of its pattern has no
     * WHERE and nothing of it but its key is read, no bind variable is inside, and outside the
     * pattern the statement names that node by a subquery, on a column that is its key or its first
     * relationship's end. Empty when {@code sql} keeps to it (or has no GRAPH_TABLE).
     */
    static List<String> startNodeProblems(String sql) {
        List<String> problems = new ArrayList<>();
        String text = SqlText.withoutComments(sql);
        Matcher start = Pattern.compile("GRAPH_TABLE\\s*\\(").matcher(text);
        while (start.find()) {
            int open = start.end() - 1;
            int close = SqlText.closing(text, open);
            String graph = text.substring(open + 1, close);
            Matcher first = Pattern.compile("MATCH\\s*\\(\\s*(\\w+)\\s+IS\\s+\\w+\\s*(\\)|WHERE)").matcher(graph);
            if (!first.find()) {
                problems.add("the pattern's first node is not written (v IS label)");
                continue;
            }
            String node = first.group(1);
            if (first.group(2).equals("WHERE")) {
                problems.add("the start node " + node + " is tested inside the pattern");
            }
            Matcher read = Pattern.compile("\\b" + node + "\\.(\\w+)").matcher(graph);
            while (read.find()) {
                if (!read.group(1).equals("nid")) {
                    problems.add("the pattern reads " + read.group() + " of its start node");
                }
            }
            String code = SqlText.code(graph);
            if (code.contains("?") || Pattern.compile(":[A-Za-z]").matcher(code).find()) {
                problems.add("a bind variable is inside the pattern");
            }
            Matcher edge = Pattern.compile("MATCH\\s*\\(\\s*" + node + "\\s+IS\\s+\\w+\\s*\\)\\s*<?-\\[\\s*(\\w+)")
                    .matcher(graph);
            Set<String> keys = new HashSet<>();
            keys.add(node + ".nid");
            if (edge.find()) {
                keys.add(edge.group(1) + ".src");
                keys.add(edge.group(1) + ".dst");
            }
            Set<String> startColumns = new HashSet<>();
            Matcher column = Pattern.compile("(\\w+\\.\\w+)\\s+AS\\s+(\\w+)").matcher(graph);
            while (column.find()) {
                if (keys.contains(column.group(1))) {
                    startColumns.add(column.group(2));
                }
            }
            // By a subquery on the id, or, for a walk's level, on a list of keys.
            Matcher named = Pattern.compile("^\\)\\s*WHERE\\s+(\\w+)\\s*(?:=\\s*\\(SELECT nid FROM (?:bench_node WHERE "
                    + "JSON_VALUE\\(props, '\\$\\.id'\\) = :\\w+|person\\))|IN \\(SELECT COLUMN_VALUE FROM TABLE\\(\\w+\\)\\))")
                    .matcher(text.substring(close));
            if (!named.find() || !startColumns.contains(named.group(1))) {
                problems.add("the start node " + node + " is not named outside the pattern by a subquery on its key"
                        + " or its first relationship's end");
            }
        }
        return problems;
    }
}
