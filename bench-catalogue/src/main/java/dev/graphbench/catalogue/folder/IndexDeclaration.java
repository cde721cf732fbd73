package dev.graphbench.catalogue.folder;

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
}
