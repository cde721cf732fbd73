package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The folder of a Neo4j the harness starts: one of its own under the work folder, removed when it stops. */
final class ServerFolders {

    private static final Logger LOG = LoggerFactory.getLogger(ServerFolders.class);

    private ServerFolders() {
    }

    /**
     * A new folder under {@code workDirectory}: two servers under one work folder (two runs, two tests) never share
     * a store.
     *
     * @param what the server, as a message names it: {@code "the Neo4j server"}
     */
    static Path create(Path workDirectory, String what) {
        try {
            return Files.createTempDirectory(Files.createDirectories(workDirectory.toAbsolutePath()), "neo4j-");
        } catch (IOException e) {
            throw new EngineException("cannot start " + what + ": cannot create a folder in " + workDirectory
                    + " (" + e.getMessage() + "); give a writable work folder", e);
        }
    }

    /** Removes {@code folder} and everything in it; says so in the log when it cannot. */
    static void delete(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (NoSuchFileException e) {
            // Never created: nothing to remove.
        } catch (IOException | UncheckedIOException e) {
            LOG.warn("could not remove Neo4j's folder {}: {}", folder, e.toString());
        }
    }
}
