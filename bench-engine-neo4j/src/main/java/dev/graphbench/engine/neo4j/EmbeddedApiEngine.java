package dev.graphbench.engine.neo4j;

import dev.graphbench.api.DataSize;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.cypher.Errors;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Result;

/**
 * Neo4j as an application that embeds it uses it: every statement in a transaction of the embedded Java
 * API of the Neo4j this JVM runs, found by its handle. The schema and the loader are {@code neo4j}'s, their
 * statements run here too; the graph is loaded by Neo4j's importer into the stopped store, as {@code neo4j}
 * loads the Neo4j server the harness starts. Its deployment is {@code in-process}: no server between it and the caller.
 */
final class EmbeddedApiEngine implements Engine, CypherRunner {

    /** The deployment of an engine inside the application, as the harness's own reference engine says it. */
    static final String DEPLOYMENT = "in-process";
    /** What the sessions call Neo4j through, named where a driver is named. */
    static final String API = "Neo4j embedded Java API";

    private final String handle;
    private final InProcessDatabase database;
    private final EngineInfo info;
    private final Neo4jSchema schema;
    private final Neo4jLoader loader;

    private EmbeddedApiEngine(String handle, LocalStore store) {
        this.handle = handle;
        this.database = (InProcessDatabase) store;
        this.schema = new Neo4jSchema(this);
        this.loader = new Neo4jLoader(this, schema, null, store);
        this.info = readInfo();
    }

    static EmbeddedApiEngine open(Settings settings) {
        String handle = settings.get(Neo4jEmbeddedProvider.INSTANCE);
        String variable = settings.setting(Neo4jEmbeddedProvider.INSTANCE).environmentVariable();
        if (handle == null) {
            throw new EngineException("no Neo4j in this JVM to run in: unset " + variable + " to have one started");
        }
        LocalStore store = EmbeddedNeo4jLauncher.storeAt(handle).orElseThrow(() -> new EngineException(
                "no Neo4j runs in this JVM as '" + handle + "'; set " + variable + " to the handle of one that"
                        + " does (in-process:FOLDER), or unset it to have one started"));
        return new EmbeddedApiEngine(handle, store);
    }

    private EngineInfo readInfo() {
        List<Map<String, Object>> kernel = run("CALL dbms.components() YIELD name, versions, edition "
                + "WHERE name = 'Neo4j Kernel' RETURN versions[0] AS version, edition", Map.of());
        String edition = (String) kernel.getFirst().get("edition");
        String version = (String) kernel.getFirst().get("version");
        String product = "Neo4j " + Character.toUpperCase(edition.charAt(0)) + edition.substring(1);
        return new EngineInfo(product, version, API, version, DEPLOYMENT);
    }

    /** The database to begin transactions on, now: an import replaces it. */
    GraphDatabaseService database() {
        return database.database();
    }

    @Override
    public EngineInfo info() {
        return info;
    }

    @Override
    public void ping() {
        try {
            if (!database().isAvailable()) {
                throw new EngineException("the Neo4j in this JVM (" + handle + ") is not available");
            }
        } catch (RuntimeException e) {
            throw failure(e, "to answer");
        }
    }

    /** Its store on disk, as {@code neo4j}'s: the same importer writes the same files. */
    @Override
    public Optional<DataSize> dataSize() {
        return EmbeddedNeo4jLauncher.storeAt(handle).map(store -> new DataSize(store.storeBytes(),
                "the default database's store files and transaction logs on disk"));
    }

    @Override
    public Schema schema() {
        return schema;
    }

    @Override
    public Loader loader() {
        return loader;
    }

    @Override
    public Session openSession() {
        return new EmbeddedApiSession(this);
    }

    /** In an implicit transaction of its own, which {@code CALL { } IN TRANSACTIONS} may run in. */
    @Override
    public List<Map<String, Object>> run(String statement, Map<String, Object> parameters) {
        return database().executeTransactionally(statement, parameters, result -> {
            List<Map<String, Object>> rows = new ArrayList<>();
            result.forEachRemaining(rows::add);
            return rows;
        });
    }

    @Override
    public int constraintsAdded(String statement) {
        return database().executeTransactionally(statement, Map.of(), (Result result) -> {
            result.forEachRemaining(row -> { });
            return result.getQueryStatistics().getConstraintsAdded();
        });
    }

    @Override
    public EngineException failure(RuntimeException failure, String doing) {
        if (failure instanceof EngineException engine) {
            return engine;
        }
        return new EngineException("the Neo4j in this JVM failed " + doing + ": " + Errors.rootMessage(failure), failure);
    }

    /** Ends an import left after the nodes; the Neo4j it ran in is the launcher's to stop. */
    @Override
    public void close() {
        loader.abandon();
    }
}
