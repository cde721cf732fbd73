package dev.graphbench.cypher;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.graphbench.api.EngineException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What one save or saveAll writes, split between Drivine and the store, before anything is written.
 *
 * <p>Drivine 0.0.58 writes a view's INCOMING relationship from the root to the related node, the
 * wrong way round: an issue saved with new comments gets issue-ON-&gt;comment, and loads back with
 * no comments. So the plan takes every incoming relationship out of what Drivine is given (a copy of
 * the view with those fields empty) and writes it from its outgoing side instead: the related
 * objects are saved by Drivine on their own, and the relationships by one statement per kind
 * ({@link Links}). What is left, the root and its outgoing relationships, Drivine saves as it does.
 *
 * <p>A related fragment given by its id alone (every other property null, 0 or false) refers to a
 * node that must exist and is left as it is: Drivine would otherwise MERGE it and SET its
 * properties to those defaults, wiping the node it means. The plan lists such references, for the
 * store to check and to tell Drivine's session they are unchanged. A node saved in full in the same
 * call satisfies a reference to it.
 */
final class SavePlan {

    private final ObjectModel model;
    private final ObjectMapper json;
    private final List<Object> roots = new ArrayList<>();
    private final List<Object> incoming = new ArrayList<>();
    private final List<Reference> references = new ArrayList<>();
    private final Map<ObjectModel.Fragment, Set<String>> saved = new LinkedHashMap<>();
    private final Map<Links.Kind, Map<String, Set<String>>> links = new LinkedHashMap<>();

    /**
     * A related fragment given by its id alone.
     *
     * @param fragment its class's mapping
     * @param object   the fragment itself
     * @param id       its id
     * @param missing  what to say when no such node exists
     */
    record Reference(ObjectModel.Fragment fragment, Object object, String id, EngineException missing) {
    }

    /** Where a related object sits: the view holding it, that view's root id, and the field. */
    private record Owner(ObjectModel.View view, String rootId, String field) {
    }

    SavePlan(ObjectModel model, ObjectMapper json) {
        this.model = model;
        this.json = json;
    }

    /** Plans the saves of {@code objects}, in order. */
    static SavePlan of(ObjectModel model, ObjectMapper json, Collection<?> objects) {
        SavePlan plan = new SavePlan(model, json);
        for (Object object : objects) {
            plan.add(object);
        }
        return plan;
    }

    /** Adds {@code object}, a fragment or a view. */
    void add(Object object) {
        if (object == null) {
            throw ObjectMessages.nullObject();
        }
        switch (model.of(object.getClass(), "save")) {
            case ObjectModel.Fragment fragment -> {
                String id = fragment.id(object);
                if (id == null) {
                    throw ObjectMessages.nullOwnId(fragment);
                }
                saved(fragment, id);
                roots.add(object);
            }
            case ObjectModel.View view -> roots.add(view(view, object, null));
        }
    }

    /** What the caller gave, in order, each view without its incoming relationships: Drivine saves these. */
    List<Object> roots() {
        return roots;
    }

    /** The objects at the far end of incoming relationships, references aside: Drivine saves these too. */
    List<Object> incoming() {
        return incoming;
    }

    /** Every reference, in the order met. */
    List<Reference> references() {
        return references;
    }

    /** The references no node saved in full in this call satisfies, in the order met: each must exist already. */
    List<Reference> unsatisfied() {
        return references.stream()
                .filter(reference -> !saved.getOrDefault(reference.fragment(), Set.of()).contains(reference.id()))
                .toList();
    }

    /** The incoming relationships, to be written from their outgoing side once every node is there. */
    Links links() {
        return new Links(links);
    }

    /** Walks a view; returns what Drivine should save in its place: a copy without incoming relationships, if it has any. */
    private Object view(ObjectModel.View view, Object object, Owner from) {
        Object root = ObjectModel.read(view.rootField(), object);
        if (root == null) {
            throw ObjectMessages.nullRoot(view);
        }
        String rootId;
        if (from == null) {
            rootId = view.root().id(root);
            if (rootId == null) {
                throw ObjectMessages.nullOwnId(view);
            }
            saved(view.root(), rootId);
        } else {
            rootId = related(from, view.root(), root);
        }
        Map<String, Object> replaced = new LinkedHashMap<>();
        for (ObjectModel.Relationship relationship : view.relationships()) {
            Object value = ObjectModel.read(relationship.field(), object);
            List<Object> items = new ArrayList<>();
            if (value instanceof Collection<?> collection) {
                collection.stream().filter(item -> item != null).forEach(items::add);
            } else if (value != null) {
                items.add(value);
            }
            ObjectModel.Mapping target = model.of(relationship.target(), "save");
            Owner owner = new Owner(view, rootId, relationship.field().getName());
            List<Object> kept = new ArrayList<>(items.size());
            Set<String> targets = new LinkedHashSet<>();
            boolean copied = false;
            for (Object item : items) {
                Object planned;
                String targetId;
                boolean reference;
                switch (target) {
                    case ObjectModel.Fragment fragment -> {
                        targetId = related(owner, fragment, item);
                        reference = fragment.isIdOnly(item);
                        planned = item;
                    }
                    case ObjectModel.View nested -> {
                        planned = view(nested, item, owner);
                        targetId = nested.root().id(ObjectModel.read(nested.rootField(), item));
                        reference = false;
                    }
                }
                copied |= planned != item;
                kept.add(planned);
                targets.add(targetId);
                if (!relationship.outgoing() && !reference) {
                    incoming.add(planned);
                }
            }
            if (!relationship.outgoing()) {
                Links.Kind kind = new Links.Kind(relationship.type(), view.root(), target.root());
                links.computeIfAbsent(kind, k -> new LinkedHashMap<>()).put(rootId, targets);
                replaced.put(relationship.field().getName(), relationship.many() ? List.of() : null);
            } else if (copied) {
                replaced.put(relationship.field().getName(), relationship.many() ? kept : kept.getFirst());
            }
        }
        return replaced.isEmpty() ? object : copy(object, replaced);
    }

    /** A related fragment: checked, and listed as a reference when given by its id alone. Returns its id. */
    private String related(Owner from, ObjectModel.Fragment fragment, Object object) {
        String id = fragment.id(object);
        if (id == null) {
            throw ObjectMessages.nullRelatedId(from.view(), from.rootId(), from.field(), fragment);
        }
        if (fragment.isIdOnly(object)) {
            references.add(new Reference(fragment, object, id,
                    ObjectMessages.missingReference(from.view(), from.rootId(), from.field(), fragment, id)));
        } else {
            saved(fragment, id);
        }
        return id;
    }

    private void saved(ObjectModel.Fragment fragment, String id) {
        saved.computeIfAbsent(fragment, f -> new LinkedHashSet<>()).add(id);
    }

    /** {@code object} with the fields named in {@code replaced} holding other values, through Jackson as Drivine reads it. */
    private Object copy(Object object, Map<String, Object> replaced) {
        ObjectNode tree = json.valueToTree(object);
        replaced.forEach((field, value) -> tree.set(field, json.valueToTree(value)));
        try {
            return json.treeToValue(tree, object.getClass());
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot copy a " + object.getClass().getSimpleName() + ": "
                    + e.getOriginalMessage(), e);
        }
    }
}
