package dev.graphbench.catalogue.folder;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import java.util.Objects;

/**
 * A property index a workload folder declares ({@code indexes: [{label: Movie, property: title}]}): kept with the
 * folder, checked against the graph, for a run that creates it after the load.
 *
 * @param label    the label whose nodes it indexes, as the graph names it
 * @param property the property it indexes
 */
public record IndexDeclaration(String label, String property) {

    /** Checks both are given. */
    public IndexDeclaration {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(property, "property");
    }

    /**
     * The label it names in {@code schema}.
     *
     * @throws IllegalArgumentException one line when the graph has no such label, naming those it has
     */
    public Label labelIn(GraphSchema schema) {
        return FolderCatalogue.label(schema, what(), label);
    }

    /**
     * The property it names in {@code schema}.
     *
     * @throws IllegalArgumentException one line when the graph's label has no such property, naming those it has
     */
    public Property propertyIn(GraphSchema schema) {
        return FolderCatalogue.property(labelIn(schema), what(), property);
    }

    /** As a user reads it: {@code Movie.imdbId}. */
    @Override
    public String toString() {
        return label + "." + property;
    }

    private String what() {
        return "the index on " + this;
    }
}
