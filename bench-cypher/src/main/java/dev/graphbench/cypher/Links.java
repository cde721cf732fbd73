package dev.graphbench.cypher;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The incoming relationships of the views of one save, written from their outgoing side: for each
 * view root (the anchor), its relationships of one kind become exactly those from the nodes its
 * field holds, as on every other engine's object store. One statement per kind, its ids bound as
 * a parameter; labels, types and property names come from the model and are quoted.
 */
final class Links {

    /**
     * One kind of incoming relationship: {@code (target)-[:type]->(anchor)}.
     *
     * @param type   the relationship type
     * @param anchor the fragment of the view roots the relationships end at
     * @param target the fragment of the nodes they start from
     */
    record Kind(String type, ObjectModel.Fragment anchor, ObjectModel.Fragment target) {
    }

    /**
     * One statement and its parameters.
     *
     * @param cypher     the statement
     * @param parameters {@code links}: a list of {anchor, targets}
     */
    record Statement(String cypher, Map<String, Object> parameters) {
    }

    private final Map<Kind, Map<String, Set<String>>> links;

    /** Links by kind, then by anchor id, to the target ids. */
    Links(Map<Kind, Map<String, Set<String>>> links) {
        this.links = links;
    }

    /** Whether there is nothing to write. */
    boolean isEmpty() {
        return links.isEmpty();
    }

    /** The statements, one per kind. */
    List<Statement> statements() {
        List<Statement> statements = new ArrayList<>(links.size());
        links.forEach((kind, anchors) -> {
            List<Map<String, Object>> rows = new ArrayList<>(anchors.size());
            anchors.forEach((anchor, targets) -> rows.add(Map.of("anchor", anchor, "targets", List.copyOf(targets))));
            statements.add(new Statement(cypher(kind), Map.of("links", rows)));
        });
        return statements;
    }

    /** The stale relationships of each anchor go first, then every wanted one is merged, starting at the target. */
    static String cypher(Kind kind) {
        String type = quote(kind.type());
        String anchorId = quote(kind.anchor().idField());
        String targetId = quote(kind.target().idField());
        return "UNWIND $links AS link\n"
                + "MATCH (anchor" + labels(kind.anchor()) + " {" + anchorId + ": link.anchor})\n"
                + "OPTIONAL MATCH (anchor)<-[stale:" + type + "]-(old" + labels(kind.target()) + ")\n"
                + "  WHERE NOT old." + targetId + " IN link.targets\n"
                + "DELETE stale\n"
                + "WITH DISTINCT anchor, link\n"
                + "UNWIND link.targets AS id\n"
                + "MATCH (target" + labels(kind.target()) + " {" + targetId + ": id})\n"
                + "MERGE (target)-[:" + type + "]->(anchor)";
    }

    private static String labels(ObjectModel.Fragment fragment) {
        StringBuilder labels = new StringBuilder();
        fragment.labels().forEach(label -> labels.append(':').append(quote(label)));
        return labels.toString();
    }

    /** A name as a Cypher identifier, whatever characters it holds. */
    static String quote(String name) {
        return "`" + name.replace("`", "``") + "`";
    }
}
