package dev.graphbench.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A PostgreSQL client program (psql, pgbench) run against the embedded server, and the command
 * line it ran as shown to the user. A password would reach it through PGPASSWORD in its
 * environment, never on its command line.
 *
 * @param program the program's name or path, as given
 * @param server  the connection options: host, port, user, database
 */
record ClientTool(String program, List<String> server) {

    /** What the program printed when it ran. */
    record Ran(String command, String output, double seconds) {
    }

    /** Why the program cannot run here, with what to do; empty when it can. */
    Optional<String> missing() {
        try {
            Process process = new ProcessBuilder(program, "--version").redirectErrorStream(true).start();
            process.getInputStream().readAllBytes();
            if (process.waitFor() == 0) {
                return Optional.empty();
            }
        } catch (IOException e) {
            // Not found or not runnable: said below.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Optional.of(program + " cannot run here ('" + program + " --version' failed): install the PostgreSQL"
                + " client programs (Debian and Ubuntu: apt-get install postgresql-client; pgbench is in"
                + " postgresql-contrib on older releases), or name the program with --" + option());
    }

    private String option() {
        return program.endsWith("pgbench") ? "pgbench" : "psql";
    }

    /** Runs the program with the server's options then {@code arguments}; fails on a non-zero exit. */
    Ran run(List<String> arguments) {
        List<String> command = new ArrayList<>();
        command.add(program);
        command.addAll(server);
        command.addAll(arguments);
        String shown = String.join(" ", command);
        long start = System.nanoTime();
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int exit = process.waitFor();
            double seconds = (System.nanoTime() - start) / 1e9;
            if (exit != 0) {
                throw new IllegalStateException(shown + " exited with " + exit + ": "
                        + output.strip().lines().reduce((first, last) -> last).orElse(""));
            }
            return new Ran(shown, output, seconds);
        } catch (IOException e) {
            throw new UncheckedIOException(shown + " could not run", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + shown, e);
        }
    }
}
