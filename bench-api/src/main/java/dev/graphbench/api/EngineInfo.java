package dev.graphbench.api;

/**
 * What an engine is, for the provenance of every result. Never holds a password.
 *
 * @param product        the database product: {@code "PostgreSQL"}
 * @param productVersion its version as the server reports it
 * @param driver         the client library: {@code "pgjdbc"}
 * @param driverVersion  its version
 * @param deployment     where it runs: {@code "embedded, 127.0.0.1:41234"} or {@code "external, db.example:5432"}
 */
public record EngineInfo(String product, String productVersion, String driver, String driverVersion,
                         String deployment) {
}
