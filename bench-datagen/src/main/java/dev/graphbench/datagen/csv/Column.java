package dev.graphbench.datagen.csv;

import dev.graphbench.api.graph.Property;

/**
 * One column of a CSV file in the header convention of Neo4j's importer, as its header field declares it.
 *
 * @param kind     what the column holds
 * @param field    the header field as written: {@code born:int}
 * @param idSpace  the ID space of an {@link Kind#ID}, {@link Kind#START_ID} or {@link Kind#END_ID} column; the
 *                 global one is {@code ""}
 * @param property the property of a {@link Kind#PROPERTY} column; null otherwise
 * @param value    how a {@link Kind#PROPERTY} column's cells are read; null otherwise
 */
record Column(Kind kind, String field, String idSpace, Property property, Value value) {

    /** What a column holds. */
    enum Kind {
        /** A node's id, stored as its {@code id} property. */
        ID,
        /** A node's labels, split by the array delimiter. */
        LABEL,
        /** A relationship's start node, by id. */
        START_ID,
        /** A relationship's end node, by id. */
        END_ID,
        /** A relationship's type. */
        TYPE,
        /** Nothing that is kept. */
        IGNORE,
        /** A typed property. */
        PROPERTY
    }

    /** The column's name in messages: {@code year} for {@code year:int}, {@code :LABEL} for a label column. */
    String name() {
        return property != null ? property.name() : field.isBlank() ? ":" + kind : field;
    }
}
