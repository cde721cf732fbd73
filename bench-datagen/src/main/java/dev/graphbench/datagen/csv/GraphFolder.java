package dev.graphbench.datagen.csv;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which files of a folder hold a graph in Neo4j's importer convention, and how to read them: named in the
 * folder's {@code graph.json}, or found by their names.
 *
 * <pre>
 * {
 *   "nodes": [
 *     {"files": ["movies.csv.gz", "movies-2.csv.gz"], "labels": ["Movie"]},
 *     {"files": ["people-1.csv", "people-2.csv"], "header": "people-header.csv"}
 *   ],
 *   "relationships": [
 *     {"files": ["acted_in.csv"], "type": "ACTED_IN"}
 *   ],
 *   "delimiter": ",",
 *   "arrayDelimiter": ";"
 * }
 * </pre>
 *
 * A set's {@code labels} are given to each of its nodes before those of a {@code :LABEL} column; its
 * {@code type} is each relationship's where the file has no {@code :TYPE} column or leaves it empty. With a
 * {@code header}, each file of the set is data alone and the header file's first line is their header (the
 * importer's header-file convention); without, each file's first line is its own. Without {@code graph.json},
 * the files named {@code *.nodes.csv} and {@code *.relationships.csv} (or {@code .csv.gz}), and {@code nodes.csv}
 * and {@code relationships.csv} when their header has a {@code :ID} column, are read in the order of their
 * names, each with its own header, comma-separated, arrays split at {@code ;}.
 *
 * @param folder         the folder
 * @param nodes          the node files, in order
 * @param relationships  the relationship files, in order
 * @param delimiter      the character between cells
 * @param arrayDelimiter what separates the elements of an array, and the labels of a {@code :LABEL} cell
 */
record GraphFolder(Path folder, List<Source> nodes, List<Source> relationships, char delimiter,
                   String arrayDelimiter) {

    /** The file that names the graph's files. */
    static final String GRAPH_JSON = "graph.json";
    static final String NODES_SUFFIX = ".nodes.csv";
    static final String RELATIONSHIPS_SUFFIX = ".relationships.csv";

    /**
     * One data file and how to read it.
     *
     * @param file   the data file
     * @param header the file whose first line is its header; the file itself when it has its own
     * @param labels the labels its nodes get besides a {@code :LABEL} cell's; empty for a relationship file
     * @param type   the type of its relationships where no {@code :TYPE} cell gives one; null for a node file
     */
    record Source(Path file, Path header, List<String> labels, String type) {

        /** Whether the file's first line is its header. */
        boolean headed() {
            return header.equals(file);
        }
    }

    /** The shape of {@code graph.json}. */
    private record Json(List<FileSet> nodes, List<FileSet> relationships, String delimiter, String arrayDelimiter) {
    }

    /** One set of files of {@code graph.json}. */
    private record FileSet(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> files,
                       String header,
                       @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> labels,
                       String type) {
    }

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    /** Whether {@code folder} holds a graph in this convention: a {@code graph.json}, or files named by the rule. */
    static boolean holdsOne(Path folder) {
        return Files.isRegularFile(folder.resolve(GRAPH_JSON)) || !byName(folder, NODES_SUFFIX, "nodes").isEmpty()
                || !byName(folder, RELATIONSHIPS_SUFFIX, "relationships").isEmpty();
    }

    /**
     * The files of {@code folder}.
     *
     * @throws IllegalArgumentException one line naming {@code graph.json}'s line and what is wrong with it, or the
     *                                  file it names that is missing
     */
    static GraphFolder of(Path folder) {
        Path json = folder.resolve(GRAPH_JSON);
        if (!Files.isRegularFile(json)) {
            List<Source> nodes = byName(folder, NODES_SUFFIX, "nodes").stream()
                    .map(file -> new Source(file, file, List.of(), null)).toList();
            List<Source> relationships = byName(folder, RELATIONSHIPS_SUFFIX, "relationships").stream()
                    .map(file -> new Source(file, file, List.of(), null)).toList();
            return new GraphFolder(folder, nodes, relationships, ',', ";");
        }
        String where = "csv:" + json;
        Json read;
        try {
            read = JSON.readValue(json.toFile(), Json.class);
        } catch (UnrecognizedPropertyException e) {
            throw new IllegalArgumentException(where + " line " + lineOf(json, e.getPropertyName(), line(e))
                    + ": unknown key '" + e.getPropertyName()
                    + "'; it takes " + e.getKnownPropertyIds() + "; see docs/dataset.md", e);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(where + " line " + line(e) + ": " + e.getOriginalMessage().lines()
                    .findFirst().orElse("not JSON") + "; fix it as docs/dataset.md shows", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + json + ": " + e.getMessage(), e);
        }
        if (read == null || read.nodes() == null || read.nodes().isEmpty()) {
            throw new IllegalArgumentException(where + " names no node files; give \"nodes\": [{\"files\": [...]}]");
        }
        List<Source> nodes = sources(folder, where, "nodes", read.nodes(), true);
        List<Source> relationships = sources(folder, where, "relationships",
                read.relationships() == null ? List.of() : read.relationships(), false);
        return new GraphFolder(folder, nodes, relationships, delimiter(where, read.delimiter()),
                arrayDelimiter(where, read.arrayDelimiter()));
    }

    private static List<Source> sources(Path folder, String where, String key, List<FileSet> sets, boolean ofNodes) {
        List<Source> sources = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            FileSet set = sets.get(i);
            String which = where + ": " + key + "[" + i + "]";
            if (set == null || set.files() == null || set.files().isEmpty()) {
                throw new IllegalArgumentException(which + " names no files; give \"files\": [\"...\"]");
            }
            if (ofNodes && set.type() != null) {
                throw new IllegalArgumentException(which + " gives a type, which a node file has none of; give its"
                        + " \"labels\"");
            }
            if (!ofNodes && set.labels() != null) {
                throw new IllegalArgumentException(which + " gives labels, which a relationship file has none of; give"
                        + " its \"type\"");
            }
            Path header = set.header() == null ? null : existing(folder, which, set.header());
            for (String name : set.files()) {
                Path file = existing(folder, which, name);
                sources.add(new Source(file, header == null ? file : header,
                        set.labels() == null ? List.of() : List.copyOf(set.labels()), set.type()));
            }
        }
        return sources;
    }

    private static Path existing(Path folder, String which, String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException(which + " names a file with no name");
        }
        Path file = folder.resolve(name).normalize();
        if (!file.startsWith(folder.normalize())) {
            throw new IllegalArgumentException(which + " names " + name + ", which is outside the folder; put the files"
                    + " in " + folder);
        }
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(which + " names " + name + ", which is not in " + folder
                    + "; put it there or fix the name");
        }
        return file;
    }

    private static char delimiter(String where, String text) {
        if (text == null) {
            return ',';
        }
        if (text.equals("\\t") || text.equalsIgnoreCase("TAB")) {
            return '\t';
        }
        if (text.length() != 1 || text.charAt(0) == '"') {
            throw new IllegalArgumentException(where + ": delimiter must be one character (or \"\\\\t\"), not a quote,"
                    + " got '" + text + "'");
        }
        return text.charAt(0);
    }

    private static String arrayDelimiter(String where, String text) {
        if (text == null) {
            return ";";
        }
        if (text.isEmpty()) {
            throw new IllegalArgumentException(where + ": arrayDelimiter cannot be empty");
        }
        return text;
    }

    /** The files of {@code folder} named {@code *suffix} or {@code *suffix.gz}, or {@code plain.csv} headed by :ID. */
    private static List<Path> byName(Path folder, String suffix, String plain) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(Files::isRegularFile).filter(file -> {
                String name = file.getFileName().toString();
                return name.endsWith(suffix) || name.endsWith(suffix + ".gz")
                        || (name.equals(plain + ".csv") || name.equals(plain + ".csv.gz")) && headedByIds(file);
            }).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder + ": " + e.getMessage(), e);
        }
    }

    /** Whether the file's header names an id column, as a node or relationship file of the convention does. */
    private static boolean headedByIds(Path file) {
        try (CsvRows rows = new CsvRows(file, file.toString(), ',', null)) {
            String[] header = rows.next();
            if (header == null) {
                return false;
            }
            for (String field : header) {
                if (field != null && (field.contains(":ID") || field.contains(":START_ID"))) {
                    return true;
                }
            }
            return false;
        }
    }

    /** The first line of {@code json} where {@code key} is a key; {@code otherwise} when none is. */
    private static long lineOf(Path json, String key, long otherwise) {
        try {
            List<String> lines = Files.readAllLines(json);
            Pattern named = Pattern.compile("\"" + Pattern.quote(key)
                    + "\"\\s*:");
            for (int i = 0; i < lines.size(); i++) {
                if (named.matcher(lines.get(i)).find()) {
                    return i + 1;
                }
            }
        } catch (IOException e) {
            // The line Jackson gave, then.
        }
        return otherwise;
    }

    private static long line(JsonProcessingException e) {
        JsonLocation location = e.getLocation();
        return location == null ? 1 : location.getLineNr();
    }
}
