package dev.graphbench.engine.reference;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.Answer;
import dev.graphbench.api.Parameter;
import dev.graphbench.api.Query;
import dev.graphbench.catalogue.Queries;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The queries the reference answers, and answers put in a form that compares documents as documents. */
final class ReferenceEngineQueries {

    /** Every query of the generated graph: the reference answers them all, the object store's twins as documents. */
    static final List<Query> SUPPORTED = Queries.all().stream()
            .filter(query -> query.parameters().stream().noneMatch(parameter -> Label.NODE.equals(parameter.label())))
            .toList();

    private ReferenceEngineQueries() {
    }

    /** Arguments for {@code query}: {@code id} for its ids, the least of its numbers, the first of its texts. */
    static Map<String, Object> arguments(Query query, String id) {
        Map<String, Object> arguments = new HashMap<>();
        for (Parameter parameter : query.parameters()) {
            if (!parameter.optional()) {
                arguments.put(parameter.name(), switch (parameter.kind()) {
                    case ID -> id;
                    case WHOLE_NUMBER -> parameter.min();
                    case TEXT -> parameter.values().getFirst();
                });
            }
        }
        return arguments;
    }

    /**
     * {@code answer} as it compares: a document's members and list elements in any order (as
     * {@link Query.Shape#DOCUMENT} says), every other answer as it is.
     */
    static Object comparable(Query query, Answer answer) {
        return query.shape() == Query.Shape.DOCUMENT ? canonical(answer.rows()) : answer;
    }

    /** Maps sorted by key, lists sorted by their elements' text, all the way down. */
    private static Object canonical(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> sorted = new TreeMap<>();
            map.forEach((key, member) -> sorted.put((String) key, canonical(member)));
            return sorted;
        }
        if (value instanceof List<?> list) {
            List<Object> elements = new ArrayList<>();
            list.forEach(element -> elements.add(canonical(element)));
            elements.sort(Comparator.comparing(String::valueOf));
            return elements;
        }
        return value;
    }
}
