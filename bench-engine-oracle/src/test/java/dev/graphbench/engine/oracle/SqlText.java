package dev.graphbench.engine.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reading SQL text the way the server tokenizes it, for the statement checks: string literals and
 * comments apart from the code, parentheses matched.
 */
final class SqlText {

    private SqlText() {
    }

    /** {@code sql} with every comment removed and every string literal's content blanked: {@code ''}. */
    static String code(String sql) {
        StringBuilder code = new StringBuilder(sql.length());
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\'') {
                int end = literalEnd(sql, i);
                code.append("''");
                i = end;
            } else if (c == '-' && sql.startsWith("--", i)) {
                int end = sql.indexOf('\n', i);
                i = end < 0 ? sql.length() : end;
            } else {
                code.append(c);
                i++;
            }
        }
        return code.toString();
    }

    /** Every string literal of {@code sql}, outside comments, without its quotes. */
    static List<String> literals(String sql) {
        List<String> literals = new ArrayList<>();
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\'') {
                int end = literalEnd(sql, i);
                literals.add(sql.substring(i + 1, end - 1).replace("''", "'"));
                i = end;
            } else if (c == '-' && sql.startsWith("--", i)) {
                int end = sql.indexOf('\n', i);
                i = end < 0 ? sql.length() : end;
            } else {
                i++;
            }
        }
        return literals;
    }

    /** {@code sql} without its comments, literals kept. */
    static String withoutComments(String sql) {
        StringBuilder text = new StringBuilder(sql.length());
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\'') {
                int end = literalEnd(sql, i);
                text.append(sql, i, end);
                i = end;
            } else if (c == '-' && sql.startsWith("--", i)) {
                int end = sql.indexOf('\n', i);
                i = end < 0 ? sql.length() : end;
            } else {
                text.append(c);
                i++;
            }
        }
        return text.toString();
    }

    /** The index just past the literal that opens at {@code start}; a doubled quote stays inside. */
    private static int literalEnd(String sql, int start) {
        int i = start + 1;
        while (i < sql.length()) {
            if (sql.charAt(i) == '\'') {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == '\'') {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        throw new IllegalArgumentException("unclosed literal in: " + sql);
    }

    /** The index of the parenthesis that closes the one at {@code open}, literals skipped. */
    static int closing(String sql, int open) {
        int depth = 0;
        int i = open;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\'') {
                i = literalEnd(sql, i);
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
            i++;
        }
        throw new IllegalArgumentException("unbalanced parentheses in: " + sql);
    }

    /** Each {@code GRAPH_TABLE ( ... )} of {@code sql}, its parentheses' content. */
    static List<String> graphTables(String sql) {
        List<String> tables = new ArrayList<>();
        Matcher start = Pattern.compile("GRAPH_TABLE\\s*\\(").matcher(sql);
        while (start.find()) {
            int open = start.end() - 1;
            tables.add(sql.substring(open + 1, closing(sql, open)));
        }
        return tables;
    }

    /** The words of {@code code} (letters, digits, {@code _} and {@code $}), in order. */
    static List<String> words(String code) {
        List<String> words = new ArrayList<>();
        Matcher word = Pattern.compile("[A-Za-z_][A-Za-z0-9_$]*").matcher(code);
        while (word.find()) {
            words.add(word.group());
        }
        return words;
    }
}
