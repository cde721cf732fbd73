package dev.graphbench.runner.calls;

import dev.graphbench.api.Engine;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.options.RunOption;
import dev.graphbench.options.RunOptions;
import dev.graphbench.results.Failures;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.stated.StatedEngine;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * What a measurement needs to know about the engine it measures and the run it is part of.
 *
 * @param name      the engine's name in results
 * @param engine    the open engine
 * @param support   what the engine runs
 * @param options   the run's options
 * @param arguments the seeded argument lists of the run's dataset
 * @param listener  told what the measurement is doing, on the thread that runs the benchmark
 * @param judge     the reference engine, which answers every call another engine was asked, to check it
 * @param watch     ends calls that go unanswered longer than the call timeout
 * @param unwritten told what the measurement could not write (a calls file on a full disk); the run goes on
 */
public record EngineContext(String name, Engine engine, Support support, RunOptions options, ArgumentLists arguments,
                            RunListener listener, ReferenceAnswers judge, CallWatch watch,
                            Consumer<String> unwritten) {

    /** The longest a ping may take, whatever the call timeout: a server that answers, answers a ping at once. */
    private static final double PING_SECONDS = 30;
    /** How long to wait before pinging once more, for a client to see a restarted server's new connections. */
    private static final long RETRY_MILLIS = 1_000;

    /** The same, on {@code reopened}: the engine opened again after a restart. */
    public EngineContext withEngine(Engine reopened) {
        // An engine given a catalogue's statements is given them again once reopened.
        Engine stated = engine instanceof StatedEngine given ? given.on(reopened) : reopened;
        return new EngineContext(name, stated, support, options, arguments, listener, judge, watch, unwritten);
    }

    /** The value of {@code option}. */
    public <T> T get(RunOption<T> option) {
        return options.get(option);
    }

    /** Whether this engine is the reference, whose answers are the judge's. */
    public boolean isReference() {
        return name.equals(judge.reference());
    }

    /**
     * Why the engine does not answer a ping, or null when it does. A ping that fails is tried once more
     * a second later, since a client's first call after a server restarted or dropped its connections
     * fails on a connection it kept; a ping that gets no answer within the call timeout (30 s at most)
     * is a failure too, so that a paused server cannot stop the run.
     */
    public String pingFailure() {
        String first = pingOnce();
        if (first == null) {
            return null;
        }
        try {
            Thread.sleep(RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return first;
        }
        return pingOnce();
    }

    private String pingOnce() {
        double seconds = Math.min(PING_SECONDS, options.get(RunOption.CALL_TIMEOUT));
        CompletableFuture<Void> ping = CompletableFuture.runAsync(engine::ping,
                runnable -> Thread.ofVirtual().name("bench-ping-" + name).start(runnable));
        try {
            ping.get((long) (seconds * 1000), TimeUnit.MILLISECONDS);
            return null;
        } catch (TimeoutException e) {
            ping.cancel(true);
            return "no answer to a ping within " + RunOption.plain(seconds) + " s";
        } catch (ExecutionException e) {
            return Failures.oneLine(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while pinging";
        }
    }
}
