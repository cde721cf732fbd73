package dev.graphbench.engine.falkordb;

import com.falkordb.Record;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.support.NamedStatements;
import java.util.Map;
import java.util.OptionalLong;
import redis.clients.jedis.Jedis;

/**
 * FalkorDB's index garbage collector as a client sees it, and the wait for it to be done. FalkorDB's indexes keep the
 * entries of deleted nodes until the collector takes them out: a cycle every 30 s or so, each in a child process the
 * server forks (its INFO says {@code module_fork_in_progress:1} while one runs), whose findings the server applies to
 * the indexes while queries run. FalkorDB 4.16.3 crashed once, with the collector on its stack, and answered reads
 * wrongly with a cycle under way beside the concurrent phase (docs/performance.md, FalkorDB): the wait ends only once
 * no cycle is under way and none is to come.
 */
final class IndexCollector {

    /** How long the collector may take over what the write phase deleted. */
    static final long WAIT_MILLIS = 600_000;
    /**
     * The most deleted nodes an index may hold entries of and its collector still leave them: its threshold
     * (RediSearch's fork GC clean threshold, which FalkorDB does not let one set).
     */
    static final long THRESHOLD = 100;
    /** The collector's cycle, and a little more: a quiet interval that long means no cycle is to come. */
    static final long INTERVAL_MILLIS = 31_000;
    private static final long PAUSE_MILLIS = 200;

    private final FalkorDbEngine engine;
    private final NamedStatements statements;

    IndexCollector(FalkorDbEngine engine, NamedStatements statements) {
        this.engine = engine;
        this.statements = statements;
    }

    /**
     * Waits until the indexes hold entries of no more than {@link #THRESHOLD} deleted nodes each, then until no cycle
     * of the collector is under way; when entries of deleted nodes remain, until a whole interval of the collector
     * has gone by without a cycle. Where the server's INFO does not tell of its forks, the first wait alone.
     *
     * @throws EngineException when the collector is not done within {@link #WAIT_MILLIS}
     */
    void await() {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        long left;
        while ((left = deletedNodes(true)) > 0) {
            pause(deadline, left);
        }
        OptionalLong forks = forks();
        if (forks.isEmpty()) {
            return;
        }
        long quietSince = System.currentTimeMillis();
        while (true) {
            OptionalLong now = forks();
            boolean cycling = forkInProgress() || now.isEmpty() || now.getAsLong() != forks.getAsLong();
            if (cycling) {
                forks = now;
                quietSince = System.currentTimeMillis();
            } else if (deletedNodes(false) == 0 || System.currentTimeMillis() - quietSince >= INTERVAL_MILLIS) {
                return;
            }
            pause(deadline, deletedNodes(false));
        }
    }

    /** The deleted nodes the indexes hold entries of, over every index; above the threshold only, or all. */
    long deletedNodes(boolean aboveThreshold) {
        long deleted = 0;
        for (Record record : engine.read(statements.get("deleted-nodes"), Map.of())) {
            long held = ((Number) record.getValue("deleted")).longValue();
            deleted += !aboveThreshold || held > THRESHOLD ? Math.max(held, 0) : 0;
        }
        return deleted;
    }

    /** Whether a child the server forked (a cycle of the collector) runs now. */
    private boolean forkInProgress() {
        return info("persistence", "module_fork_in_progress:").orElse(0) > 0;
    }

    /** How many children the server has forked since it started, if its INFO says. */
    private OptionalLong forks() {
        return info("stats", "total_forks:");
    }

    private OptionalLong info(String section, String field) {
        try (Jedis connection = engine.connection()) {
            for (String line : connection.info(section).split("\r?\n")) {
                if (line.startsWith(field)) {
                    return OptionalLong.of(Long.parseLong(line.substring(field.length()).strip()));
                }
            }
            return OptionalLong.empty();
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    private static void pause(long deadline, long left) {
        if (System.currentTimeMillis() > deadline) {
            throw new EngineException("FalkorDB's indexes still held entries of " + left + " deleted nodes "
                    + WAIT_MILLIS / 1000 + " s after the deletions: their garbage collector did not take them out");
        }
        try {
            Thread.sleep(PAUSE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while waiting for FalkorDB's index garbage collector", e);
        }
    }
}
