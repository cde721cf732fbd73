package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import dev.graphbench.cypher.Errors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The store of a Neo4j the harness started on this machine, in this JVM or in a JVM of its own, which a load may
 * build anew with Neo4j's own importer, run in this JVM while Neo4j is stopped. It names no harness type, so that
 * the loader loads without the harness.
 */
interface LocalStore {

    /** The name of the default database, whose store a load builds. */
    String DATABASE = "neo4j";

    /** Builds a database's files in the folders its layout names, while Neo4j is stopped. */
    interface Builder {
        void build(Path dataDirectory, String database) throws Exception;
    }

    /**
     * Stops Neo4j, has {@code builder} build the default database's files anew, and starts Neo4j
     * again over them, Bolt on the same port.
     */
    void rebuild(Builder builder);

    /** The bytes the default database takes on disk: its store files and its transaction logs. */
    long storeBytes();

    /** The bytes the default database takes under {@code dataDirectory}: its store files and its transaction logs. */
    static long storeBytes(Path dataDirectory) {
        return bytesUnder(dataDirectory.resolve("databases").resolve(DATABASE))
                + bytesUnder(dataDirectory.resolve("transactions").resolve(DATABASE));
    }

    private static long bytesUnder(Path root) {
        if (!Files.isDirectory(root)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> {
                try {
                    return Files.size(file);
                } catch (IOException e) {
                    // Removed meanwhile (a log rotated away).
                    return 0;
                }
            }).sum();
        } catch (IOException | UncheckedIOException e) {
            throw new EngineException("cannot read the size of Neo4j's store under " + root + ": "
                    + Errors.oneLine(e.getMessage()), e);
        }
    }
}
