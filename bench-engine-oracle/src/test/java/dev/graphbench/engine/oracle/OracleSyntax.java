package dev.graphbench.engine.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.sf.jsqlparser.util.validation.Validation;
import net.sf.jsqlparser.util.validation.ValidationError;
import net.sf.jsqlparser.util.validation.feature.DatabaseType;

/**
 * A statement parsed by JSqlParser and validated against its Oracle feature set, the nearest thing
 * to Oracle's parser that runs without Oracle. JSqlParser 5.3 lacks some of Oracle's SQL that the
 * engine uses, so a statement may also be read {@link #reduced}: with each such construct taken out
 * by a rewrite that says which, and every piece left parsed.
 */
final class OracleSyntax {

    /** What JSqlParser 5.3 cannot parse, and how a reduced reading works around it. */
    enum Reduction {
        /** SQL/PGQ: a GRAPH_TABLE is read as a table of its COLUMNS (its pattern is checked by {@link StatementCheck}). */
        GRAPH_TABLE,
        /** {@code RETURNING CLOB} and {@code RETURNING NUMBER} in JSON_OBJECT, JSON_ARRAYAGG and JSON_VALUE are left out. */
        RETURNING,
        /** A JSON_OBJECT member whose value is a subquery: the subquery is parsed on its own. */
        SUBQUERY_VALUE
    }

    private static final Pattern GRAPH_TABLE = Pattern.compile("GRAPH_TABLE\\s*\\(");
    private static final Pattern COLUMNS = Pattern.compile("COLUMNS\\s*\\(");
    private static final Pattern ALIAS = Pattern.compile("\\bAS\\s+(\\w+)");
    private static final Pattern RETURNING = Pattern.compile("\\s+RETURNING\\s+(?:CLOB|NUMBER)\\b");
    private static final Pattern SUBQUERY_VALUE = Pattern.compile("\\bVALUE\\s*\\(\\s*SELECT\\b");

    private OracleSyntax() {
    }

    /** What JSqlParser says of {@code sql} as it is: empty when it parses and uses only Oracle's features. */
    static List<String> problems(String sql) {
        List<String> problems = new ArrayList<>();
        for (ValidationError error : Validation.validate(List.of(DatabaseType.ORACLE), SqlText.withoutComments(sql))) {
            error.getErrors().forEach(problem -> problems.add(problem.getMessage().lines().findFirst().orElse("")));
        }
        return problems;
    }

    /** The problems of {@code sql} read with {@code reductions}; each piece it is cut into is parsed. */
    static List<String> reduced(String sql, List<Reduction> reductions) {
        List<String> pieces = new ArrayList<>();
        String text = SqlText.withoutComments(sql);
        if (reductions.contains(Reduction.GRAPH_TABLE)) {
            text = graphTablesAsColumns(text);
        }
        if (reductions.contains(Reduction.RETURNING)) {
            text = RETURNING.matcher(text).replaceAll("");
        }
        if (reductions.contains(Reduction.SUBQUERY_VALUE)) {
            text = subqueryValuesApart(text, pieces);
        }
        pieces.add(0, text);
        List<String> problems = new ArrayList<>();
        for (String piece : pieces) {
            problems.addAll(problems(piece));
        }
        return problems;
    }

    private static String graphTablesAsColumns(String text) {
        Matcher start = GRAPH_TABLE.matcher(text);
        while (start.find()) {
            int open = start.end() - 1;
            int close = SqlText.closing(text, open);
            String graph = text.substring(open, close + 1);
            Matcher columns = COLUMNS.matcher(graph);
            List<String> names = new ArrayList<>();
            if (columns.find()) {
                Matcher alias = ALIAS.matcher(graph.substring(columns.end()));
                while (alias.find()) {
                    names.add("NULL AS " + alias.group(1));
                }
            }
            text = text.substring(0, start.start()) + "(SELECT " + String.join(", ", names) + " FROM DUAL)"
                    + text.substring(close + 1);
            start = GRAPH_TABLE.matcher(text);
        }
        return text;
    }

    /** {@code text} with each member's subquery replaced by a column, the subqueries added to {@code pieces}. */
    private static String subqueryValuesApart(String text, List<String> pieces) {
        Matcher value = SUBQUERY_VALUE.matcher(text);
        int found = 0;
        while (value.find()) {
            int open = text.indexOf('(', value.start());
            int close = SqlText.closing(text, open);
            pieces.add(subqueryValuesApart(text.substring(open + 1, close), pieces));
            text = text.substring(0, open) + "member_" + found++ + text.substring(close + 1);
            value = SUBQUERY_VALUE.matcher(text);
        }
        return text;
    }
}
