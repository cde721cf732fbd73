package dev.graphbench.datagen;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.function.LongConsumer;
import java.util.zip.GZIPOutputStream;

/**
 * Writes the generated graph's FOLLOWS relationships as a SNAP edge list: {@code #} comment lines saying
 * what it is, then one relationship a line, {@code follower TAB followed}, each person by the number of
 * their id ({@code p107} is 107); gzipped when the file name ends in {@code .gz}. A graph of known size
 * and known answers to try {@code --dataset snap:FILE} on.
 */
public final class SnapExport {

    private SnapExport() {
    }

    /**
     * Writes the FOLLOWS relationships of {@code spec}'s graph to {@code file}, creating its folder.
     *
     * @param progress told how many more relationships are written, as they are
     * @return how many relationships were written
     */
    public static long write(DatasetSpec spec, Path file, LongConsumer progress) {
        String prefix = Label.PERSON.idPrefix();
        long written = 0;
        try {
            Path folder = file.toAbsolutePath().getParent();
            Files.createDirectories(folder);
            try (OutputStream raw = Files.newOutputStream(file);
                 Writer out = new BufferedWriter(new OutputStreamWriter(file.getFileName().toString().endsWith(".gz")
                         ? new GZIPOutputStream(raw, 1 << 16) : raw, StandardCharsets.US_ASCII), 1 << 16)) {
                out.write("# The FOLLOWS relationships of graph-bench's generated graph, generator "
                        + Generator.VERSION + ", scale factor " + spec.scaleFactor() + ", seed " + spec.seed() + "\n");
                out.write("# Nodes: " + spec.nodes(Label.PERSON) + " people, each by the number of its id\n");
                out.write("# FromNodeId\tToNodeId\n");
                long unreported = 0;
                for (Iterator<Relationship> relationships = new Generator(spec).relationships();
                     relationships.hasNext(); ) {
                    Relationship relationship = relationships.next();
                    if (relationship.type() != RelType.FOLLOWS) {
                        // Relationships stream type by type: once FOLLOWS is done, none is left.
                        if (written > 0) {
                            break;
                        }
                        continue;
                    }
                    out.write(relationship.srcId(), prefix.length(), relationship.srcId().length() - prefix.length());
                    out.write('\t');
                    out.write(relationship.dstId(), prefix.length(), relationship.dstId().length() - prefix.length());
                    out.write('\n');
                    written++;
                    if (++unreported == 1 << 16) {
                        progress.accept(unreported);
                        unreported = 0;
                    }
                }
                progress.accept(unreported);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
        return written;
    }
}
