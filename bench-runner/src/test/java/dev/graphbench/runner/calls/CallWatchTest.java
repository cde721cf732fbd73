package dev.graphbench.runner.calls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Answer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.catalogue.Queries;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A call that goes unanswered past the timeout has its session aborted, and is reported as unanswered. */
class CallWatchTest {

    /** A session whose calls wait until it is aborted, as a call to a paused server does. */
    private static final class Hanging implements Session {
        private final CountDownLatch aborted = new CountDownLatch(1);

        @Override
        public Answer execute(Query query, Map<String, Object> arguments) {
            try {
                aborted.await(1, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new EngineException("socket closed");
        }

        @Override
        public void abort() {
            aborted.countDown();
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aCallPastTheTimeoutIsEndedAndSaidToHaveHadNoAnswer() {
        Hanging session = new Hanging();
        Instant start = Instant.now();
        try (CallWatch watch = new CallWatch(0.3); CallWatch.Watched watched = watch.on(session)) {
            watched.begin();
            assertThatThrownBy(() -> {
                try {
                    session.execute(Queries.ONE_HOP, Map.of());
                } catch (RuntimeException e) {
                    throw watched.explain(e);
                }
            }).isInstanceOf(EngineException.class).hasMessage("no answer within 0.3 s (--call-timeout)")
                    .hasRootCauseMessage("socket closed");
            assertThat(watched.timedOut()).isTrue();
        }
        assertThat(Duration.between(start, Instant.now())).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void aCallWithinTheTimeoutIsLeftAloneAndItsFailureIsItsOwn() throws InterruptedException {
        Hanging session = new Hanging();
        try (CallWatch watch = new CallWatch(0.2); CallWatch.Watched watched = watch.on(session)) {
            watched.begin();
            watched.end();
            Thread.sleep(500);
            assertThat(watched.timedOut()).isFalse();
            RuntimeException own = new EngineException("syntax error");
            assertThat(watched.explain(own)).isSameAs(own);
            assertThat(session.aborted.getCount()).isOne();
        }
    }
}
