package dev.graphbench.api.graph;

import java.util.Objects;

/**
 * What a name of the graph may hold, on every engine: any text but a backtick (which quotes a name in
 * Cypher), a colon (which FalkorDB's bulk load reads between labels, and a CSV header between a name and
 * its type) and a control character. Engines quote names in their statements; SQL engines derive table
 * and column names from them.
 */
final class Names {

    private Names() {
    }

    /** Checks {@code name}, which {@code what} names in the message: {@code "a label"}. */
    static void check(String name, String what) {
        Objects.requireNonNull(name, what);
        if (name.isEmpty()) {
            throw new IllegalArgumentException(what + " cannot be empty");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '`' || c == ':' || Character.isISOControl(c)) {
                throw new IllegalArgumentException(what + " cannot hold a backtick, a colon or a control character,"
                        + " got '" + name.replaceAll("\\p{Cntrl}", "?") + "'");
            }
        }
    }
}
