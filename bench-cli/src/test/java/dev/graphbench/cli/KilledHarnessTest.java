package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The harness killed mid-run with SIGKILL (what {@code timeout -k}, the out-of-memory killer or a cancelled CI job
 * does: no shutdown hook runs) leaves no embedded server running and no server folder behind, once the next run has
 * started, and {@code report} calls the killed run incomplete, its results file having been written as in progress.
 * The harness runs as a JVM of its own, its temporary folder one of the test's, so that what it leaves is
 * told apart from other runs on the machine.
 */
class KilledHarnessTest {

    @TempDir
    Path folder;

    @ParameterizedTest
    @CsvSource({"postgres, postgres-", "falkordb, falkordb-"})
    void aKilledHarnessLeavesNoServerAndNoFolderOnceTheNextRunHasStarted(String engine, String prefix)
            throws Exception {
        Path tmp = Files.createDirectories(folder.resolve("tmp"));
        Path output = folder.resolve("results");
        Path err = folder.resolve("killed.err");
        Process harness = harness(tmp, err, "run", "--engines", engine, "--sf", "0.002", "--calls", "300",
                "--warmup", "1", "--settle-seconds", "0", "--phases", "load,traverse", "--output", output.toString());
        List<Long> servers;
        try {
            awaitLine(err, "[" + engine + "] one-hop", harness);
            servers = serverProcesses(tmp, engine);
            assertThat(servers).as("the embedded server's processes").isNotEmpty();
            assertThat(folders(tmp, prefix)).hasSize(1);
        } finally {
            // kill -9: no shutdown hook runs.
            harness.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }

        Process next = harness(tmp, folder.resolve("next.err"), "run", "--engines", "reference", "--sf", "0.002",
                "--phases", "load", "--output", output.toString());
        assertThat(next.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(next.exitValue()).as(Files.readString(folder.resolve("next.err"))).isZero();

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while ((servers.stream().anyMatch(KilledHarnessTest::alive) || !folders(tmp, prefix).isEmpty())
                && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertThat(servers).as("server processes of the killed run").noneMatch(KilledHarnessTest::alive);
        assertThat(folders(tmp, prefix)).as("server folders of the killed run").isEmpty();

        // Its results file says it was in progress: report calls the run incomplete, and says so in its exit code.
        String killed = ResultsFolder.at(output).runs().getFirst();
        EngineRun left = BuiltInResults.read(ResultsFolder.at(output).folderOf(killed).resolve(engine + "-sf0.002.json"));
        assertThat(left.inProgressAt()).as("the file of the killed run, left as in progress").isNotNull();
        Cli report = Cli.run("report", "--output", output.toString(), "--run", killed);
        assertThat(report.exit).as(report.err).isEqualTo(3);
        assertThat(report.out.replaceAll("\\s+", " ")).contains("Incomplete: " + engine + "'s run " + killed
                + " never ended: the harness stopped at " + left.inProgressAt().truncatedTo(ChronoUnit.SECONDS));
        Cli finished = Cli.run("report", "--output", output.toString(), "--run", ResultsFolder.at(output).runs().getLast());
        assertThat(finished.exit).as("the next run, which ended: " + finished.err).isZero();
        assertThat(finished.out).doesNotContain("Incomplete:");
    }

    /**
     * SIGTERM (kill, timeout, a cancelled job) is an interruption as Ctrl-C is, said as SIGTERM: the hooks stop the
     * servers, the console, the results file and the report say when the run was interrupted and by what, and the
     * JVM ends with 143.
     */
    @Test
    void aSigtermIsAnInterruptionSaidAsSuch() throws Exception {
        Path tmp = Files.createDirectories(folder.resolve("tmp"));
        Path output = folder.resolve("results");
        Path err = folder.resolve("stopped.err");
        Process harness = harness(tmp, err, "run", "--engines", "postgres", "--sf", "0.002", "--calls", "300",
                "--warmup", "1", "--settle-seconds", "0", "--phases", "load,traverse", "--output", output.toString());
        awaitLine(err, "[postgres] one-hop", harness);
        List<Long> servers = serverProcesses(tmp, "postgres");

        harness.destroy();

        assertThat(harness.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(harness.exitValue()).isEqualTo(143);
        // Said as what it was, SIGTERM, never as Ctrl-C: on the console, in the results file and in the report.
        assertThat(Files.readString(err)).contains("bench: terminated by SIGTERM: what run ").doesNotContain("Ctrl-C");
        EngineRun written = BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow()
                .resolve("postgres-sf0.002.json"));
        assertThat(written.interruptedAt()).isNotNull();
        assertThat(written.reason()).isEqualTo("interrupted at " + written.interruptedAt().truncatedTo(ChronoUnit.SECONDS)
                + " by SIGTERM (kill, timeout or a cancelled job), before the run ended");
        Cli report = Cli.run("report", "--output", output.toString());
        assertThat(report.out.replaceAll("\\s+", " ")).contains("Interrupted: postgres's run "
                + written.provenance().runId() + " was interrupted at "
                + written.interruptedAt().truncatedTo(ChronoUnit.SECONDS) + " by SIGTERM (kill, timeout or a cancelled"
                + " job): what it had not measured then is held").doesNotContain("Ctrl-C");
        assertThat(servers).noneMatch(KilledHarnessTest::alive);
        assertThat(folders(tmp, "postgres-")).isEmpty();
    }

    /** {@code bench args} in a JVM of its own, on this test's class path, its temporary folder {@code tmp}. */
    private static Process harness(Path tmp, Path err, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow(),
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(err.toFile()).start();
    }

    private static void awaitLine(Path err, String line, Process harness) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
        while (System.nanoTime() < deadline) {
            String said = Files.exists(err) ? Files.readString(err, StandardCharsets.UTF_8) : "";
            if (said.contains(line)) {
                return;
            }
            assertThat(harness.isAlive()).as(said).isTrue();
            Thread.sleep(50);
        }
        throw new AssertionError("no line '" + line + "' within 180 s: " + Files.readString(err));
    }

    /**
     * The server's processes: PostgreSQL's postmaster and those under it, from the postmaster.pid in its data folder;
     * the valkey-server this harness started, from its process title, which names the folder it runs in.
     */
    private static List<Long> serverProcesses(Path tmp, String engine) throws IOException {
        List<Long> pids = new ArrayList<>();
        if (engine.equals("postgres")) {
            for (Path server : folders(tmp, "postgres-")) {
                long postmaster = Long.parseLong(Files.readAllLines(server.resolve("data/postmaster.pid")).getFirst()
                        .strip());
                pids.add(postmaster);
                ProcessHandle.of(postmaster).ifPresent(handle -> handle.descendants()
                        .forEach(child -> pids.add(child.pid())));
            }
        } else {
            for (Path server : folders(tmp, "falkordb-")) {
                try (Stream<ProcessHandle> all = ProcessHandle.allProcesses()) {
                    all.filter(process -> runsIn(process, server)).forEach(process -> pids.add(process.pid()));
                }
            }
        }
        return pids;
    }

    /** Whether {@code process} is a server whose folder is {@code server}: its working folder. */
    private static boolean runsIn(ProcessHandle process, Path server) {
        try {
            return Files.readSymbolicLink(Path.of("/proc", String.valueOf(process.pid()), "cwd"))
                    .equals(server.toRealPath());
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    private static List<Path> folders(Path tmp, String prefix) throws IOException {
        try (Stream<Path> all = Files.list(tmp)) {
            return all.filter(path -> path.getFileName().toString().startsWith(prefix)).toList();
        }
    }

    /** Alive and not a zombie: a process killed after its parent ended waits for init to reap it. */
    private static boolean alive(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
            return !stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
        } catch (IOException e) {
            return false;
        }
    }
}
