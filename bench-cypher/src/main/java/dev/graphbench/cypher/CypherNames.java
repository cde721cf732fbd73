package dev.graphbench.cypher;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;

/**
 * Names of the graph as a Cypher statement writes them. The generated graph's and a one-label graph's names
 * are identifiers, written as they are, so that their statements read as they always did; a user's property
 * graph's names are the user's (a space, a reserved word), each written in backticks, which every name of
 * the graph may be ({@link Label} allows no backtick in one).
 */
public final class CypherNames {

    private CypherNames() {
    }

    /** {@code name} as a label, type or property of a statement for a graph of {@code graph}'s kind. */
    public static String of(GraphSchema graph, String name) {
        return graph.kind().equals(GraphSchema.PROPERTY) || !name.matches("[A-Za-z_][A-Za-z0-9_]*") ? quoted(name)
                : name;
    }

    /** {@code name} in backticks. */
    public static String quoted(String name) {
        if (name.indexOf('`') >= 0) {
            throw new IllegalArgumentException("a name of the graph holds no backtick, got '" + name + "'");
        }
        return "`" + name + "`";
    }

    /** The labels of a node pattern: {@code :`Person`:`Actor`}. */
    public static String labels(GraphSchema graph, Iterable<Label> labels) {
        StringBuilder written = new StringBuilder();
        for (Label label : labels) {
            written.append(':').append(of(graph, label.graphName()));
        }
        return written.toString();
    }
}
