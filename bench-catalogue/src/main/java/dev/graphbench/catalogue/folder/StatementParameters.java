package dev.graphbench.catalogue.folder;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The parameters a statement file names: {@code $name} in Cypher, {@code :name} in SQL, outside string literals,
 * quoted names and comments, a SQL cast ({@code ::date}) not taken for one. The harness binds each by name, so that
 * a statement names only the parameters its workload declares.
 */
final class StatementParameters {

    private StatementParameters() {
    }

    /** The parameters {@code text} names, in the order first named; {@code sql} for SQL's {@code :name}. */
    static Set<String> of(String text, boolean sql) {
        Set<String> names = new LinkedHashSet<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\'' || c == '"' || (c == '`' && !sql)) {
                i = closing(text, i, c);
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else if ((sql && c == '-' || !sql && c == '/') && i + 1 < n && text.charAt(i + 1) == c) {
                int end = text.indexOf('\n', i);
                i = end < 0 ? n : end;
            } else if (sql && c == ':' && i + 1 < n && text.charAt(i + 1) == ':') {
                i += 2;
                while (i < n && Character.isJavaIdentifierPart(text.charAt(i))) {
                    i++;
                }
            } else if ((sql ? c == ':' : c == '$') && i + 1 < n && Character.isJavaIdentifierStart(text.charAt(i + 1))) {
                int end = i + 1;
                while (end < n && Character.isJavaIdentifierPart(text.charAt(end))) {
                    end++;
                }
                names.add(text.substring(i + 1, end));
                i = end;
            } else {
                i++;
            }
        }
        return names;
    }

    /** Just past the quote that closes the one at {@code open}, a doubled quote or a backslash escape kept inside. */
    private static int closing(String text, int open, char quote) {
        int i = open + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\\' && quote != '`') {
                i += 2;
            } else if (c == quote) {
                if (i + 1 < text.length() && text.charAt(i + 1) == quote) {
                    i += 2;
                } else {
                    return i + 1;
                }
            } else {
                i++;
            }
        }
        return text.length();
    }
}
