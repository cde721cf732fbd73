package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/falkordb.sh} on a machine that lacks something: a PATH of links to this machine's
 * commands less the ones a case takes away (and an {@code id} that says "not root" where the case
 * wants it), an empty cache. Each case fails with one line saying what to do, and installs nothing.
 */
class InstallScriptTest {

    private static final Path SCRIPT = Path.of("..", "scripts", "falkordb.sh").toAbsolutePath().normalize();

    private record Outcome(int exit, String out, String err) {
    }

    /** Runs the script with a PATH lacking {@code missing}, as a user that is {@code root} or not. */
    private static Outcome run(Path work, Set<String> missing, boolean root) throws IOException, InterruptedException {
        Path bin = Files.createDirectories(work.resolve("bin"));
        for (String folder : List.of("/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin")) {
            Path dir = Path.of(folder);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> commands = Files.list(dir)) {
                for (Path command : commands.toList()) {
                    Path link = bin.resolve(command.getFileName());
                    if (!missing.contains(command.getFileName().toString()) && !Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                        Files.createSymbolicLink(link, command);
                    }
                }
            }
        }
        if (!root) {
            Path id = bin.resolve("id");
            Files.deleteIfExists(id);
            Files.writeString(id, "#!/bin/sh\necho 1000\n");
            Files.setPosixFilePermissions(id, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        ProcessBuilder builder = new ProcessBuilder("/bin/bash", SCRIPT.toString());
        Map<String, String> environment = builder.environment();
        environment.put("PATH", bin.toString());
        environment.put("HOME", work.toString());
        environment.put("XDG_CACHE_HOME", work.resolve("cache").toString());
        builder.redirectOutput(work.resolve("out").toFile()).redirectError(work.resolve("err").toFile());
        Process process = builder.start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Outcome(process.exitValue(), Files.readString(work.resolve("out"), StandardCharsets.UTF_8),
                Files.readString(work.resolve("err"), StandardCharsets.UTF_8));
    }

    @Test
    void withoutValkeyAndWithoutRootItSaysToRunItAsRoot(@TempDir Path work) throws Exception {
        Outcome outcome = run(work, Set.of("valkey-server"), false);
        assertThat(outcome.exit()).isEqualTo(1);
        assertThat(outcome.err()).isEqualTo("scripts/falkordb.sh: valkey-server 8 is missing and installing it with "
                + "apt-get needs root: run 'sudo scripts/falkordb.sh' once\n");
        assertThat(outcome.out()).isEmpty();
    }

    @Test
    void withoutValkeyAndWithoutAptItSaysWhatToInstall(@TempDir Path work) throws Exception {
        Outcome outcome = run(work, Set.of("valkey-server", "apt-get"), true);
        assertThat(outcome.exit()).isEqualTo(1);
        assertThat(outcome.err()).startsWith("scripts/falkordb.sh: valkey-server 8 is missing and there is no apt-get")
                .hasLineCount(1);
    }

    @Test
    void withoutNpmItSaysToInstallNpmAndFetchesNothing(@TempDir Path work) throws Exception {
        Outcome outcome = run(work, Set.of("npm"), false);
        assertThat(outcome.exit()).isEqualTo(1);
        assertThat(outcome.err()).isEqualTo("scripts/falkordb.sh: falkordb.so is missing and there is no npm to fetch "
                + "it: install npm (Debian: apt-get install npm) and run this again\n");
        assertThat(work.resolve("cache")).doesNotExist();
    }

    @Test
    void installedItPrintsTheModule() throws Exception {
        Process process = new ProcessBuilder("/bin/bash", SCRIPT.toString()).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).isZero();
        assertThat(out.strip()).isEqualTo(EmbeddedFalkorDbLauncher.defaultModule().toString());
    }
}
