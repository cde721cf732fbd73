package dev.graphbench.engine.falkordb;

import dev.graphbench.api.ServerTelemetry;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.exceptions.JedisException;

/**
 * What valkey (or Redis) tells of itself in {@code INFO}: the memory it has allocated ({@code used_memory},
 * a level, the graph's among it) and the commands it has processed since it started
 * ({@code total_commands_processed}, a counter; a graph query is one). Read on a connection of its own,
 * held from the pool for as long as it is sampled.
 */
final class FalkorDbTelemetry implements ServerTelemetry {

    private static final String USED_MEMORY = "used_memory";
    private static final String COMMANDS = "total_commands_processed";

    private final FalkorDbTarget target;
    private final Jedis connection;

    FalkorDbTelemetry(FalkorDbTarget target, Jedis connection) {
        this.target = target;
        this.connection = connection;
    }

    @Override
    public String source() {
        return "INFO of " + target.host() + ":" + target.port();
    }

    @Override
    public Set<String> counters() {
        return Set.of(COMMANDS);
    }

    @Override
    public Map<String, Long> sample() {
        try {
            Map<String, Long> figures = new LinkedHashMap<>();
            figures.put(USED_MEMORY, field(connection.info("memory"), USED_MEMORY));
            figures.put(COMMANDS, field(connection.info("stats"), COMMANDS));
            return figures;
        } catch (JedisException e) {
            throw target.failure(e, "reading INFO");
        }
    }

    /** The value of {@code name} in an INFO section's {@code name:value} lines. */
    private static long field(String info, String name) {
        for (String line : List.of(info.split("\r?\n"))) {
            if (line.startsWith(name + ":")) {
                return Long.parseLong(line.substring(name.length() + 1).strip());
            }
        }
        throw new JedisException("INFO has no " + name);
    }

    @Override
    public void close() {
        connection.close();
    }
}
