package dev.graphbench.workloads.answers;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The canonical text of an object store's answer, or of a hand-written read's document: its JSON
 * tree with every object's members sorted by name and every array's elements sorted by their own
 * canonical text, so that the same objects give the same text whatever order an engine returned
 * them in. A member whose value is null is left out, as if absent: Cypher's {@code properties()}
 * drops a property a node lacks where an object gives it as null, and both mean the same answer. A
 * null element or answer stays null; a whole number is written as one, whether it came as an int or
 * a long.
 */
public final class Documents {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Documents() {
    }

    /**
     * The canonical text of {@code value}: an object or a list of objects (read as Jackson reads
     * them), maps and lists, a number, or a document's JSON text.
     */
    public static String canonical(Object value) {
        try {
            JsonNode tree = value instanceof String text ? JSON.readTree(text) : JSON.valueToTree(value);
            return JSON.writeValueAsString(sorted(tree));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an answer cannot be read as JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static JsonNode sorted(JsonNode node) throws JsonProcessingException {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return JSON.nullNode();
        }
        if (node.isObject()) {
            Map<String, JsonNode> members = new TreeMap<>();
            for (Map.Entry<String, JsonNode> member : node.properties()) {
                JsonNode value = sorted(member.getValue());
                if (!value.isNull()) {
                    members.put(member.getKey(), value);
                }
            }
            ObjectNode copy = JSON.createObjectNode();
            members.forEach(copy::set);
            return copy;
        }
        if (node.isArray()) {
            List<Map.Entry<String, JsonNode>> elements = new ArrayList<>(node.size());
            for (JsonNode element : node) {
                JsonNode canonical = sorted(element);
                elements.add(Map.entry(JSON.writeValueAsString(canonical), canonical));
            }
            elements.sort(Map.Entry.comparingByKey());
            ArrayNode copy = JSON.createArrayNode();
            elements.forEach(element -> copy.add(element.getValue()));
            return copy;
        }
        return node;
    }
}
