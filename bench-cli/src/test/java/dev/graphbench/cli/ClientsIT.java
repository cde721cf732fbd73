package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Interval;
import dev.graphbench.phases.concurrent.RateResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.runner.engines.EngineCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two client processes (the shaded jar, each a JVM of its own) drive one embedded PostgreSQL over
 * loopback, each taking half the threads and half the rate from one start time; {@code bench merge}
 * adds their files up into one run equal in shape to that of one process, and refuses files of
 * different runs.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClientsIT {

    private static final String SF = "0.002";

    private Path folder;

    private EmbeddedServer server;
    private final Map<String, String> environment = new HashMap<>();
    private Path[] clients;
    private int[] exits;

    @BeforeAll
    void twoClientsMeasureOneServerTogether(@TempDir Path folder) throws Exception {
        this.folder = folder;
        EngineProvider postgres = EngineCatalog.discover(getClass().getClassLoader(), Map.of()).provider("postgres");
        Files.createDirectories(folder.resolve("server"));
        server = postgres.embeddedServer().orElseThrow().start(Settings.resolve(postgres.settings(),
                Map.of("BENCH_POSTGRES_SHARED_BUFFERS", "128MB")), folder.resolve("server"));
        for (Setting setting : postgres.settings()) {
            String value = server.connectionSettings().get(setting.key());
            if (value != null) {
                environment.put(setting.environmentVariable(), value);
            }
        }
        // Each client's pool at 30 calls a second and a 1 s SLO is 30 threads, a connection each.
        environment.put("BENCH_POSTGRES_POOL_SIZE", "40");
        assertThat(run(List.of("run", "--engines", "postgres", "--sf", SF, "--phases", "load", "--settle-seconds", "0",
                "--output", folder.resolve("load").toString()), "load").waitFor()).isZero();

        // Far enough ahead for both JVMs to start and the judge to load its graph, on a machine busy with other
        // builds too: 25 s was not, under a load average of 12 on 2 cores (client 2 opened its first window late).
        String startAt = String.valueOf(Instant.now().plusSeconds(75).toEpochMilli());
        clients = new Path[] {folder.resolve("client-1"), folder.resolve("client-2")};
        List<Process> processes = new ArrayList<>();
        for (int k = 1; k <= 2; k++) {
            processes.add(run(List.of("run", "--engines", "postgres", "--sf", SF, "--phases", "concurrent",
                    "--threads", "2", "--sweep", "2", "--duration", "2", "--warmup", "2", "--warmup-seconds", "0",
                    "--settle-seconds", "0", "--rate", "60", "--slo", "1s", "--client", k + "/2", "--start-at",
                    startAt, "--output", clients[k - 1].toString()), "client-" + k));
        }
        exits = new int[2];
        for (int k = 0; k < 2; k++) {
            assertThat(processes.get(k).waitFor(4, TimeUnit.MINUTES)).isTrue();
            exits[k] = processes.get(k).exitValue();
        }
    }

    @AfterAll
    void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    private Process run(List<String> args, String name) throws IOException {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java")));
        if (Runtime.version().feature() >= 24) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        command.addAll(List.of("-jar", System.getProperty("bench.jar")));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(folder.resolve(name + ".out").toFile())
                .redirectError(folder.resolve(name + ".err").toFile());
        builder.environment().putAll(environment);
        return builder.start();
    }

    private static Path runFolder(Path output) {
        return ResultsFolder.at(output).latestRun().orElseThrow();
    }

    private Cli merge(Path output, Path... runs) {
        List<String> args = new ArrayList<>(List.of("merge", "--output", output.toString()));
        for (Path run : runs) {
            args.add(run.toString());
        }
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void theMergedRunAddsUpBothClientsAndIsShapedAsOneProcesssRun() throws IOException {
        assertThat(exits).as("%s%n%s", Files.readString(folder.resolve("client-1.err")),
                Files.readString(folder.resolve("client-2.err"))).containsExactly(0, 0);
        Path merged = folder.resolve("merged");
        Cli cli = merge(merged, runFolder(clients[0]), runFolder(clients[1]));
        assertThat(cli.exit).as(cli.err).isZero();
        // The offered rates and the seconds are too wide for the console, which names them in a line (wrapped, read
        // whole here), and in the HTML report.
        assertThat(cli.out.replace("\n  ", " ")).contains("Two threads at once", "Usable throughput",
                "Wider tables, in the HTML report and with --format markdown:", "Offered rates", "Second by second");

        EngineRun one = BuiltInResults.read(runFolder(clients[0]).resolve("postgres-sf" + SF + ".json"));
        EngineRun two = BuiltInResults.read(runFolder(clients[1]).resolve("postgres-sf" + SF + ".json"));
        EngineRun both = BuiltInResults.read(runFolder(merged).resolve("postgres-sf" + SF + ".json"));
        assertThat(both.provenance().method().client()).isEqualTo("2 merged");
        for (ConcurrencyResult result : BuiltInResults.concurrency(both)) {
            assertThat(result.status()).as(result.id() + ": " + result.reason()).isEqualTo(Status.OK);
            Throughput sum = result.at(2);
            Throughput first = BuiltInResults.concurrent(one, result.id()).at(2);
            Throughput second = BuiltInResults.concurrent(two, result.id()).at(2);
            assertThat(sum.calls()).isEqualTo(first.calls() + second.calls());
            assertThat(sum.latency().calls()).isEqualTo(sum.calls());
            assertThat(sum.latency().maxMs()).isEqualTo(Math.max(first.latency().maxMs(), second.latency().maxMs()));
            assertThat(sum.intervals().stream().mapToLong(Interval::calls).sum()).isEqualTo(sum.calls());
            RateResult rate = result.rates().getFirst();
            RateResult rateOne = BuiltInResults.concurrent(one, result.id()).rates().getFirst();
            RateResult rateTwo = BuiltInResults.concurrent(two, result.id()).rates().getFirst();
            assertThat(rate.targetRate()).isEqualTo(60);
            assertThat(rateOne.calls() + rateOne.failedCalls() + rateOne.missedCalls()).as("half the schedule each")
                    .isEqualTo(60);
            assertThat(rate.calls()).isEqualTo(rateOne.calls() + rateTwo.calls());
            assertThat(rate.threads()).isEqualTo(rateOne.threads() + rateTwo.threads());
            assertThat(rate.service().calls()).isEqualTo(rate.calls());
        }
        // The same tables a run of one process prints: only the figures differ.
        assertThat(BuiltInResults.concurrency(both)).extracting(ConcurrencyResult::id)
                .containsExactlyElementsOf(BuiltInResults.concurrency(one).stream().map(ConcurrencyResult::id).toList());
        assertThat(Files.exists(runFolder(merged).resolve("report-sf" + SF + ".html"))).isTrue();
    }

    @Test
    void filesOfDifferentRunsAreRefused() {
        // The load's file is of a run of one client, with other settings.
        Cli cli = merge(folder.resolve("refused"), runFolder(clients[0]), runFolder(folder.resolve("load")));
        assertThat(cli.exit).isEqualTo(2);
        assertThat(cli.err.strip()).startsWith("bench: ").contains(" are not of one run: ").doesNotContain("\n");
        Cli once = merge(folder.resolve("refused"), runFolder(clients[0]), runFolder(clients[0]));
        assertThat(once.exit).isEqualTo(2);
        assertThat(once.err.strip()).contains("is of client 1/2, beside clients [1] of 2; give each of the run's clients'"
                + " files once");
    }
}
