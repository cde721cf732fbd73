package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.ApiVersion;
import dev.graphbench.cli.plugins.PluginJar;
import dev.graphbench.cli.plugins.ReferenceLike;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The slim jar (classifier {@code slim}), for users who only run plugins: it runs the reference engine and a
 * plugin as the full jar does, and holds none of the built-in engines nor their servers.
 */
class SlimJarIT {

    @TempDir
    Path folder;

    private final Path jar = Path.of(System.getProperty("bench.slim.jar"));

    @Test
    void itHoldsNoBuiltInEngineNorItsServer() throws IOException {
        try (JarFile slim = new JarFile(jar.toFile())) {
            List<String> names = slim.stream().map(ZipEntry::getName).toList();
            assertThat(names).contains("dev/graphbench/cli/Main.class",
                    "dev/graphbench/engine/reference/ReferenceProvider.class");
            assertThat(names).noneMatch(name -> name.startsWith("org/neo4j/") || name.startsWith("io/zonky/")
                    || name.startsWith("org/postgresql/") || name.startsWith("oracle/") || name.startsWith("io/netty/")
                    || name.startsWith("dev/graphbench/engine/neo4j/") || name.startsWith("dev/graphbench/engine/postgres/")
                    || name.startsWith("dev/graphbench/engine/oracle/") || name.startsWith("dev/graphbench/engine/falkordb/"));
        }
        assertThat(Files.size(jar)).as("the slim jar's size").isLessThan(Files.size(Path.of(System.getProperty("bench.jar"))) / 5);
    }

    @Test
    void itRunsTheReferenceAndAPluginWhoseAnswersAgree() throws IOException, InterruptedException {
        Path plugins = Files.createDirectories(folder.resolve("plugins"));
        PluginJar.write(plugins.resolve("faithful.jar"), List.of(ReferenceLike.class),
                List.of(ReferenceLike.Faithful.class.getName()),
                Map.of(ApiVersion.MANIFEST_ATTRIBUTE, String.valueOf(ApiVersion.CURRENT)));
        Path out = folder.resolve("out.txt");
        Path err = folder.resolve("err.txt");
        Process process = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"), "-jar",
                jar.toString(), "--plugins", plugins.toString(), "run", "--engines", "faithful", "--sf", "0.001",
                "--phases", "load,traverse", "--calls", "3", "--warmup", "1", "--warmup-seconds", "0",
                "--settle-seconds", "0", "--output", folder.resolve("results").toString())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();

        assertThat(process.waitFor(2, TimeUnit.MINUTES)).as("the JVM exits").isTrue();
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(stderr).isZero();
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains("Reference (ms)", "Plugin faithful (ms)",
                "Judged by the reference engine: every answer agrees, call by call");
        assertThat(stderr).doesNotContain("Exception", "ERROR");
    }

    @Test
    void benchPerfSaysItNeedsTheFullJar() throws IOException, InterruptedException {
        Path err = folder.resolve("err.txt");
        Process process = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"), "-jar",
                jar.toString(), "perf", "--parts", "generator").redirectError(err.toFile()).start();

        assertThat(process.waitFor(1, TimeUnit.MINUTES)).as("the JVM exits").isTrue();
        assertThat(process.exitValue()).isEqualTo(ExitCode.BAD_INPUT.code);
        assertThat(Files.readString(err, StandardCharsets.UTF_8).strip()).isEqualTo("bench: bench perf needs"
                + " bench-perf's JMH benchmarks, which this jar does not hold: run it from bench-cli.jar, not the slim jar");
    }
}
