package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Settings;
import dev.graphbench.engine.postgres.PostgresProvider;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.events.RunListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An embedded PostgreSQL killed in the middle of a phase, by the PID its postmaster.pid gives: what
 * was measured stays, what was not is held with the reason, the results file is whole, and the
 * command line exits with 3. Each test starts a server of its own, since it kills it.
 */
class EngineStopsTest {

    private static final String SF = "0.002";

    @TempDir
    Path folder;

    @Test
    void aServerKilledDuringTheTraversalsHasTheRestOfItsRunHeld() throws IOException {
        try (KillableServer server = KillableServer.start(folder.resolve("server"))) {
            RunListener killer = new RunListener() {
                @Override
                public void finished(String engine, String phase, Outcome outcome) {
                    if (engine.equals("postgres") && outcome.id().equals("two-hops")) {
                        server.kill();
                    }
                }
            };
            Path output = folder.resolve("results");
            BenchmarkResult result = Benchmark.builder()
                    .catalog(EngineCatalog.discover(getClass().getClassLoader(), server.environment()))
                    .set(RunOption.ENGINES, List.of("postgres")).set(RunOption.SCALE_FACTOR, Double.parseDouble(SF))
                    .set(RunOption.CALLS, 10).set(RunOption.WARMUP, 1).set(RunOption.WARMUP_SECONDS, 0.0)
                    .set(RunOption.SETTLE_SECONDS, 0.0)
                    .set(RunOption.PHASES, PhaseList.of("load", "traverse", "concurrent", "hops"))
                    .set(RunOption.THREADS, 2).set(RunOption.DURATION, 1.0).set(RunOption.SWEEP, List.of(1, 2))
                    .set(RunOption.HOPS_PEOPLE, 5).listener(killer).set(RunOption.OUTPUT, output).build().run();

            EngineRun run = result.run("postgres");
            assertThat(run.status()).isEqualTo(Status.HELD);
            assertThat(run.reason()).startsWith("postgres stopped answering during three-hops: ");
            assertThat(run.workload("one-hop").status()).isEqualTo(Status.OK);
            assertThat(run.workload("two-hops").status()).isEqualTo(Status.OK);
            assertThat(run.workload("three-hops").status()).isEqualTo(Status.HELD);
            for (String later : List.of("dependencies", "org-topics", "repo-commenters", "followed-repos")) {
                assertThat(run.workload(later).status()).as(later).isEqualTo(Status.HELD);
                assertThat(run.workload(later).reason()).as(later).isEqualTo(run.reason());
            }
            assertThat(BuiltInResults.concurrent(run, "two-hops").status()).isEqualTo(Status.HELD);
            assertThat(BuiltInResults.concurrent(run, "two-hops").reason()).isEqualTo(run.reason());
            assertThat(BuiltInResults.hops(run).status()).isEqualTo(Status.HELD);
            assertThat(BuiltInResults.hops(run).reason()).isEqualTo(run.reason());
            EngineRun written = BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow().resolve("postgres-sf" + SF + ".json"));
            assertThat(written).usingRecursiveComparison().ignoringFields("provenance.endedAt").isEqualTo(run);
            assertThat(result.run(EngineCatalog.REFERENCE).status()).isEqualTo(Status.OK);
            assertThat(result.incomplete()).isTrue();
        }
    }

    @Test
    void aServerKilledDuringTheThreadSweepEndsTheCommandWithExitCodeThree() throws IOException {
        try (KillableServer server = KillableServer.start(folder.resolve("server"))) {
            Path output = folder.resolve("results");
            String name = "postgres-sf" + SF + ".json";
            // The results file is rewritten after each concurrent measurement: once it holds the first,
            // the server is killed while the next is being measured.
            Thread watcher = Thread.ofPlatform().daemon().start(() -> {
                while (!Thread.currentThread().isInterrupted()) {
                    if (measuredConcurrently(output, name)) {
                        server.kill();
                        return;
                    }
                    try {
                        Thread.sleep(10);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });

            Cli cli = Cli.run(server.environment(), "run", "--engines", "postgres", "--sf", SF, "--calls", "5",
                    "--warmup", "1", "--phases", "load,concurrent,hops", "--threads", "2", "--duration", "1",
                    "--sweep", "1,2,4", "--hops-people", "5", "--output", output.toString());
            watcher.interrupt();

            assertThat(cli.exit).as(cli.err).isEqualTo(3);
            EngineRun written = BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow().resolve(name));
            assertThat(written.status()).isEqualTo(Status.HELD);
            assertThat(written.reason()).startsWith("postgres stopped answering during the concurrent two-hops at 1 thread: ");
            ConcurrencyResult twoHops = BuiltInResults.concurrent(written, "two-hops");
            assertThat(twoHops.status()).isEqualTo(Status.HELD);
            // Two threads were measured before the kill; one thread, when the kill came after its warm-up,
            // with its failed calls; four threads never.
            assertThat(twoHops.measurements()).extracting(Throughput::threads).contains(2).doesNotContain(4);
            assertThat(twoHops.at(2).failedCalls()).isZero();
            if (twoHops.at(1) != null) {
                assertThat(twoHops.at(1).failedCalls()).isPositive();
            }
            assertThat(BuiltInResults.hops(written).status()).isEqualTo(Status.HELD);
            assertThat(BuiltInResults.load(written).status()).isEqualTo(Status.OK);
            // Notes wrap at 120 columns, their continuation lines indented: read them whole.
            assertThat(cli.out.replace("\n  ", " ")).contains("Two threads at once", "Thread sweep",
                    "held: postgres, two-hops, load-view: postgres stopped answering during the concurrent two-hops at"
                            + " 1 thread");
            assertThat(cli.err).contains("[postgres] held: postgres stopped answering");
        }
    }

    @Test
    void aServerThatHangsBeyondTheCallTimeoutHasItsCallEndedAndTheRestOfItsRunHeld() throws IOException {
        try (KillableServer server = KillableServer.start(folder.resolve("server"))) {
            // Paused in the middle of two-hops, after its third call: the fourth waits for an answer that never comes.
            RunListener pauser = new RunListener() {
                private int calls;
                private String task;

                @Override
                public void started(String engine, String phase, String task, long total, String unit) {
                    this.task = task;
                }

                @Override
                public void advanced(String engine, long steps) {
                    if (engine.equals("postgres") && "two-hops".equals(task) && ++calls == 3) {
                        server.signal("STOP");
                    }
                }
            };
            long start = System.nanoTime();
            BenchmarkResult result;
            try {
                result = Benchmark.builder()
                        .catalog(EngineCatalog.discover(getClass().getClassLoader(), server.environment()))
                        .set(RunOption.ENGINES, List.of("postgres")).set(RunOption.SCALE_FACTOR, Double.parseDouble(SF))
                        .set(RunOption.CALLS, 10).set(RunOption.WARMUP, 1).set(RunOption.WARMUP_SECONDS, 0.0)
                        .set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.CALL_TIMEOUT, 2.0)
                        .set(RunOption.PHASES, PhaseList.of("load", "traverse", "hops")).set(RunOption.HOPS_PEOPLE, 5)
                        .listener(pauser).set(RunOption.OUTPUT, folder.resolve("results")).build().run();
            } finally {
                server.signal("CONT");
            }

            assertThat((System.nanoTime() - start) / 1e9).as("seconds the run took").isLessThan(90);
            EngineRun run = result.run("postgres");
            assertThat(run.workload("one-hop").status()).isEqualTo(Status.OK);
            WorkloadResult twoHops = run.workload("two-hops");
            assertThat(twoHops.status()).isEqualTo(Status.HELD);
            assertThat(twoHops.reason()).matches("(warm-up|call \\d+) \\(personId=p\\d+\\) failed: no answer within 2 s"
                    + " \\(--call-timeout\\)");
            assertThat(run.status()).isEqualTo(Status.HELD);
            assertThat(run.reason()).startsWith("postgres stopped answering during two-hops: ");
            assertThat(run.workload("dependencies").status()).isEqualTo(Status.HELD);
            assertThat(BuiltInResults.hops(run).status()).isEqualTo(Status.HELD);
            assertThat(result.run(EngineCatalog.REFERENCE).status()).isEqualTo(Status.OK);
        }
    }

    /**
     * PostgreSQL's postmaster and backends paused for 1.5 s during three-hops' timed calls: the run ends well,
     * and the report names the stall under its table, with when it began, which the median and the 95th
     * percentile would hide; the HTML report's cell links to that note.
     */
    @Test
    void aServerPausedDuringTimedCallsIsAStallNamedUnderItsTable() throws IOException {
        try (KillableServer server = KillableServer.start(folder.resolve("server"))) {
            AtomicReference<Instant> paused = new AtomicReference<>();
            RunListener pauser = new RunListener() {
                private int calls;
                private String task;

                @Override
                public void started(String engine, String phase, String task, long total, String unit) {
                    this.task = task;
                }

                @Override
                public void advanced(String engine, long steps) {
                    // After the warm-up call and five timed ones: the sixth waits for the server to wake.
                    if (engine.equals("postgres") && "three-hops".equals(task) && ++calls == 6) {
                        paused.set(Instant.now());
                        server.signal("STOP");
                        Thread.ofPlatform().daemon().start(() -> {
                            try {
                                Thread.sleep(1_500);
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            } finally {
                                server.signal("CONT");
                            }
                        });
                    }
                }
            };
            Path output = folder.resolve("results");
            BenchmarkResult result = Benchmark.builder()
                    .catalog(EngineCatalog.discover(getClass().getClassLoader(), server.environment()))
                    .set(RunOption.ENGINES, List.of("postgres")).set(RunOption.SCALE_FACTOR, Double.parseDouble(SF))
                    .set(RunOption.CALLS, 20).set(RunOption.WARMUP, 1).set(RunOption.WARMUP_SECONDS, 0.0)
                    .set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.PHASES, PhaseList.of("load", "traverse"))
                    .listener(pauser).set(RunOption.OUTPUT, output).build().run();

            EngineRun run = result.run("postgres");
            assertThat(run.status()).isEqualTo(Status.OK);
            Latency threeHops = run.workload("three-hops").latency();
            assertThat(threeHops.maxMs()).isGreaterThan(1_400);
            assertThat(threeHops.maxAt()).isBetween(paused.get(), paused.get().plusMillis(500));
            assertThat(run.workloads()).filteredOn(workload -> workload.latency().stalled())
                    .extracting(WorkloadResult::id).containsExactly("three-hops");

            Cli report = Cli.run("report", "--sf", SF, "--output", output.toString());
            assertThat(report.exit).as(report.err).isZero();
            String traversals = report.out.substring(report.out.indexOf("Traversals written by hand"));
            assertThat(traversals.lines().filter(line -> line.startsWith("3 hops: the same")).findFirst().orElseThrow())
                    .endsWith(" !");
            // Notes wrap at 120 columns, their continuation lines indented by two spaces.
            assertThat(traversals.replace("\n  ", " ")).contains("! stall: postgres, three-hops: one call took ")
                    .contains(", beginning at " + threeHops.maxAt().truncatedTo(ChronoUnit.MILLIS));
            assertThat(Files.readString(output.resolve("report-sf" + SF + ".html")))
                    .contains("<a href=\"#traversals-written-by-hand-stall-1\"", "id=\"traversals-written-by-hand-stall-1\"");
        }
    }

    @Test
    void aServerThatDropsEveryConnectionBetweenPhasesIsMeasuredAgainAfterIt() throws IOException {
        try (KillableServer server = KillableServer.start(folder.resolve("server"))) {
            RunListener restarter = new RunListener() {
                @Override
                public void finished(String engine, String phase, Outcome outcome) {
                    if (engine.equals("postgres") && outcome.id().equals("followed-repos")) {
                        server.dropEveryConnection();
                    }
                }
            };
            BenchmarkResult result = Benchmark.builder()
                    .catalog(EngineCatalog.discover(getClass().getClassLoader(), server.environment()))
                    .set(RunOption.ENGINES, List.of("postgres")).set(RunOption.SCALE_FACTOR, Double.parseDouble(SF))
                    .set(RunOption.CALLS, 10).set(RunOption.WARMUP, 1).set(RunOption.WARMUP_SECONDS, 0.0)
                    .set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.PHASES, PhaseList.of("load", "traverse", "graph"))
                    .listener(restarter).set(RunOption.OUTPUT, folder.resolve("results")).build().run();

            EngineRun run = result.run("postgres");
            assertThat(run.workloads()).as("every workload, the whole graph's after the connections dropped")
                    .allSatisfy(workload -> assertThat(workload.status()).as(workload.id() + ": " + workload.reason())
                            .isEqualTo(Status.OK));
            assertThat(run.status()).isEqualTo(Status.OK);
        }
    }

    /** Whether the latest run's results file of {@code name} in {@code output} holds a concurrent measurement. */
    private static boolean measuredConcurrently(Path output, String name) {
        try {
            if (!Files.isDirectory(output)) {
                return false;
            }
            Path folder = ResultsFolder.at(output).latestRun().orElse(null);
            if (folder == null || !Files.exists(folder.resolve(name))) {
                return false;
            }
            EngineRun run = BuiltInResults.read(folder.resolve(name));
            ConcurrencyResult twoHops = BuiltInResults.concurrent(run, "two-hops");
            return twoHops != null && !twoHops.measurements().isEmpty();
        } catch (UncheckedIOException e) {
            return false;
        }
    }

    /** An embedded PostgreSQL started through the engine's launcher, which the test may kill. */
    private record KillableServer(EmbeddedServer server, Path workDirectory, long postmasterPid) implements AutoCloseable {

        static KillableServer start(Path workDirectory) throws IOException {
            PostgresProvider provider = new PostgresProvider();
            EmbeddedServer server = provider.embeddedServer().orElseThrow().start(
                    Settings.resolve(provider.settings(), Map.of("BENCH_POSTGRES_SHARED_BUFFERS", "128MB")), workDirectory);
            try (Stream<Path> files = Files.walk(workDirectory)) {
                Path pidFile = files.filter(f -> f.getFileName().toString().equals("postmaster.pid")).findFirst()
                        .orElseThrow();
                return new KillableServer(server, workDirectory, Long.parseLong(Files.readAllLines(pidFile).get(0).strip()));
            }
        }

        /** What points the postgres engine at this server, as a user would set it. */
        Map<String, String> environment() {
            return Map.of("BENCH_POSTGRES_URL", server.connectionSettings().get("url"),
                    "BENCH_POSTGRES_USER", server.connectionSettings().get("user"));
        }

        /**
         * Sends {@code signal} (STOP, CONT) to the postmaster and every backend, as a paused machine would
         * be. A backend may end between being listed and being signalled: only the postmaster must be there.
         */
        void signal(String signal) {
            ProcessHandle.of(postmasterPid).ifPresent(postmaster -> {
                run(List.of("kill", "-" + signal, String.valueOf(postmasterPid)), true);
                postmaster.descendants().forEach(backend ->
                        run(List.of("kill", "-" + signal, String.valueOf(backend.pid())), false));
            });
        }

        /**
         * Ends every client connection the server has, as a restart or a failover does from the client's
         * side: the server stays, every pooled connection of the harness is gone.
         */
        void dropEveryConnection() {
            try (Connection connection = DriverManager.getConnection(server.connectionSettings().get("url"), "postgres", "");
                 Statement statement = connection.createStatement()) {
                statement.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                        + " WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'");
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }

        private static void run(List<String> command, boolean mustSucceed) {
            try {
                Process process = new ProcessBuilder(command).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                if (!process.waitFor(60, TimeUnit.SECONDS) || mustSucceed && process.exitValue() != 0) {
                    throw new IllegalStateException(command + " failed");
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        /** Kills the postmaster and its backends at once, as a crash would, and waits until they are gone. */
        void kill() {
            ProcessHandle.of(postmasterPid).ifPresent(postmaster -> {
                List<ProcessHandle> backends = postmaster.descendants().toList();
                postmaster.destroyForcibly();
                backends.forEach(ProcessHandle::destroyForcibly);
                try {
                    postmaster.onExit().get(10, TimeUnit.SECONDS);
                } catch (Exception e) {
                    throw new IllegalStateException("the postmaster " + postmasterPid + " did not die", e);
                }
            });
        }

        @Override
        public void close() throws IOException {
            try {
                server.close();
            } catch (RuntimeException e) {
                // Killed, it cannot be stopped in good order; what matters is that its files go.
                deleteRecursively(workDirectory);
            }
        }

        private static void deleteRecursively(Path root) throws IOException {
            if (!Files.exists(root)) {
                return;
            }
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(file);
                }
            }
        }
    }
}
