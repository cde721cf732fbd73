package dev.graphbench.catalogue.folder;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A folder's {@code workloads.yaml} (or {@code workloads.json}) read into its workloads and indexes, each mistake
 * one line naming the file and what to write instead: a file that does not parse (its line), a word not known, a
 * name given twice, a check set for a read.
 */
final class WorkloadsFile {

    /** The names the file may have, in the order they are looked for. */
    static final List<String> NAMES = List.of("workloads.yaml", "workloads.yml", "workloads.json");

    private static final String NAME = "[a-z][a-z0-9-]*";
    private static final String PARAMETER = "[A-Za-z_][A-Za-z0-9_]*";
    private static final Set<String> WORKLOAD_KEYS = Set.of("name", "title", "phase", "parameters", "answer", "check",
            "arguments-of");

    private final String file;

    private WorkloadsFile(String file) {
        this.file = file;
    }

    /** What the file declares. */
    record Declared(List<FolderWorkload> workloads, List<IndexDeclaration> indexes) {
    }

    /**
     * Reads the workloads file of {@code folder}.
     *
     * @throws IllegalArgumentException one line naming the file and what is wrong
     */
    static Declared read(Path folder) {
        Path path = NAMES.stream().map(folder::resolve).filter(Files::isRegularFile).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the workload folder " + folder + " has no "
                        + String.join(" or ", NAMES) + ": write one listing its workloads (see docs/workloads.md)"));
        WorkloadsFile reader = new WorkloadsFile(path.getFileName().toString());
        ObjectMapper mapper = path.toString().endsWith(".json") ? new ObjectMapper() : new ObjectMapper(new YAMLFactory());
        JsonNode root;
        try {
            root = mapper.readTree(path.toFile());
        } catch (JsonProcessingException e) {
            String message = e.getOriginalMessage().lines().findFirst().orElse("").strip();
            throw new IllegalArgumentException(reader.file + (e.getLocation() == null ? "" : " line "
                    + e.getLocation().getLineNr()) + " does not parse: " + message);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + path + ": " + e.getMessage());
        }
        return reader.declared(root);
    }

    private Declared declared(JsonNode root) {
        if (root == null || !root.isObject() || !root.path("workloads").isArray() || root.path("workloads").isEmpty()) {
            throw wrong("has no list of workloads: write 'workloads:' and under it one item a workload");
        }
        for (Iterator<String> keys = root.fieldNames(); keys.hasNext(); ) {
            String key = keys.next();
            if (!key.equals("workloads") && !key.equals("indexes")) {
                throw wrong("has '" + key + "', which is not known: it holds workloads and indexes");
            }
        }
        Map<String, FolderWorkload> workloads = new LinkedHashMap<>();
        for (JsonNode item : root.path("workloads")) {
            FolderWorkload workload = workload(item);
            if (workloads.putIfAbsent(workload.name(), workload) != null) {
                throw wrong("names two workloads '" + workload.name() + "': give each its own name");
            }
        }
        for (FolderWorkload workload : workloads.values()) {
            checkCheck(workload, workloads);
        }
        List<IndexDeclaration> indexes = new ArrayList<>();
        JsonNode declared = root.path("indexes");
        if (!declared.isMissingNode() && !declared.isNull()) {
            if (!declared.isArray()) {
                throw wrong("'indexes' is not a list: write one item an index, {label: Movie, property: title}");
            }
            for (JsonNode index : declared) {
                if (!index.isObject() || !index.path("label").isTextual() || !index.path("property").isTextual()
                        || index.size() != 2) {
                    throw wrong("index " + index + " is not {label: LABEL, property: PROPERTY}");
                }
                indexes.add(new IndexDeclaration(index.get("label").asText(), index.get("property").asText()));
            }
        }
        return new Declared(List.copyOf(workloads.values()), List.copyOf(indexes));
    }

    private FolderWorkload workload(JsonNode item) {
        if (!item.isObject() || !item.path("name").isTextual()) {
            throw wrong("has a workload without a name: " + item);
        }
        String name = item.get("name").asText();
        if (!name.matches(NAME)) {
            throw wrong("names a workload '" + name + "': a name is lower case letters, digits and dashes");
        }
        for (Iterator<String> keys = item.fieldNames(); keys.hasNext(); ) {
            String key = keys.next();
            if (!WORKLOAD_KEYS.contains(key)) {
                throw wrong(name + " has '" + key + "', which is not known: a workload has "
                        + WORKLOAD_KEYS.stream().sorted().collect(Collectors.joining(", ")));
            }
        }
        FolderWorkload.Kind kind = word(name, "phase", item.path("phase"), FolderWorkload.Kind.class, null);
        FolderWorkload.Answer answer = word(name, "answer", item.path("answer"), FolderWorkload.Answer.class,
                kind.writes() ? FolderWorkload.Answer.COUNT : null);
        String check = item.hasNonNull("check") ? item.get("check").asText() : null;
        if (check != null && !kind.writes()) {
            throw wrong(name + " is a read and sets a check: only a write (insert, update or delete) is checked, by a"
                    + " read of the folder; take the check out");
        }
        if (check == null && kind.writes()) {
            throw wrong(name + " is a write without a check: name a read of the folder that shows what it wrote"
                    + " (check: NAME)");
        }
        String title = item.hasNonNull("title") ? item.get("title").asText() : name;
        String argumentsOf = item.hasNonNull("arguments-of") ? item.get("arguments-of").asText() : null;
        if (argumentsOf != null && !argumentsOf.matches(NAME)) {
            throw wrong(name + "'s arguments-of '" + argumentsOf + "' is no workload's id: name the workload whose"
                    + " arguments it is asked, call by call (arguments-of: two-hops)");
        }
        return new FolderWorkload(name, title, kind, parameters(name, item.path("parameters")), answer, check,
                argumentsOf);
    }

    private Map<String, FolderWorkload.Source> parameters(String workload, JsonNode node) {
        Map<String, FolderWorkload.Source> parameters = new LinkedHashMap<>();
        if (node.isMissingNode() || node.isNull()) {
            return parameters;
        }
        if (!node.isObject()) {
            throw wrong(workload + "'s parameters are not a map of NAME: {ids: LABEL}, {range: [A, B]} or"
                    + " {values: LABEL.PROPERTY}");
        }
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            String name = field.getKey();
            if (!name.matches(PARAMETER)) {
                throw wrong(workload + " has a parameter '" + name + "': a name is letters, digits and _");
            }
            parameters.put(name, source(workload + "'s parameter " + name, field.getValue()));
        }
        return parameters;
    }

    private FolderWorkload.Source source(String what, JsonNode node) {
        if (!node.isObject() || node.size() != 1) {
            throw wrong(what + " is not one of {ids: LABEL}, {range: [A, B]}, {values: LABEL.PROPERTY}");
        }
        if (node.path("ids").isTextual()) {
            return new FolderWorkload.Source.Ids(node.get("ids").asText());
        }
        JsonNode range = node.path("range");
        if (range.isArray()) {
            if (range.size() != 2 || !range.get(0).canConvertToLong() || !range.get(1).canConvertToLong()
                    || !range.get(0).isIntegralNumber() || !range.get(1).isIntegralNumber()
                    || range.get(0).asLong() > range.get(1).asLong()) {
                throw wrong(what + ": a range is two whole numbers, the least first: {range: [1980, 2020]}");
            }
            return new FolderWorkload.Source.Range(range.get(0).asLong(), range.get(1).asLong());
        }
        String values = node.path("values").asText("");
        int dot = values.indexOf('.');
        if (dot > 0 && dot < values.length() - 1) {
            return new FolderWorkload.Source.Values(values.substring(0, dot), values.substring(dot + 1));
        }
        throw wrong(what + " is not one of {ids: LABEL}, {range: [A, B]}, {values: LABEL.PROPERTY}");
    }

    private <E extends Enum<E>> E word(String workload, String key, JsonNode node, Class<E> type, E otherwise) {
        List<String> words = Arrays.stream(type.getEnumConstants()).map(value -> value.name().toLowerCase(Locale.ROOT))
                .toList();
        if (node.isMissingNode() || node.isNull()) {
            if (otherwise != null) {
                return otherwise;
            }
            throw wrong(workload + " has no " + key + ": write one of " + String.join(", ", words));
        }
        String word = node.asText();
        if (!words.contains(word)) {
            throw wrong(workload + "'s " + key + " '" + word + "' is not known: write one of " + String.join(", ", words));
        }
        return Enum.valueOf(type, word.toUpperCase(Locale.ROOT));
    }

    private void checkCheck(FolderWorkload write, Map<String, FolderWorkload> workloads) {
        if (write.check() == null) {
            return;
        }
        FolderWorkload check = workloads.get(write.check());
        if (check == null || check.kind().writes()) {
            throw wrong(write.name() + "'s check '" + write.check() + "' is not a read of the folder: name one");
        }
        for (String parameter : check.parameters().keySet()) {
            if (!write.parameters().containsKey(parameter)) {
                throw wrong(write.name() + "'s check " + check.name() + " takes " + parameter + ", which "
                        + write.name() + " does not: a check is asked each call's arguments, so the write declares"
                        + " every parameter of its check");
            }
        }
    }

    private IllegalArgumentException wrong(String what) {
        return new IllegalArgumentException(file + " " + what);
    }
}
