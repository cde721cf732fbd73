package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.graph.GraphPhase;
import dev.graphbench.phases.traverse.TraversePhase;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Workload;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded jar, in a JVM of its own, through the faults a command line meets: Ctrl-C in the middle of
 * a phase, a disk that fills up, a server the user named that is not there. Each time what was measured
 * stays readable, nothing is left running or behind, the files say what happened, and so does the exit code.
 */
class FaultsIT {

    @TempDir
    Path folder;

    private List<String> java(String... args) {
        List<String> command = new ArrayList<>();
        if (sigintIgnored()) {
            // Started from a background job, this JVM ignores SIGINT, and so would the run's: Ctrl-C gets it back.
            command.addAll(List.of("env", "--default-signal=INT"));
        }
        command.add(ProcessHandle.current().info().command().orElse("java"));
        if (Runtime.version().feature() >= 24) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        // Embedded servers keep their data under the temporary folder: one of the test's own, to look into.
        command.add("-Djava.io.tmpdir=" + folder.resolve("tmp"));
        command.addAll(List.of("-jar", System.getProperty("bench.jar")));
        command.addAll(List.of(args));
        return command;
    }

    /** Whether this process ignores SIGINT, which a shell's background job does and its children inherit. */
    private static boolean sigintIgnored() {
        try {
            return Files.readAllLines(Path.of("/proc/self/status")).stream()
                    .filter(line -> line.startsWith("SigIgn:"))
                    .anyMatch(line -> (Long.parseLong(line.substring("SigIgn:".length()).strip(), 16) & 0b10) != 0);
        } catch (IOException e) {
            return false;
        }
    }

    private static List<String> quick(String output, String... more) {
        List<String> args = new ArrayList<>(List.of("run", "--sf", "0.01", "--calls", "200", "--precision", "0", "--warmup", "1",
                "--warmup-seconds", "0", "--settle-seconds", "0", "--output", output));
        args.addAll(List.of(more));
        return args;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long measuredWorkloads(Path output, String engine) {
        try {
            Path run = Files.isDirectory(output) ? ResultsFolder.at(output).latestRun().orElse(null) : null;
            Path file = run == null ? null : run.resolve(engine + "-sf0.01.json");
            if (file == null || !Files.exists(file)) {
                return 0;
            }
            return BuiltInResults.read(file).workloads().stream().filter(w -> w.status() == Status.OK).count();
        } catch (UncheckedIOException e) {
            return 0;
        }
    }

    @Test
    void ctrlCInTheMiddleOfAPhaseStopsTheEmbeddedServerAndKeepsWhatWasMeasured() throws Exception {
        Files.createDirectories(folder.resolve("tmp"));
        Path output = folder.resolve("results");
        List<String> args = quick(output.toString(), "--engines", "postgres", "--phases", "load,traverse,graph");
        Process process = new ProcessBuilder(java(args.toArray(String[]::new)))
                .redirectOutput(folder.resolve("out.txt").toFile()).redirectError(folder.resolve("err.txt").toFile())
                .start();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(4);
        while (measuredWorkloads(output, "postgres") < 2 && process.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(process.isAlive()).as("the run is still going: %s", read(folder.resolve("err.txt"))).isTrue();
        // The postmaster leaves the JVM's process tree when it starts: its data folder names it.
        ProcessHandle postmaster;
        try (Stream<Path> files = Files.walk(folder.resolve("tmp"))) {
            Path pid = files.filter(file -> file.getFileName().toString().equals("postmaster.pid")).findFirst().orElseThrow();
            postmaster = ProcessHandle.of(Long.parseLong(Files.readAllLines(pid).getFirst().strip())).orElseThrow();
        }
        List<ProcessHandle> servers = new ArrayList<>(postmaster.descendants().toList());
        servers.add(postmaster);

        new ProcessBuilder("kill", "-INT", String.valueOf(process.pid())).start().waitFor();

        assertThat(process.waitFor(1, TimeUnit.MINUTES)).as("the JVM ends").isTrue();
        assertThat(process.exitValue()).isEqualTo(130);
        assertThat(read(folder.resolve("err.txt"))).contains("bench: interrupted by Ctrl-C: what run ")
                .doesNotContain("\tat ");
        for (ProcessHandle server : servers) {
            // A backend may still be on its way out when the JVM has ended: it is given a few seconds.
            try {
                server.onExit().get(15, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                // Still alive: the assertion says which.
            }
            assertThat(server.isAlive()).as("server process %d", server.pid()).isFalse();
        }
        try (Stream<Path> left = Files.list(folder.resolve("tmp"))) {
            assertThat(left.filter(path -> path.getFileName().toString().startsWith("postgres")))
                    .as("the embedded server's folder").isEmpty();
        }
        Path run = ResultsFolder.at(output).latestRun().orElseThrow();
        EngineRun written = BuiltInResults.read(run.resolve("postgres-sf0.01.json"));
        assertThat(BuiltInResults.load(written).status()).isEqualTo(Status.OK);
        assertThat(written.workloads().stream().filter(w -> w.status() == Status.OK).count()).isGreaterThanOrEqualTo(2);
        // The file says the run was interrupted, and when; what it had not measured is held, none left out.
        assertThat(written.interruptedAt()).isNotNull();
        assertThat(written.status()).isEqualTo(Status.HELD);
        String when = written.interruptedAt().truncatedTo(ChronoUnit.SECONDS)
                + " by Ctrl-C (SIGINT)";
        assertThat(written.reason()).isEqualTo("interrupted at " + when + ", before the run ended");
        assertThat(written.workloads()).extracting(WorkloadResult::id).containsExactlyElementsOf(Workloads.builtIn().all()
                .stream().filter(w -> Set.of(TraversePhase.ID, GraphPhase.ID).contains(w.phase())
                        && w.appliesTo(GraphSchema.GENERATED)).map(Workload::id).toList());
        assertThat(written.workloads()).filteredOn(w -> w.status() != Status.OK).isNotEmpty().allSatisfy(w ->
                assertThat(w.reason()).isEqualTo("not measured: the run was interrupted at " + when));
        Cli report = Cli.run("report", "--sf", "0.01", "--output", output.toString());
        assertThat(report.exit).as(report.err).isZero();
        assertThat(report.out).contains("PostgreSQL (ms)").contains("Interrupted: postgres's run "
                + run.getFileName() + " was interrupted at " + written.interruptedAt().truncatedTo(ChronoUnit.SECONDS));
    }

    /** A server the user named that is not there: one line and exit 2, before any engine, the reference's too, starts. */
    @Test
    void aClosedPortIsOneLineAndNothingStarts() throws Exception {
        Files.createDirectories(folder.resolve("tmp"));
        Path output = folder.resolve("results");
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        ProcessBuilder builder = new ProcessBuilder(java("run", "--sf", "0.01", "--output", output.toString()))
                .redirectOutput(folder.resolve("out.txt").toFile()).redirectError(folder.resolve("err.txt").toFile());
        builder.environment().put("BENCH_POSTGRES_URL", "jdbc:postgresql://127.0.0.1:" + closed + "/bench");
        Process process = builder.start();

        assertThat(process.waitFor(1, TimeUnit.MINUTES)).as("the JVM ends").isTrue();
        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(read(folder.resolve("err.txt"))).isEqualTo("bench: postgres: cannot connect to"
                + " jdbc:postgresql://127.0.0.1:" + closed + "/bench within 10 s: connection refused; check BENCH_POSTGRES_URL"
                + System.lineSeparator());
        assertThat(read(folder.resolve("out.txt"))).isEmpty();
        assertThat(output).as("no run began: the refused run left no results folder").doesNotExist();
        try (Stream<Path> left = Files.list(folder.resolve("tmp"))) {
            assertThat(left).as("no embedded server started").isEmpty();
        }
    }

    @Test
    void aDiskThatFillsUpLeavesTheLastWholeFileAndTheTablesHoldEveryFigure() throws Exception {
        Path output = folder.resolve("results");
        Files.createDirectories(folder.resolve("tmp"));
        // No file the JVM writes may pass 12 KiB: the results file does so after a few workloads, the answers at once.
        List<String> command = new ArrayList<>(List.of("bash", "-c", "ulimit -f 12; exec \"$@\"", "bench"));
        command.addAll(java("run", "--engines", "reference", "--sf", "0.01", "--calls", "20", "--warmup", "1",
                "--warmup-seconds", "0", "--settle-seconds", "0", "--phases", "load,traverse,graph,hops", "--hops-people",
                "5", "--answers", "--output", output.toString()));
        Process process = new ProcessBuilder(command).redirectOutput(folder.resolve("out.txt").toFile())
                .redirectError(folder.resolve("err.txt").toFile()).start();

        assertThat(process.waitFor(3, TimeUnit.MINUTES)).isTrue();
        String err = read(folder.resolve("err.txt"));
        assertThat(process.exitValue()).as(err).isEqualTo(5);
        assertThat(err).contains("bench: what was measured could not all be written (").contains("File too large")
                .doesNotContain("\tat ");
        String out = read(folder.resolve("out.txt"));
        assertThat(out).contains("every issue, grouped by state", "Hops: time by paths counted").doesNotContain("held");
        Path run = ResultsFolder.at(output).latestRun().orElseThrow();
        EngineRun written = BuiltInResults.read(run.resolve("reference-sf0.01.json"));
        assertThat(written.workloads().stream().filter(w -> w.status() == Status.OK).count()).isPositive();
        try (Stream<Path> files = Files.list(run)) {
            assertThat(files.map(path -> path.getFileName().toString())).noneMatch(name -> name.endsWith(".tmp"));
        }
    }
}
