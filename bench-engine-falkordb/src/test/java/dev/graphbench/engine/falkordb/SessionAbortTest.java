package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.Session;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.workloads.model.Issue;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A call to a server that stopped answering (paused, as a machine under a debugger or out of memory
 * would be) ends with an error as soon as the harness aborts its session, the hand-written query's
 * and the object store's alike, and the engine serves the next session once the server is back.
 */
@ExtendWith(FalkorDbExtension.class)
class SessionAbortTest {

    @Test
    void aCallToAPausedServerEndsWhenItsSessionIsAborted(FalkorDbExtension.Server server) throws Exception {
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "abort-test"))) {
            engine.write("CREATE (:Issue {id: 'issue-1', state: 'open', priority: 1})", Map.of());
            try {
                try (Session session = engine.openSession()) {
                    endsOnAbort(server, session, () -> session.execute(Queries.ISSUES_BY_STATE, Map.of()));
                }
                try (Session session = engine.openSession()) {
                    endsOnAbort(server, session,
                            () -> session.objects().orElseThrow().count(Issue.class, Filter.all()));
                }
                try (Session session = engine.openSession()) {
                    assertThat(session.execute(Queries.ISSUES_BY_STATE, Map.of()).rows()).isNotEmpty();
                }
            } finally {
                engine.schema().drop();
            }
        }
    }

    private static void endsOnAbort(FalkorDbExtension.Server server, Session session, Supplier<Object> call)
            throws Exception {
        call.get(); // the pool's connection is open, as it is after the warm-up calls of a run
        long pid = ((EmbeddedFalkorDb) server.embedded()).process().pid();
        signal(pid, "STOP");
        try {
            CompletableFuture<Object> running = CompletableFuture.supplyAsync(call);
            Thread.sleep(500);
            assertThat(running).as("a call to a paused server waits").isNotDone();
            session.abort();
            assertThatThrownBy(() -> running.get(5, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class).cause().isInstanceOf(EngineException.class);
        } finally {
            signal(pid, "CONT");
        }
    }

    private static void signal(long pid, String signal) throws IOException, InterruptedException {
        assertThat(new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).start().waitFor()).isZero();
    }
}
