package dev.graphbench.engine.neo4j;

import io.netty.util.concurrent.GlobalEventExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Netty runs a few closing tasks of Bolt and of the driver on one shared thread that is not a
 * daemon; it ends a second after its last task. Waiting for it lets the JVM exit when its work is done.
 */
final class NettyHelperThread {

    private static final long WAIT_MILLIS = 1_500;

    private NettyHelperThread() {
    }

    /** Waits, 1.5 s at most, for the thread to end; returns at once when it is not running. */
    static void awaitEnd() {
        try {
            GlobalEventExecutor.INSTANCE.awaitInactivity(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IllegalStateException neverStarted) {
            // Netty's way of saying the thread never ran: a Neo4j without Bolt, and no driver, in this JVM.
        }
    }
}
