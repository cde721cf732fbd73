package dev.graphbench.sql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The writes of one save or saveAll as one JSON document for the engine's save statement (its shape
 * is described at {@link JsonSqlDialect#saveStatement()}), with what it takes to word a refusal.
 *
 * <p>What saving means, and where it follows Drivine's save of the same object on Neo4j:
 * <ul>
 * <li>A fragment, and a view's root, is upserted by id: the class's properties are set, a null one
 * removed; properties the class does not declare are left alone (Drivine: {@code MERGE} on label
 * and id, {@code SET} of every declared field).
 * <li>A related fragment is upserted the same way, unless it is given by its id alone (every other
 * field null, or 0 or false for a primitive): then it refers to a node that must already exist,
 * which is left as it is. Drivine would create a node with only an id; a reference to nothing is
 * far more likely a mistake, so the save is refused, naming the view, the field and the id.
 * <li>A view's relationships become what the view holds: for each relationship field, relationships
 * of that type and direction from the root to nodes of the target's labels that the field no longer
 * holds are deleted, and missing ones created, in the direction declared (an INCOMING relationship
 * runs from the related node to the root). A null single value leaves no relationship. This is what
 * Drivine does for a view it loaded in the same session (it deletes what was removed since the
 * load); for a view it never loaded Drivine only adds.
 * <li>A nested view is saved the same way, root and relationships.
 * <li>{@code @Count} and {@code @GraphPath} fields are derived from the graph: saving leaves them alone.
 * <li>Within one change set, the last occurrence of an id or of a relationship field of one root wins.
 * </ul>
 */
final class ChangeSet {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final ObjectMapper json;
    private final Mappings mappings;
    /** Upserts by id, with the fragment each one saves, for the refusal's message. */
    private final Map<String, ObjectNode> nodes = new LinkedHashMap<>();
    private final Map<String, Mapping.Fragment> nodeFragments = new LinkedHashMap<>();
    private final List<ObjectNode> references = new ArrayList<>();
    private final List<String> referenceMessages = new ArrayList<>();
    private final Map<List<Object>, ObjectNode> links = new LinkedHashMap<>();

    ChangeSet(ObjectMapper json, Mappings mappings) {
        this.json = json;
        this.mappings = mappings;
    }

    /** Adds {@code object}, a fragment or a view. */
    void add(Object object) {
        if (object == null) {
            throw Messages.nullObject();
        }
        Mapping mapping = mappings.of(object.getClass(), "save");
        JsonNode tree = json.valueToTree(object);
        switch (mapping) {
            case Mapping.Fragment fragment -> upsert(fragment, tree);
            case Mapping.View view -> view(view, tree, null);
        }
    }

    boolean isEmpty() {
        return nodes.isEmpty();
    }

    /** The change set as the save statement's JSON parameter. */
    String json() {
        ObjectNode document = NODES.objectNode();
        document.putArray("nodes").addAll(nodes.values());
        document.putArray("references").addAll(references);
        document.putArray("links").addAll(links.values());
        return document.toString();
    }

    /** The message for the save statement's refusal of this change set. */
    String message(JsonSqlDialect.Refusal refusal) {
        return switch (refusal.reason()) {
            case MISSING_REFERENCE -> referenceMessages.get(refusal.position());
            case ID_TAKEN -> {
                String id = new ArrayList<>(nodes.keySet()).get(refusal.position());
                yield Messages.idTaken(nodeFragments.get(id), id, labels(refusal.labels()));
            }
        };
    }

    private String labels(String jsonArray) {
        try {
            List<String> labels = new ArrayList<>();
            json.readTree(jsonArray).forEach(label -> labels.add(label.asText()));
            return String.join(":", labels);
        } catch (IOException e) {
            return jsonArray;
        }
    }

    /** Saves a view; {@code from} is where it is nested, or null for a view saved itself. Returns its root's id. */
    private String view(Mapping.View view, JsonNode tree, Reference from) {
        JsonNode root = tree.get(view.rootField());
        if (root == null || root.isNull()) {
            throw Messages.nullRoot(view);
        }
        String id = from == null ? upsert(view.root(), root) : related(from, view.root(), root);
        for (Mapping.Member member : view.members()) {
            if (member instanceof Mapping.Related related) {
                link(view, id, related, tree.get(related.field()));
            }
        }
        return id;
    }

    private void link(Mapping.View view, String rootId, Mapping.Related related, JsonNode value) {
        List<JsonNode> items = new ArrayList<>();
        if (value != null && value.isArray()) {
            value.forEach(item -> {
                if (!item.isNull()) {
                    items.add(item);
                }
            });
        } else if (value != null && !value.isNull()) {
            items.add(value);
        }
        ArrayNode targets = NODES.arrayNode();
        for (JsonNode item : items) {
            Reference from = new Reference(view, rootId, related.field());
            targets.add(switch (related.target()) {
                case Mapping.Fragment fragment -> related(from, fragment, item);
                case Mapping.View nested -> view(nested, item, from);
            });
        }
        List<String> labels = related.target().root().labels();
        ObjectNode link = NODES.objectNode();
        link.put("anchor", rootId);
        link.put("type", related.type());
        link.put("outgoing", related.outgoing());
        link.set("labels", array(labels));
        link.set("targets", targets);
        List<Object> key = List.of(rootId, related.type(), related.outgoing(), labels);
        links.remove(key);
        links.put(key, link);
    }

    /** A related fragment: a reference when given by its id alone, else upserted. Returns its id. */
    private String related(Reference from, Mapping.Fragment fragment, JsonNode tree) {
        JsonNode id = tree.get(Mapping.Fragment.ID);
        if (id == null || id.isNull()) {
            throw Messages.nullRelatedId(from.owner(), from.ownerId(), from.field(), fragment);
        }
        if (!isIdOnly(fragment, tree)) {
            return upsert(fragment, tree);
        }
        ObjectNode reference = NODES.objectNode();
        reference.put("id", id.asText());
        reference.set("labels", array(fragment.labels()));
        references.add(reference);
        referenceMessages.add(Messages.missingReference(from.owner(), from.ownerId(), from.field(), fragment,
                id.asText()));
        return id.asText();
    }

    private String upsert(Mapping.Fragment fragment, JsonNode tree) {
        JsonNode idNode = tree.get(Mapping.Fragment.ID);
        if (idNode == null || idNode.isNull()) {
            throw Messages.nullOwnId(fragment);
        }
        String id = idNode.asText();
        ObjectNode props = NODES.objectNode();
        for (String field : fragment.fields().keySet()) {
            JsonNode value = tree.get(field);
            props.set(field, value == null ? NullNode.getInstance() : value);
        }
        ObjectNode node = NODES.objectNode();
        node.put("id", id);
        node.set("labels", array(fragment.labels()));
        node.set("props", props);
        nodes.remove(id);
        nodes.put(id, node);
        nodeFragments.put(id, fragment);
        return id;
    }

    /** Whether every field but the id holds its type's default: null, or 0 or false for a primitive. */
    private static boolean isIdOnly(Mapping.Fragment fragment, JsonNode tree) {
        for (Mapping.Field field : fragment.fields().values()) {
            if (field.name().equals(Mapping.Fragment.ID)) {
                continue;
            }
            JsonNode value = tree.get(field.name());
            boolean isDefault = value == null || value.isNull()
                    || field.javaType().isPrimitive() && (value.isNumber() && value.asDouble() == 0
                            || value.isBoolean() && !value.asBoolean());
            if (!isDefault) {
                return false;
            }
        }
        return true;
    }

    private static ArrayNode array(List<String> values) {
        ArrayNode array = NODES.arrayNode();
        values.forEach(array::add);
        return array;
    }

    /** Where a related object sits: the view holding it, that view's root id, and the field. */
    private record Reference(Mapping owner, String ownerId, String field) {
    }
}
