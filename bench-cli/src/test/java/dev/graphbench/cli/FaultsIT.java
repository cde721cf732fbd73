package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded jar, in a JVM of its own, through the faults a command line meets: Ctrl-C in the middle of
 * a phase, and a disk that fills up. Each time what was measured stays readable, nothing is left
 * running or behind, and the exit code says what happened.
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
            return ResultsFiles.read(file).workloads().stream().filter(w -> w.status() == Status.OK).count();
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
        assertThat(read(folder.resolve("err.txt"))).contains("bench: interrupted: what run ")
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
        EngineRun written = ResultsFiles.read(ResultsFolder.at(output).latestRun().orElseThrow()
                .resolve("postgres-sf0.01.json"));
        assertThat(written.load().status()).isEqualTo(Status.OK);
        assertThat(written.workloads().stream().filter(w -> w.status() == Status.OK).count()).isGreaterThanOrEqualTo(2);
        Cli report = Cli.run("report", "--sf", "0.01", "--output", output.toString());
        assertThat(report.exit).as(report.err).isZero();
        assertThat(report.out).contains("PostgreSQL (ms)");
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
        EngineRun written = ResultsFiles.read(run.resolve("reference-sf0.01.json"));
        assertThat(written.workloads().stream().filter(w -> w.status() == Status.OK).count()).isPositive();
        try (Stream<Path> files = Files.list(run)) {
            assertThat(files.map(path -> path.getFileName().toString())).noneMatch(name -> name.endsWith(".tmp"));
        }
    }
}
