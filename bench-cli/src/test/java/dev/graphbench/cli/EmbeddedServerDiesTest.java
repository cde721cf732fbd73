package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An embedded server the harness started dies in the middle of a phase (its process killed, as a crash does): the
 * console says so once, in the held line of what it cost, naming the server's end and where its log is kept in the
 * run's folder, never a setting the user did not set; the server is started again on its data and the phases after
 * it are measured; the libraries' own lines about it (the mapper's dump of a failed statement, zonky's failure to
 * stop a dead postmaster) stay off the console.
 */
class EmbeddedServerDiesTest {

    private static final String SF = "0.002";
    private static final Pattern PORT = Pattern.compile("on 127\\.0\\.0\\.1:(\\d+)");

    @TempDir
    Path folder;

    /**
     * Killed once the first traversal is measured: the postmaster starts again on its data, the rest of the
     * traversals are held with the reason, said once, and the whole-graph phase after them is measured.
     */
    @Test
    void aPostmasterKilledDuringTheTraversalsIsStartedAgainAndTheNextPhaseMeasured() throws Exception {
        Path output = folder.resolve("results");
        String name = "postgres-sf" + SF + ".json";
        Thread killer = killWhen(output, name, run -> run.workload("one-hop") != null, port -> postmaster(port)
                .ifPresent(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly)));

        // Every call made, enough of them that the traversals after the first outlast the killer's look at the file.
        Cli cli = Cli.run("run", "--engines", "postgres", "--sf", SF, "--calls", "300", "--precision", "0",
                "--warmup", "1", "--settle-seconds", "0", "--phases", "load,traverse,graph", "--output",
                output.toString());
        killer.interrupt();

        assertThat(cli.exit).as("what the crash cost is held: " + cli.err).isEqualTo(3);
        Path run = ResultsFolder.at(output).latestRun().orElseThrow();
        EngineRun written = BuiltInResults.read(run.resolve(name));
        assertThat(written.status()).as(written.reason()).isEqualTo(Status.OK);
        List<WorkloadResult> held = phase(written, "traverse", Status.HELD);
        assertThat(held).as("the traversals after the kill").isNotEmpty().allSatisfy(result ->
                assertThat(result.reason()).contains("the embedded PostgreSQL's process exited (postmaster pid ")
                        .contains("; its log is kept in " + run.resolve("postgres-"))
                        .contains("started again on its data in ").doesNotContain("BENCH_POSTGRES_URL"));
        assertThat(written.workloads()).filteredOn(result -> result.phase().equals("graph")).as("measured after it")
                .isNotEmpty().allSatisfy(result -> assertThat(result.status()).isEqualTo(Status.OK));
        try (Stream<Path> kept = Files.list(run)) {
            Path log = kept.filter(file -> file.getFileName().toString().matches("postgres-\\d+\\.log")).findFirst()
                    .orElseThrow();
            assertThat(Files.readString(log)).contains("database system is ready to accept connections");
        }
        assertThat(lines(cli.err, "process exited")).as("the end said once: " + cli.err).hasSize(1);
        assertThat(cli.err).doesNotContain("BENCH_POSTGRES_URL").doesNotContain("Could not stop postmaster");
        assertThat(cli.logs).as("the libraries' lines on the console").isEmpty();
        assertThat(Files.readString(run.resolve("bench.log"))).contains("Could not stop postmaster");
    }

    /**
     * Killed (SIGSEGV, as FalkorDB's crash) once the first read through the mapper is measured: valkey keeps its
     * crash report, starts again from the snapshot of the loaded graph, and the traversals after the reads are
     * measured; no line of the mapper's reaches the console. (Whether the mapper dumps a failed statement at all
     * depends on where the kill lands, and some runs it does not, so that a dump goes to bench.log whole is
     * {@code RunLogAppenderTest}'s.)
     */
    @Test
    void aValkeyThatCrashesDuringTheMappersCallsIsStartedAgainAndItsDumpsGoToBenchLog() throws Exception {
        Path output = folder.resolve("results");
        String name = "falkordb-sf" + SF + ".json";
        Thread killer = killWhen(output, name, run -> run.workload("load-fragment") != null, port -> valkey(port)
                .ifPresent(valkey -> signal("SEGV", valkey.pid())));

        Cli cli = Cli.run("run", "--engines", "falkordb", "--sf", SF, "--calls", "5", "--warmup", "1",
                "--settle-seconds", "0", "--phases", "load,read,traverse", "--output", output.toString());
        killer.interrupt();

        assertThat(cli.exit).as("what the crash cost is held: " + cli.err).isEqualTo(3);
        Path run = ResultsFolder.at(output).latestRun().orElseThrow();
        EngineRun written = BuiltInResults.read(run.resolve(name));
        assertThat(written.status()).as(written.reason()).isEqualTo(Status.OK);
        assertThat(phase(written, "read", Status.HELD)).as("the reads after the crash").isNotEmpty()
                .allSatisfy(result -> assertThat(result.reason())
                        .contains("has exited with code 139 (SIGSEGV); its log is kept in " + run.resolve("falkordb-valkey-"))
                        .contains("; its crash report: valkey 8.0.1 crashed by signal: 11")
                        .contains("started again on its data in "));
        assertThat(written.workloads()).filteredOn(result -> result.phase().equals("traverse"))
                .as("measured after it").isNotEmpty()
                .allSatisfy(result -> assertThat(result.status()).isEqualTo(Status.OK));
        assertThat(lines(cli.err, "has exited with code 139")).as("the crash said once: " + cli.err).hasSize(1);
        assertThat(cli.err).doesNotContain("StatementLogger").doesNotContain("postProcessors");
        assertThat(cli.logs).as("the libraries' lines on the console").isEmpty();
        try (Stream<Path> kept = Files.list(run)) {
            Path log = kept.filter(file -> file.getFileName().toString().matches("falkordb-valkey-\\d+\\.log"))
                    .findFirst().orElseThrow();
            assertThat(Files.readString(log)).contains("=== VALKEY BUG REPORT START", "------ STACK TRACE ------");
        }
    }

    /** The workloads of {@code phase} in {@code run} of {@code status}. */
    private static List<WorkloadResult> phase(EngineRun run, String phase, Status status) {
        return run.workloads().stream().filter(result -> result.phase().equals(phase) && result.status() == status)
                .toList();
    }

    /** The lines of {@code text} that contain {@code words}. */
    private static List<String> lines(String text, String words) {
        return text.lines().filter(line -> line.contains(words)).toList();
    }

    /**
     * Watches the latest run's results file {@code name} in {@code output}: once it holds what {@code measured}
     * asks for, gives {@code kill} the port of the server it names, once.
     */
    private static Thread killWhen(Path output, String name, Predicate<EngineRun> measured, LongConsumer kill) {
        return Thread.ofPlatform().daemon().start(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                Optional<EngineRun> run = read(output, name);
                if (run.isPresent() && measured.test(run.get()) && run.get().server() != null) {
                    Matcher port = PORT.matcher(run.get().server().description());
                    if (port.find()) {
                        kill.accept(Long.parseLong(port.group(1)));
                        return;
                    }
                }
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
    }

    private static Optional<EngineRun> read(Path output, String name) {
        try {
            Path run = Files.isDirectory(output) ? ResultsFolder.at(output).latestRun().orElse(null) : null;
            return run == null || !Files.exists(run.resolve(name)) ? Optional.empty()
                    : Optional.of(BuiltInResults.read(run.resolve(name)));
        } catch (UncheckedIOException e) {
            return Optional.empty();
        }
    }

    /** The postmaster listening on {@code port}: its data folder's postmaster.pid, under the work directory, says so. */
    private static Optional<Long> postmaster(long port) {
        try (Stream<Path> servers = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            for (Path server : servers.filter(path -> path.getFileName().toString().startsWith("postgres-")).toList()) {
                Path pid = server.resolve("data/postmaster.pid");
                List<String> lines = Files.exists(pid) ? Files.readAllLines(pid) : List.of();
                if (lines.size() > 3 && lines.get(3).strip().equals(String.valueOf(port))) {
                    return Optional.of(Long.parseLong(lines.getFirst().strip()));
                }
            }
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The valkey-server this JVM started on {@code port}: valkey writes its address into its process title,
     * {@code /proc/PID/cmdline} (Debian's valkey-server is a link to one binary, which ProcessHandle names instead).
     */
    private static Optional<ProcessHandle> valkey(long port) {
        return ProcessHandle.current().descendants().filter(process -> {
            try {
                return Files.readString(Path.of("/proc", String.valueOf(process.pid()), "cmdline"))
                        .contains("valkey-server 127.0.0.1:" + port);
            } catch (IOException | UncheckedIOException e) {
                return false;
            }
        }).findFirst();
    }

    private static void signal(String signal, long pid) {
        try {
            new ProcessBuilder("kill", "-" + signal, String.valueOf(pid)).start().waitFor(10, TimeUnit.SECONDS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
