package dev.graphbench.engine.falkordb;

import java.nio.charset.StandardCharsets;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.commands.ProtocolCommand;
import redis.clients.jedis.exceptions.JedisException;

/**
 * The graph as it was before a call that writes, kept whole under a key of its own (GRAPH.COPY, its indexes and
 * constraints with it), and put back in the graph's place after the call: FalkorDB has no transaction a call can be
 * rolled back in, and this is how a session's {@link FalkorDbSession#rollback()} undoes what the call wrote.
 */
final class GraphCopy {

    /** FalkorDB's commands for a graph as a whole. */
    private enum Command implements ProtocolCommand {
        COPY("GRAPH.COPY"),
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
    private final String graph;
    private final String kept;

    private GraphCopy(FalkorDbEngine engine, String graph, String kept) {
        this.engine = engine;
        this.graph = graph;
        this.kept = kept;
    }

    /** Copies the engine's graph, as it is now, to {@code <graph>-kept}. */
    static GraphCopy keep(FalkorDbEngine engine) {
        String graph = engine.target().graph();
        GraphCopy copy = new GraphCopy(engine, graph, graph + "-kept");
        try (Jedis connection = engine.connection()) {
            if (connection.exists(copy.kept)) {
                connection.sendCommand(Command.DELETE, copy.kept);
            }
            connection.sendCommand(Command.COPY, graph, copy.kept);
        } catch (JedisException e) {
            throw engine.target().failure(e, "to copy graph '" + graph + "' to '" + copy.kept + "' before a write");
        }
        return copy;
    }

    /** Puts the copy back in the graph's place, and drops it. */
    void restore() {
        try (Jedis connection = engine.connection()) {
            connection.sendCommand(Command.DELETE, graph);
            connection.sendCommand(Command.COPY, kept, graph);
            connection.sendCommand(Command.DELETE, kept);
        } catch (JedisException e) {
            throw engine.target().failure(e, "to put graph '" + graph + "' back from its copy '" + kept + "'");
        }
    }
}
