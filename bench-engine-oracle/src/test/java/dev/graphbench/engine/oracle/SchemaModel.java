package dev.graphbench.engine.oracle;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.statement.create.table.ColumnDefinition;
import net.sf.jsqlparser.statement.create.table.CreateTable;

/**
 * What {@code schema.sql} creates, read from its statements: each table with its columns (its
 * CREATE TABLE parsed by JSqlParser), and the property graph with its labels and their properties
 * (JSqlParser has no CREATE PROPERTY GRAPH, so that one is read by its clauses). Statements are checked
 * against this, so that a name they use and the schema lacks fails a test, whichever side changed.
 */
final class SchemaModel {

    private static final Pattern GRAPH = Pattern.compile("CREATE PROPERTY GRAPH (\\w+)");
    private static final Pattern ELEMENT = Pattern.compile(
            "(\\w+) KEY \\(([\\w, ]+)\\)(?:\\s+SOURCE KEY \\((\\w+)\\) REFERENCES (\\w+) \\((\\w+)\\)"
                    + "\\s+DESTINATION KEY \\((\\w+)\\) REFERENCES (\\w+) \\((\\w+)\\))?"
                    + "\\s+LABEL (\\w+) PROPERTIES \\(([\\w, ]+)\\)");

    /** Each table's columns, by lower-case table name. */
    final Map<String, Set<String>> tables = new LinkedHashMap<>();
    /** Each graph label's properties, by label. */
    final Map<String, Set<String>> graphLabels = new LinkedHashMap<>();
    /** The table each graph label's elements come from. */
    final Map<String, String> labelTables = new LinkedHashMap<>();
    final String graph;

    SchemaModel() {
        for (Map.Entry<String, String> statement : OracleSchema.STATEMENTS.all().entrySet()) {
            if (statement.getKey().endsWith("-table") && statement.getKey().startsWith("create-")) {
                readTable(statement.getValue());
            }
        }
        String create = OracleSchema.STATEMENTS.get("create-graph");
        Matcher graphName = GRAPH.matcher(create);
        if (!graphName.find()) {
            throw new IllegalStateException("create-graph creates no property graph");
        }
        graph = graphName.group(1);
        Matcher element = ELEMENT.matcher(SqlText.code(create));
        while (element.find()) {
            String table = element.group(1);
            columns(table, element.group(2));
            if (element.group(3) != null) {
                columns(table, element.group(3));
                columns(element.group(4), element.group(5));
                columns(table, element.group(6));
                columns(element.group(7), element.group(8));
            }
            graphLabels.put(element.group(9), columns(table, element.group(10)));
            labelTables.put(element.group(9), table);
        }
    }

    private void readTable(String sql) {
        try {
            CreateTable table = (CreateTable) CCJSqlParserUtil.parse(SqlText.withoutComments(sql));
            Set<String> columns = new LinkedHashSet<>();
            for (ColumnDefinition column : table.getColumnDefinitions()) {
                columns.add(column.getColumnName().toLowerCase(Locale.ROOT));
            }
            tables.put(table.getTable().getName().toLowerCase(Locale.ROOT), columns);
        } catch (JSQLParserException e) {
            throw new IllegalStateException("JSqlParser cannot read " + sql, e);
        }
    }

    /** The columns a list names, each checked to be one of {@code table}'s. */
    private Set<String> columns(String table, String list) {
        Set<String> columns = new LinkedHashSet<>(List.of(list.split("\\s*,\\s*")));
        Set<String> known = tables.get(table);
        if (known == null || !known.containsAll(columns)) {
            throw new IllegalStateException("the property graph names " + columns + " of " + table
                    + ", which schema.sql's tables do not have: " + tables);
        }
        return columns;
    }
}
