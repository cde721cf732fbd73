package dev.graphbench.phases;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Query;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The reference engine with one fault injected, to show that the runner notices: a wrong answer
 * from some call on, a failing query, fifty failing calls in a row, a query it does not support, a
 * crash, or a server that stops. A query it does not support is also left out of its stand-in
 * provider's statements, as an engine's dialect would.
 */
final class FaultyEngine implements Engine {

    enum Fault { WRONG_ANSWER, FAILS, FAILS_FIFTY, UNSUPPORTED, STOPS, CRASHES }

    /** How many calls in a row {@link Fault#FAILS_FIFTY} fails. */
    static final int FIFTY = 50;

    private final Engine inner;
    private final Fault fault;
    private final Query query;
    private final int fromCall;
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final AtomicInteger calls = new AtomicInteger();

    /** Injects {@code fault} into {@code query}, from its {@code fromCall}th call (counting warm-up calls). */
    FaultyEngine(Engine inner, Fault fault, Query query, int fromCall) {
        this.inner = inner;
        this.fault = fault;
        this.query = query;
        this.fromCall = fromCall;
    }

    @Override
    public EngineInfo info() {
        return new EngineInfo("faulty " + inner.info().product(), inner.info().productVersion(), "in-process", "test",
                "in-process");
    }

    @Override
    public void ping() {
        if (stopped.get()) {
            throw new EngineException("connection refused");
        }
        inner.ping();
    }

    @Override
    public Schema schema() {
        return inner.schema();
    }

    @Override
    public Loader loader() {
        return inner.loader();
    }

    @Override
    public Session openSession() {
        Session session = inner.openSession();
        return new Session() {
            @Override
            public Answer execute(Query called, Map<String, Object> arguments) {
                if (stopped.get()) {
                    throw new EngineException("connection refused");
                }
                if (called.equals(query) && fault == Fault.UNSUPPORTED) {
                    throw new UnsupportedException("faulty does not support " + query);
                }
                Answer answer = session.execute(called, arguments);
                if (!called.equals(query)) {
                    return answer;
                }
                int call = calls.getAndIncrement();
                if (call < fromCall || (fault == Fault.FAILS_FIFTY && call >= fromCall + FIFTY)) {
                    return answer;
                }
                return switch (fault) {
                    case WRONG_ANSWER -> Answer.ofCount(answer.count() + 1);
                    case FAILS, FAILS_FIFTY -> throw new EngineException("syntax error at or near \"MATCH\"\nsecond line");
                    case STOPS -> {
                        stopped.set(true);
                        throw new EngineException("connection reset");
                    }
                    case CRASHES -> throw new OutOfMemoryError("simulated crash of the harness");
                    case UNSUPPORTED -> answer;
                };
            }

            @Override
            public void close() {
                session.close();
            }
        };
    }

    @Override
    public void close() {
        inner.close();
    }
}
