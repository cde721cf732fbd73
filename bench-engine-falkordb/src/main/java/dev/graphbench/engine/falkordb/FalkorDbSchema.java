package dev.graphbench.engine.falkordb;

import com.falkordb.Record;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.support.NamedStatements;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.commands.ProtocolCommand;
import redis.clients.jedis.exceptions.JedisException;

/**
 * The benchmark graph is one key: drop deletes it (after checking that it holds a graph), create
 * makes a range index over every label's id, which finds the ends of each relationship as they
 * load, and the indexes the workloads read through, from {@code schema.cypher}. With the
 * constraints setting, a unique constraint over every label's id besides: FalkorDB builds one on
 * top of the id's range index.
 */
final class FalkorDbSchema implements Schema {

    private static final Logger LOG = LoggerFactory.getLogger(FalkorDbSchema.class);
    /** How long a constraint may take to come into force; they are made on an empty graph. */
    private static final long CONSTRAINT_WAIT_MILLIS = 60_000;

    /** FalkorDB's commands that are not queries. */
    private enum Command implements ProtocolCommand {
        CONSTRAINT("GRAPH.CONSTRAINT"),
        DELETE("GRAPH.DELETE");

        private final byte[] raw;

        Command(String name) {
            this.raw = name.getBytes(StandardCharsets.US_ASCII);
        }

        @Override
        public byte[] getRaw() {
            return raw;
        }
    }

    private final FalkorDbEngine engine;
    private final boolean constraints;
    private final NamedStatements statements = NamedStatements.load(FalkorDbSchema.class, "schema.cypher", "//");

    FalkorDbSchema(FalkorDbEngine engine, boolean constraints) {
        this.engine = engine;
        this.constraints = constraints;
    }

    @Override
    public void drop() {
        long startNanos = System.nanoTime();
        FalkorDbTarget target = engine.target();
        try (Jedis connection = engine.connection()) {
            FalkorDbEngine.checkGraphKey(connection, target);
            if (connection.exists(target.graph())) {
                connection.sendCommand(Command.DELETE, target.graph());
            }
        } catch (JedisException e) {
            throw target.failure(e, "to delete graph '" + target.graph() + "'");
        }
        LOG.info("deleted graph '{}' in {} ms", target.graph(), (System.nanoTime() - startNanos) / 1_000_000);
    }

    @Override
    public void create() {
        long startNanos = System.nanoTime();
        try {
            statements.all().forEach((name, statement) -> {
                if (name.startsWith("index-")) {
                    engine.write(statement, Map.of());
                }
            });
            if (constraints) {
                createConstraints();
            }
        } catch (JedisException e) {
            throw engine.target().failure(e, "to create indexes" + (constraints ? " and constraints" : ""));
        }
        LOG.info("created indexes{} in {} ms", constraints ? " and unique constraints" : "",
                (System.nanoTime() - startNanos) / 1_000_000);
    }

    /** One unique constraint over each label's id, each waited for: FalkorDB checks existing nodes in the background. */
    private void createConstraints() {
        try (Jedis connection = engine.connection()) {
            for (Label label : Label.values()) {
                connection.sendCommand(Command.CONSTRAINT, "CREATE", engine.target().graph(), "UNIQUE", "NODE",
                        label.graphName(), "PROPERTIES", "1", "id");
            }
        }
        long deadline = System.currentTimeMillis() + CONSTRAINT_WAIT_MILLIS;
        while (true) {
            long pending = 0;
            for (Record record : engine.read(statements.get("constraints"), Map.of())) {
                String status = record.getString("status");
                if (status.equals("FAILED")) {
                    throw new EngineException("FalkorDB could not make the unique constraint on "
                            + record.getValue("label") + " ids: some nodes share an id");
                }
                pending += status.equals("OPERATIONAL") ? 0 : 1;
            }
            if (pending == 0) {
                return;
            }
            if (System.currentTimeMillis() > deadline) {
                throw new EngineException("FalkorDB's unique constraints were not in force after "
                        + CONSTRAINT_WAIT_MILLIS / 1000 + " s");
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineException("interrupted while waiting for FalkorDB's constraints", e);
            }
        }
    }
}
