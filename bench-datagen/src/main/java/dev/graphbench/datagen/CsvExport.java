package dev.graphbench.datagen;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.api.results.ResultsFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.function.LongConsumer;
import java.util.stream.Collectors;

/**
 * Writes a generated graph as CSV (RFC 4180): one file per label ({@code Person.csv}, a header of
 * its properties, id first), one per relationship type ({@code FOLLOWS.csv}, header {@code src,dst},
 * ids), and {@code manifest.json}.
 */
public final class CsvExport {

    private CsvExport() {
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
            writeNodes(recorder.nodes(generator.nodes()), directory, progress);
            writeRelationships(recorder.relationships(generator.relationships()), directory, progress);
            Manifest manifest = recorder.manifest();
            ResultsFiles.mapper().writeValue(directory.resolve("manifest.json").toFile(), manifest);
            return manifest;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write CSV into " + directory + ": " + e.getMessage(), e);
        }
    }

    private static void writeNodes(Iterator<Node> nodes, Path directory, LongConsumer progress) throws IOException {
        Label current = null;
        Writer out = null;
        long written = 0;
        try {
            while (nodes.hasNext()) {
                Node node = nodes.next();
                if (node.label() != current) {
                    if (out != null) {
                        out.close();
                    }
                    current = node.label();
                    out = open(directory.resolve(current.graphName() + ".csv"));
                    out.write(current.properties().stream().map(Property::name).collect(Collectors.joining(",")));
                    out.write('\n');
                }
                Object[] values = node.values();
                for (int i = 0; i < values.length; i++) {
                    if (i > 0) {
                        out.write(',');
                    }
                    field(out, values[i].toString());
                }
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

    private static void writeRelationships(Iterator<Relationship> relationships, Path directory, LongConsumer progress)
            throws IOException {
        RelType current = null;
        Writer out = null;
        long written = 0;
        try {
            while (relationships.hasNext()) {
                Relationship relationship = relationships.next();
                if (relationship.type() != current) {
                    if (out != null) {
                        out.close();
                    }
                    current = relationship.type();
                    out = open(directory.resolve(current.name() + ".csv"));
                    out.write("src,dst\n");
                }
                field(out, relationship.srcId());
                out.write(',');
                field(out, relationship.dstId());
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

    private static Writer open(Path file) throws IOException {
        return Files.newBufferedWriter(file, StandardCharsets.UTF_8);
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
