package dev.graphbench.api.graph;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The labels and relationship types of a graph, in the order its nodes and relationships stream, and
 * the kind of graph it is. Workloads say which kinds they apply to: the write-up's workloads ask the
 * generated graph's questions; the questions of any graph ({@link #ONE_LABEL}) need one node label and
 * one relationship type, whatever they are called; no built-in workload asks a {@link #PROPERTY} graph.
 *
 * @param kind   what kind of graph this is: {@link #GENERATED_KIND}, {@link #ONE_LABEL} or {@link #PROPERTY}, or
 *               a kind of a plugin's own
 * @param labels the node labels, in stream order
 * @param types  the relationship types, in stream order
 */
public record GraphSchema(String kind, List<Label> labels, List<RelType> types) {

    /** The kind of the generated code-collaboration graph. */
    public static final String GENERATED_KIND = "generated";
    /**
     * The kind of a graph of one node label and one relationship type (a SNAP edge list, a Kronecker graph),
     * loaded as {@link Label#NODE} and {@link RelType#LINK} whatever it was called, so that every engine's
     * statements for it can name them.
     */
    public static final String ONE_LABEL = "one-label";
    /**
     * The kind of any other graph a user brings: labels, relationship types and typed properties of its own
     * (Neo4j's CSV header convention, {@code csv:DIR}). Its names are the user's: SQL engines make a table of
     * each label and type, Cypher engines quote them.
     */
    public static final String PROPERTY = "property";

    /** The generated graph: six labels, ten relationship types. */
    public static final GraphSchema GENERATED = new GraphSchema(GENERATED_KIND,
            List.of(Label.ORG, Label.PERSON, Label.REPO, Label.TOPIC, Label.ISSUE, Label.COMMENT),
            List.of(RelType.MEMBER_OF, RelType.FOLLOWS, RelType.OWNED_BY, RelType.DEPENDS_ON, RelType.IN_REPO,
                    RelType.OPENED_BY, RelType.ASSIGNED_TO, RelType.TAGGED, RelType.ON, RelType.WRITTEN_BY));

    /** Checks that names are unique and that every type's ends are labels of the schema. */
    public GraphSchema {
        Objects.requireNonNull(kind, "kind");
        labels = List.copyOf(labels);
        types = List.copyOf(types);
        Set<String> names = new HashSet<>();
        for (Label label : labels) {
            if (!names.add(label.graphName())) {
                throw new IllegalArgumentException("label " + label + " appears twice");
            }
        }
        Set<String> typeNames = new HashSet<>();
        for (RelType type : types) {
            if (!typeNames.add(type.name())) {
                throw new IllegalArgumentException("relationship type " + type + " appears twice");
            }
            if (!labels.contains(type.from()) || !labels.contains(type.to())) {
                throw new IllegalArgumentException(type + " runs between labels the graph does not have");
            }
        }
    }

    /** A graph of one label of nodes with a string id alone, {@link Label#NODE}, and one type, {@link RelType#LINK}. */
    public static final GraphSchema ONE_LABEL_GRAPH = new GraphSchema(ONE_LABEL, List.of(Label.NODE),
            List.of(RelType.LINK));

    /** The label named {@code graphName}; a one-line error naming the labels otherwise. */
    public Label label(String graphName) {
        return labels.stream().filter(label -> label.graphName().equals(graphName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no label " + graphName + " in the graph; it has "
                        + labels));
    }

    /** The relationship type named {@code name}; a one-line error naming the types otherwise. */
    public RelType type(String name) {
        return types.stream().filter(type -> type.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no relationship type " + name + " in the graph; it has "
                        + types));
    }

    /** The position of {@code label} in {@link #labels()}, for arrays indexed by label; -1 when absent. */
    public int indexOf(Label label) {
        return labels.indexOf(label);
    }

    /** The position of {@code type} in {@link #types()}, for arrays indexed by type; -1 when absent. */
    public int indexOf(RelType type) {
        return types.indexOf(type);
    }
}
