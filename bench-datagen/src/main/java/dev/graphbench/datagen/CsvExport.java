package dev.graphbench.datagen;

import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.Relationship;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import dev.graphbench.api.graph.GraphSchema;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.stream.Collectors;

/**
 * Writes a generated graph as CSV (RFC 4180), in one of two layouts, each with {@code manifest.json}:
 * <ul>
 * <li>graph-bench's own: one file per label ({@code Person.csv}, a header of its properties, id first),
 * one per relationship type ({@code FOLLOWS.csv}, header {@code src,dst}, ids);</li>
 * <li>the header convention of Neo4j's importer ({@link #writeNeo4j}): {@code Person.nodes.csv} with header
 * {@code id:ID(Person),name:string,login:string,:LABEL}, {@code FOLLOWS.relationships.csv} with header
 * {@code :START_ID(Person),:END_ID(Person),:TYPE}, and a {@code graph.json} naming them, so that
 * {@code neo4j-admin database import} and {@code --dataset csv:DIR} both load it.</li>
 * </ul>
 */
public final class CsvExport {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private CsvExport() {
    }

    /** Where each CSV file's text goes, by the file's name ({@code Person.csv}); closed once the file is written. */
    @FunctionalInterface
    public interface Destination {
        Writer open(String fileName) throws IOException;
    }

    /**
     * Writes the graph of {@code generator} into {@code directory}, creating it.
     *
     * @param progress told how many more records are written, as they are
     * @return the graph's manifest
     */
    public static Manifest write(Generator generator, Path directory, LongConsumer progress) {
        try {
            Files.createDirectories(directory);
            ManifestRecorder recorder = new ManifestRecorder(generator.spec());
            writeCsv(recorder.nodes(generator.nodes()), recorder.relationships(generator.relationships()),
                    fileName -> Files.newBufferedWriter(directory.resolve(fileName), StandardCharsets.UTF_8), progress);
            Manifest manifest = recorder.manifest();
            JSON.writeValue(directory.resolve("manifest.json").toFile(), manifest);
            return manifest;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write CSV into " + directory + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes the graph of {@code generator} into {@code directory}, creating it, in the header convention of
     * Neo4j's importer. Read back with {@code --dataset csv:DIR}, it is the generated graph again: the same
     * counts, the same content hash.
     *
     * @param progress told how many more records are written, as they are
     * @return the graph's manifest
     */
    public static Manifest writeNeo4j(Generator generator, Path directory, LongConsumer progress) {
        try {
            Files.createDirectories(directory);
            ManifestRecorder recorder = new ManifestRecorder(generator.spec());
            Destination destination = fileName -> Files.newBufferedWriter(directory.resolve(fileName),
                    StandardCharsets.UTF_8);
            writeGrouped(recorder.nodes(generator.nodes()), Node::label, label -> label.graphName() + ".nodes.csv",
                    label -> label.properties().stream().map(property -> property.name().equals("id")
                            ? "id:ID(" + label.graphName() + ")" : property.name() + ":" + property.typeName())
                            .collect(Collectors.joining(",")) + ",:LABEL",
                    (out, node) -> {
                        for (Object value : node.values()) {
                            field(out, value.toString());
                            out.write(',');
                        }
                        field(out, node.label().graphName());
                    }, destination, progress);
            writeGrouped(recorder.relationships(generator.relationships()), Relationship::type,
                    type -> type.name() + ".relationships.csv",
                    type -> ":START_ID(" + type.from().graphName() + "),:END_ID(" + type.to().graphName() + "),:TYPE",
                    (out, relationship) -> {
                        field(out, relationship.srcId());
                        out.write(',');
                        field(out, relationship.dstId());
                        out.write(',');
                        out.write(relationship.type().name());
                    }, destination, progress);
            Map<String, Object> graph = new LinkedHashMap<>();
            graph.put("nodes", List.of(Map.of("files", GraphSchema.GENERATED.labels().stream()
                    .map(label -> label.graphName() + ".nodes.csv").toList())));
            graph.put("relationships", List.of(Map.of("files", GraphSchema.GENERATED.types().stream()
                    .map(type -> type.name() + ".relationships.csv").toList())));
            JSON.writeValue(directory.resolve("graph.json").toFile(), graph);
            Manifest manifest = recorder.manifest();
            JSON.writeValue(directory.resolve("manifest.json").toFile(), manifest);
            return manifest;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write CSV into " + directory + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes the CSV files of {@code nodes} and {@code relationships}, grouped by label and by type as
     * the generator gives them, each file opened from {@code destination} and closed when its group ends.
     *
     * @param progress told how many more records are written, as they are
     */
    public static void writeCsv(Iterator<Node> nodes, Iterator<Relationship> relationships, Destination destination,
                                LongConsumer progress) throws IOException {
        writeNodes(nodes, destination, progress);
        writeRelationships(relationships, destination, progress);
    }

    private static void writeNodes(Iterator<Node> nodes, Destination destination, LongConsumer progress)
            throws IOException {
        writeGrouped(nodes, Node::label, label -> label.graphName() + ".csv",
                label -> label.properties().stream().map(Property::name).collect(Collectors.joining(",")),
                (out, node) -> {
                    Object[] values = node.values();
                    for (int i = 0; i < values.length; i++) {
                        if (i > 0) {
                            out.write(',');
                        }
                        field(out, values[i].toString());
                    }
                }, destination, progress);
    }

    private static void writeRelationships(Iterator<Relationship> relationships, Destination destination,
                                           LongConsumer progress) throws IOException {
        writeGrouped(relationships, Relationship::type, type -> type.name() + ".csv", type -> "src,dst",
                (out, relationship) -> {
                    field(out, relationship.srcId());
                    out.write(',');
                    field(out, relationship.dstId());
                }, destination, progress);
    }

    /** One CSV line's fields of a record. */
    private interface Row<T> {
        void write(Writer out, T record) throws IOException;
    }

    /** Writes records that arrive grouped, one file per group, each with its header line. */
    private static <T, G> void writeGrouped(Iterator<T> records, Function<T, G> group, Function<G, String> fileName,
                                            Function<G, String> header, Row<T> row, Destination destination,
                                            LongConsumer progress) throws IOException {
        G current = null;
        Writer out = null;
        long written = 0;
        try {
            while (records.hasNext()) {
                T record = records.next();
                G next = group.apply(record);
                if (!next.equals(current)) {
                    if (out != null) {
                        out.close();
                    }
                    current = next;
                    out = destination.open(fileName.apply(current));
                    out.write(header.apply(current));
                    out.write('\n');
                }
                row.write(out, record);
                out.write('\n');
                if (++written % 10_000 == 0) {
                    progress.accept(10_000);
                }
            }
        } finally {
            if (out != null) {
                out.close();
            }
        }
        progress.accept(written % 10_000);
    }

    private static void field(Writer out, String value) throws IOException {
        boolean quote = value.indexOf(',') >= 0 || value.indexOf('"') >= 0 || value.indexOf('\n') >= 0
                || value.indexOf('\r') >= 0;
        if (!quote) {
            out.write(value);
            return;
        }
        out.write('"');
        out.write(value.replace("\"", "\"\""));
        out.write('"');
    }
}
