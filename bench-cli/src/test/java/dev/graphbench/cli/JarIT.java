package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shaded bench-cli.jar, run as a user runs it: java -jar, every built-in engine, a JVM of its own. */
class JarIT {

    @TempDir
    Path folder;

    @Test
    void theJarRunsEveryEngineReportsTheirOwnVersionsAndExits() throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("bench.jar"));
        assertThat(jar).exists();
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java")));
        if (Runtime.version().feature() >= 24) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        command.addAll(List.of("-jar", jar.toString(), "run", "--engines", "neo4j,postgres", "--sf", "0.001",
                "--phases", "load,traverse", "--calls", "3", "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0",
                "--output", folder.toString()));
        Path out = folder.resolve("out.txt");
        Path err = folder.resolve("err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();

        assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("the JVM exits").isTrue();
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(stderr).isZero();
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains("Traversals written by hand", "Neo4j (ms)",
                "PostgreSQL (ms)", "Judged by the reference engine: every answer agrees, call by call");
        // Nothing but our own lines on standard error: no stack trace, no logging from the engines.
        assertThat(stderr).doesNotContain("Exception", "ERROR", "WARN");

        EngineRun neo4j = BuiltInResults.read(ResultsFolder.at(folder).latestRun().orElseThrow().resolve("neo4j-sf0.001.json"));
        assertThat(neo4j.status()).isEqualTo(Status.OK);
        assertThat(neo4j.engine().productVersion()).isEqualTo(System.getProperty("neo4j.version"));
        assertThat(neo4j.engine().driverVersion()).isEqualTo(System.getProperty("neo4j.driver.version"));
        EngineRun postgres = BuiltInResults.read(ResultsFolder.at(folder).latestRun().orElseThrow().resolve("postgres-sf0.001.json"));
        assertThat(postgres.engine().productVersion()).startsWith("17.");
    }

    /** JMH finds its benchmarks in the shaded jar (META-INF/BenchmarkList) and forks JVMs on the jar alone. */
    @Test
    void benchPerfRunsItsJmhBenchmarksInJvmsForkedFromTheJar() throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("bench.jar"));
        Path out = folder.resolve("perf.txt");
        Path err = folder.resolve("perf-err.txt");
        Process process = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"), "-jar",
                jar.toString(), "perf", "--parts", "generator", "--sf", "0.001", "--larger-sf", "0.002", "--forks", "1",
                "--iterations", "1", "--iteration-seconds", "0.1", "--jmh-warmup-seconds", "0")
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();

        assertThat(process.waitFor(3, TimeUnit.MINUTES)).as("the JVM exits").isTrue();
        assertThat(process.exitValue()).as(Files.readString(err, StandardCharsets.UTF_8)).isZero();
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains(
                "generator written as CSV against a trivial CSV writer", "COPY encoding of the generated graph")
                .containsPattern("the median of 1 JVMs' median of 1 iterations \\([0-9.]+ ms/op\\)");
    }
}
