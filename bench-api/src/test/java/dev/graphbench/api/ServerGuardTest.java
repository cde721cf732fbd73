package dev.graphbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A guarded server's process and folder go when the JVM that started them is killed, and only then. */
class ServerGuardTest {

    /** A JVM that starts a "server" (a sleep), guards it and its folder, says their pid and folder, and waits. */
    public static final class GuardedJvm {
        public static void main(String[] args) throws Exception {
            Path folder = Files.createTempDirectory(Path.of(args[0]), "server-");
            Files.writeString(folder.resolve("data"), "held");
            Process server = new ProcessBuilder("sleep", "600").start();
            ServerGuard guard = ServerGuard.guard(server.pid(), "TERM", folder);
            System.out.println(server.pid() + " " + folder + " " + guard.active());
            System.out.flush();
            Thread.sleep(600_000);
        }
    }

    @Test
    void aKilledJvmsServerIsStoppedAndItsFolderRemoved(@TempDir Path work) throws Exception {
        Process jvm = new ProcessBuilder(ProcessHandle.current().info().command().orElseThrow(), "-cp",
                System.getProperty("java.class.path"), GuardedJvm.class.getName(), work.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String[] said;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(jvm.getInputStream(), StandardCharsets.UTF_8))) {
            said = out.readLine().split(" ");
        }
        long server = Long.parseLong(said[0]);
        Path folder = Path.of(said[1]);
        assertThat(said[2]).isEqualTo("true");
        assertThat(alive(server)).isTrue();
        assertThat(folder.resolve("data")).exists();

        // What kill -9 does: no shutdown hook runs.
        jvm.destroyForcibly().waitFor(10, TimeUnit.SECONDS);

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while ((alive(server) || Files.exists(folder)) && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(alive(server)).as("the guarded process").isFalse();
        assertThat(folder).doesNotExist();
    }

    @Test
    void aClosedGuardLeavesTheProcessAlone(@TempDir Path work) throws Exception {
        Process server = new ProcessBuilder("sleep", "600").start();
        try {
            ServerGuard guard = ServerGuard.guard(server.pid(), "TERM", work);
            assertThat(guard.active()).isTrue();
            guard.close();
            Thread.sleep(500);
            assertThat(server.isAlive()).isTrue();
            assertThat(work).exists();
        } finally {
            server.destroyForcibly();
        }
    }

    /** Alive and not a zombie: a process killed after its parent ended waits to be reaped by init. */
    private static boolean alive(long pid) throws Exception {
        Path stat = Path.of("/proc", String.valueOf(pid), "stat");
        if (!Files.exists(stat)) {
            return false;
        }
        try {
            String text = Files.readString(stat);
            return !text.substring(text.lastIndexOf(')') + 2).startsWith("Z");
        } catch (java.nio.file.NoSuchFileException gone) {
            return false;
        }
    }
}
