package dev.graphbench.engine.neo4j;

import java.nio.file.Path;

/**
 * The store of a Neo4j running in this JVM, which a load may build anew with Neo4j's own importer.
 * It names no harness type, so that the loader loads without the harness.
 */
interface InProcessStore {

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
}
