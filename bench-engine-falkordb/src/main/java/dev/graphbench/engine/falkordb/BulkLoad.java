package dev.graphbench.engine.falkordb;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.commands.ProtocolCommand;
import redis.clients.jedis.exceptions.JedisDataException;
import redis.clients.jedis.exceptions.JedisException;

/**
 * The load through {@code GRAPH.BULK}, the command of FalkorDB's own bulk loader: the stream
 * encoded into requests of about {@code requestBytes} each ({@link BulkRequest}), each sent while
 * the next is encoded, so that the stream is never held whole and progress is told a request at a
 * time. Larger requests loaded the nodes quicker (scale factor 1: 2.0 s in requests of 1 MiB, 1.3 s
 * of 4 MiB, 0.9 s of 16 MiB); the relationships took 2 s in any of them.
 *
 * <p>{@link #begin} creates the graph with a first request that holds nothing (the server refuses
 * BEGIN on a key that exists). FalkorDB then numbers the nodes it creates 0, 1, 2, ... in the order
 * it reads them, which is the generator's ordinal of each node: a relationship names its ends by
 * their ordinals. That holds only for nodes loaded in stream order into the new graph, so it is
 * checked: every node's ordinal must be the number of nodes before it, and every relationship's
 * ends must be among the nodes loaded.
 */
final class BulkLoad {

    private static final ProtocolCommand BULK = () -> "GRAPH.BULK".getBytes(StandardCharsets.US_ASCII);

    private final FalkorDbEngine engine;
    private final long requestBytes;
    /**
     * The nodes sent to the graph {@link #begin} created, so the id FalkorDB gives the next one; -1
     * when there is no such graph.
     */
    private long nodes = -1;

    BulkLoad(FalkorDbEngine engine, long requestBytes) {
        this.engine = engine;
        this.requestBytes = requestBytes;
    }

    /**
     * Creates the graph, empty, through {@code GRAPH.BULK}; its key must not exist. Empty when it is
     * created; the server's error when it refuses the command (unknown to it, or not permitted to
     * this user), and the graph is then not created.
     */
    Optional<String> begin() {
        nodes = -1;
        try (Jedis connection = engine.connection()) {
            connection.sendCommand(BULK, BulkRequest.beginArguments(engine.target().graph()));
        } catch (JedisDataException e) {
            String message = String.valueOf(e.getMessage());
            if (message.startsWith("NOPERM") || message.startsWith("ERR unknown command")) {
                return Optional.of(message);
            }
            throw engine.target().failure(e, "to create graph '" + engine.target().graph() + "' with GRAPH.BULK");
        } catch (JedisException e) {
            throw engine.target().failure(e, "to create graph '" + engine.target().graph() + "' with GRAPH.BULK");
        }
        nodes = 0;
        return Optional.empty();
    }

    /** Forgets the graph {@link #begin} created, which is gone: nothing more is loaded into it. */
    void end() {
        nodes = -1;
    }

    /** Loads {@code stream}'s nodes, whose ordinals must continue from the nodes loaded so far. */
    void nodes(Iterator<Node> stream, LongConsumer progress) {
        requireBegun("nodes");
        try (Sender sender = new Sender("nodes", progress)) {
            BulkRequest request = BulkRequest.ofNodes();
            while (stream.hasNext()) {
                Node node = stream.next();
                long id = nodes + request.entities();
                if (node.ordinal() != id) {
                    throw new EngineException("node " + node.label().graphName() + " " + node.id() + " has ordinal "
                            + node.ordinal() + " where FalkorDB gives id " + id + ": GRAPH.BULK needs the nodes with"
                            + " ordinals 0, 1, 2, ... in order");
                }
                try {
                    request.add(node);
                } catch (IllegalArgumentException e) {
                    throw new EngineException("cannot load " + e.getMessage(), e);
                }
                if (request.bytes() >= requestBytes) {
                    nodes += sender.send(request);
                    request = BulkRequest.ofNodes();
                }
            }
            nodes += sender.send(request);
        }
    }

    /** Loads {@code stream}'s relationships, whose ends must be among the nodes loaded. */
    void relationships(Iterator<Relationship> stream, LongConsumer progress) {
        requireBegun("relationships");
        try (Sender sender = new Sender("relationships", progress)) {
            BulkRequest request = BulkRequest.ofRelationships();
            while (stream.hasNext()) {
                Relationship relationship = stream.next();
                if (relationship.srcOrdinal() < 0 || relationship.srcOrdinal() >= nodes
                        || relationship.dstOrdinal() < 0 || relationship.dstOrdinal() >= nodes) {
                    throw new EngineException("relationship " + relationship + " runs from node ordinal "
                            + relationship.srcOrdinal() + " to " + relationship.dstOrdinal() + ", but " + nodes
                            + " nodes were loaded: load every node before the relationships");
                }
                request.add(relationship);
                if (request.bytes() >= requestBytes) {
                    sender.send(request);
                    request = BulkRequest.ofRelationships();
                }
            }
            sender.send(request);
        }
    }

    private void requireBegun(String what) {
        if (nodes < 0) {
            throw new EngineException("FalkorDB loads " + what + " through GRAPH.BULK into the graph the schema's"
                    + " create made: drop and create the schema first");
        }
    }

    /**
     * Sends requests on a thread of its own, one at a time, so that the next request is encoded
     * while the server stores the last: at most two requests are held, the one in flight and the
     * one being encoded. Closing waits for the last.
     */
    private final class Sender implements AutoCloseable {

        private final String what;
        private final LongConsumer progress;
        private final ExecutorService thread = Executors.newSingleThreadExecutor(task -> {
            Thread sending = new Thread(task, "falkordb-bulk-sender");
            sending.setDaemon(true);
            return sending;
        });
        private Future<?> inFlight;
        private int entitiesInFlight;

        Sender(String what, LongConsumer progress) {
            this.what = what;
            this.progress = progress;
        }

        /** Sends {@code request} once the one in flight is stored; returns the entities it holds. */
        int send(BulkRequest request) {
            int entities = request.entities();
            if (entities == 0) {
                return 0;
            }
            byte[][] arguments = request.arguments(engine.target().graph(), false);
            awaitInFlight();
            inFlight = thread.submit(() -> {
                try (Jedis connection = engine.connection()) {
                    connection.sendCommand(BULK, arguments);
                }
            });
            entitiesInFlight = entities;
            return entities;
        }

        private void awaitInFlight() {
            if (inFlight == null) {
                return;
            }
            Future<?> sent = inFlight;
            inFlight = null;
            try {
                sent.get();
            } catch (ExecutionException e) {
                throw engine.target().failure(e.getCause(), "to load " + entitiesInFlight + " " + what
                        + " with GRAPH.BULK");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineException("interrupted while loading " + what + " with GRAPH.BULK", e);
            }
            progress.accept(entitiesInFlight);
        }

        @Override
        public void close() {
            try {
                awaitInFlight();
            } finally {
                thread.shutdown();
            }
        }
    }
}
