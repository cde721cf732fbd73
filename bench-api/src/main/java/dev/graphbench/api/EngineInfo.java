package dev.graphbench.api;

/**
 * What an engine is, for the provenance of every result. Never holds a password.
 *
 * @param product        the database product: {@code "PostgreSQL"}
 * @param productVersion its version as the server reports it
 * @param driver         the client library: {@code "pgjdbc"}
 * @param driverVersion  its version
 * @param deployment     where it runs, which says its shape of use: {@code "in-process"} inside the application,
 *                       no server between it and its caller (the reference engine, {@code neo4j-embedded});
 *                       any other is a server, {@code "embedded, 127.0.0.1:41234"} when the harness started it,
 *                       {@code "external, db.example:5432"} when the user did
 */
public record EngineInfo(String product, String productVersion, String driver, String driverVersion,
                         String deployment) {
}
