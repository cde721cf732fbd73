package dev.graphbench.engine.falkordb;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.pool2.impl.GenericObjectPoolConfig;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.JedisClientConfig;
import redis.clients.jedis.JedisPool;

/**
 * The engine's pool, which knows which thread holds which connection: FalkorDB has no sessions,
 * and jfalkordb and Drivine each take a connection for a statement and give it back, so the one way
 * to end a call that waits on a server that stopped answering is to close the socket its thread
 * holds ({@link #disconnect(Thread)}).
 */
final class ConnectionPool extends JedisPool {

    private final Map<Thread, Set<Jedis>> borrowed = new ConcurrentHashMap<>();

    ConnectionPool(GenericObjectPoolConfig<Jedis> config, HostAndPort address, JedisClientConfig client) {
        super(config, address, client);
    }

    @Override
    public Jedis getResource() {
        Jedis connection = super.getResource();
        borrowed.computeIfAbsent(Thread.currentThread(), thread -> ConcurrentHashMap.newKeySet()).add(connection);
        return connection;
    }

    @Override
    public void returnResource(Jedis connection) {
        forget(connection);
        super.returnResource(connection);
    }

    @Override
    public void returnBrokenResource(Jedis connection) {
        forget(connection);
        super.returnBrokenResource(connection);
    }

    /** Closes the socket of every connection {@code thread} holds, so that its blocked read fails now. */
    void disconnect(Thread thread) {
        Set<Jedis> held = borrowed.get(thread);
        if (held != null) {
            held.forEach(Jedis::disconnect);
        }
    }

    private void forget(Jedis connection) {
        borrowed.values().forEach(held -> held.remove(connection));
        borrowed.values().removeIf(Set::isEmpty);
    }
}
