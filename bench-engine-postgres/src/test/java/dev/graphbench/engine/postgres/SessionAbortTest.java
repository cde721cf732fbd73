package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Session;
import dev.graphbench.catalogue.Queries;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A call the harness gives up on (past {@code --call-timeout}) is ended on the server too: its session's abort
 * cancels the statement before it closes the socket. PostgreSQL notices a closed socket only when it next writes to
 * it, so without the cancel a walk of minutes ran on to its end; in issue 40's run, 31 walks of {@code reach-4} that
 * 16 clients had given up on ran on beside the next phase. Here the call waits on a lock, as a walk would run on.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class SessionAbortTest {

    private static OwnDatabase database;
    private static Connection admin;
    private static PostgresEngine engine;

    @BeforeAll
    static void aDatabaseOfItsOwn(EmbeddedPostgresExtension.Shared shared) throws SQLException {
        database = OwnDatabase.create(shared, "bench_session_abort", 2);
        admin = database.admin;
        engine = database.engine;
    }

    @AfterAll
    static void dropIt() throws SQLException {
        database.close();
    }

    @Test
    void anAbortedCallNoLongerRunsOnTheServer() throws Exception {
        try (Connection locker = engine.connection()) {
            locker.setAutoCommit(false);
            try (Statement lock = locker.createStatement()) {
                lock.execute("LOCK TABLE bench_node IN ACCESS EXCLUSIVE MODE");
            }
            // An aborted session is not closed after: its connection is, and the harness never uses it again.
            Session session = engine.openSession();
            try {
                CompletableFuture<Object> running = CompletableFuture.supplyAsync(
                        () -> session.execute(Queries.COUNT_COMMENTS, Map.of()));
                awaitWaiting(1);
                assertThat(running).as("a call waiting on the lock").isNotDone();

                session.abort();

                assertThatThrownBy(() -> running.get(5, TimeUnit.SECONDS))
                        .isInstanceOf(ExecutionException.class).cause().isInstanceOf(EngineException.class);
                awaitWaiting(0);
            } finally {
                locker.rollback();
            }
        }
    }

    /** Waits up to 10 s until {@code backends} of the database wait on a lock. */
    private static void awaitWaiting(long backends) throws SQLException, InterruptedException {
        try (PreparedStatement waiting = admin.prepareStatement("SELECT count(*) FROM pg_stat_activity"
                + " WHERE datname = ? AND wait_event_type = 'Lock'")) {
            waiting.setString(1, database.name());
            long deadline = System.nanoTime() + 10_000_000_000L;
            long found;
            while ((found = count(waiting)) != backends) {
                assertThat(System.nanoTime()).as("%d backends waiting on a lock, %d expected within 10 s", found,
                        backends).isLessThan(deadline);
                Thread.sleep(50);
            }
        }
    }

    private static long count(PreparedStatement statement) throws SQLException {
        try (ResultSet rows = statement.executeQuery()) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
