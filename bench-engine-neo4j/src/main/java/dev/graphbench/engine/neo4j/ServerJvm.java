package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.MemoryBudget;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The JVM of the Neo4j server ({@link Neo4jServerMain}) as the harness drives it: started with its standard input a
 * pipe from this JVM, which it reads commands from and whose end tells it the harness is gone; its answers read from
 * its standard error, every other line of which goes to {@code logs/console.log}; its standard output, where Neo4j
 * copies its own log, not read.
 */
final class ServerJvm {

    private final Process process;
    private final ServerProcess.Layout layout;
    private final int port;
    private final BlockingQueue<String> replies = new LinkedBlockingQueue<>();

    private ServerJvm(Process process, ServerProcess.Layout layout, int port) {
        this.process = process;
        this.layout = layout;
        this.port = port;
        Thread reader = new Thread(this::readErrors, "bench-neo4j-server-" + process.pid());
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts the server's JVM with {@code options} besides its own, which starts Neo4j at once, Bolt on {@code port}
     * as its configuration says; {@link #awaitReply} says when it has. With a {@code budget} held by a control
     * group, the JVM is in the group from its first instruction ({@link MemoryBudget#joining}).
     */
    static ServerJvm start(ServerProcess.Layout layout, long heapBytes, int port, List<String> options,
                           Optional<MemoryBudget> budget) throws IOException {
        Files.createDirectories(layout.logs());
        List<String> java = ServerCommand.of(layout.home(), layout.config(), layout.logs(), heapBytes,
                ProcessHandle.current().pid(), options);
        List<String> command = budget.map(held -> held.joining(java)).orElse(java);
        Process process = new ProcessBuilder(command)
                .directory(layout.home().toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        return new ServerJvm(process, layout, port);
    }

    Process process() {
        return process;
    }

    /** Sends {@code command} ({@link Neo4jServerMain#STOP}, {@link Neo4jServerMain#START}). */
    void send(String command) {
        try {
            OutputStream in = process.getOutputStream();
            in.write((command + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
        } catch (IOException e) {
            throw new EngineException("its JVM (pid " + process.pid() + ") takes no command (" + e.getMessage() + "); "
                    + ServerProcess.lastProblem(layout, port), e);
        }
    }

    /**
     * The server's next answer, {@code withinMillis} at most: {@link Neo4jServerMain#STARTED},
     * {@link Neo4jServerMain#STOPPED}, or {@link Neo4jServerMain#FAILED} and Neo4j's code.
     *
     * @throws EngineException when the JVM ends first, or says nothing in time, with what its logs say, for a message
     *                         that says what was waited for before it
     */
    String awaitReply(long withinMillis) {
        long deadline = System.currentTimeMillis() + withinMillis;
        try {
            while (System.currentTimeMillis() < deadline) {
                String reply = replies.poll(100, TimeUnit.MILLISECONDS);
                if (reply != null) {
                    return reply;
                }
                if (!process.isAlive() && replies.isEmpty()) {
                    throw new EngineException("its JVM (pid " + process.pid() + ") exited with code "
                            + process.exitValue() + "; " + ServerProcess.lastProblem(layout, port));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted", e);
        }
        throw new EngineException("its JVM (pid " + process.pid() + ") said nothing within " + withinMillis / 1000
                + " s; " + ServerProcess.lastProblem(layout, port));
    }

    /** Answers to the queue; anything else the JVM printed to the console log, kept with Neo4j's. */
    private void readErrors() {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getErrorStream(),
                StandardCharsets.UTF_8));
             Writer console = Files.newBufferedWriter(layout.console(), StandardCharsets.UTF_8,
                     StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith(Neo4jServerMain.REPLY)) {
                    replies.add(line.substring(Neo4jServerMain.REPLY.length()).strip());
                } else {
                    console.write(line);
                    console.write('\n');
                    console.flush();
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // The JVM ended, or its folder was removed: nothing more to read.
        }
    }
}
