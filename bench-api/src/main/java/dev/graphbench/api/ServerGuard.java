package dev.graphbench.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Stops an embedded server's process and removes its folder should this JVM end without stopping them: killed
 * ({@code kill -9}, the out-of-memory killer, {@code timeout -k}, a cancelled CI job), when no shutdown hook runs. A
 * server that is a process of its own starts one guard per process, and closes it when it stops the process itself.
 *
 * <p>The guard is a small shell of its own session (so that a signal to the harness's process group does not reach
 * it) that waits for the end of its standard input, a pipe from this JVM: the pipe ends when the JVM does, however it
 * ends. The shell then sends the server the signal given, waits for it to end (a SIGKILL after 10 s), and removes the
 * folder. It signals the process only if it is still the one it was started for (the same start time, read from
 * {@code /proc}), so a process number the system has given to another process since is left alone. Where no such
 * shell can start (no {@code /bin/sh}, no {@code /proc}), the guard does nothing, as on a system other than Linux.
 */
public final class ServerGuard implements AutoCloseable {

    /**
     * $1 the process, $2 the signal, $3 the folder. Its start time (field 22 of /proc/PID/stat, counted after the
     * command name, which may hold spaces; none for a process that has ended, a zombie) is read first, while it
     * runs; then the shell waits for the end of its input, its only job, then stops the process if it is the same
     * and removes the folder.
     */
    private static final String SCRIPT = String.join("\n",
            "started() { sed 's/^.*) //' /proc/$1/stat 2>/dev/null | awk '$1 != \"Z\" { print $20 }'; }",
            "start=$(started $1)",
            "while read -r _; do :; done",
            "if [ -n \"$start\" ] && [ \"$(started $1)\" = \"$start\" ]; then",
            "  kill -$2 $1 2>/dev/null",
            "  i=0; while [ $i -lt 100 ] && [ \"$(started $1)\" = \"$start\" ]; do sleep 0.1; i=$((i+1)); done",
            "  [ \"$(started $1)\" = \"$start\" ] && kill -KILL $1 2>/dev/null",
            "fi",
            "[ -n \"$3\" ] && rm -rf -- \"$3\"",
            "");

    private final Process shell;

    private ServerGuard(Process shell) {
        this.shell = shell;
    }

    /**
     * Guards process {@code pid}: should this JVM end before {@link #close()}, the process is sent {@code signal}
     * ({@code "TERM"}, {@code "INT"}, ...) and {@code folder}, if not null, is removed with all it holds.
     */
    public static ServerGuard guard(long pid, String signal, Path folder) {
        if (!signal.matches("[A-Z0-9]+") || !Files.isDirectory(Path.of("/proc", String.valueOf(pid)))
                || !Files.isExecutable(Path.of("/bin/sh"))) {
            return new ServerGuard(null);
        }
        List<String> command = new ArrayList<>();
        if (Files.isExecutable(Path.of("/usr/bin/setsid"))) {
            command.add("/usr/bin/setsid");
        }
        command.addAll(List.of("/bin/sh", "-c", SCRIPT, "graph-bench-guard", String.valueOf(pid), signal,
                folder == null ? "" : folder.toAbsolutePath().toString()));
        try {
            return new ServerGuard(new ProcessBuilder(command)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start());
        } catch (IOException e) {
            return new ServerGuard(null);
        }
    }

    /** Whether a guard runs (false where none could start). */
    public boolean active() {
        return shell != null && shell.isAlive();
    }

    /** The harness stopped the server itself (or starts it again, with a guard of its own): the guard ends idle. */
    @Override
    public void close() {
        if (shell != null) {
            shell.destroyForcibly();
        }
    }
}
