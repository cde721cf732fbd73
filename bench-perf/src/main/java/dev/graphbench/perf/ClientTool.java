package dev.graphbench.perf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A server's client program (psql, pgbench, valkey-benchmark) run against an embedded server, and
 * the command line it ran as shown to the user. A password would reach it through its environment
 * (PGPASSWORD), never on its command line.
 *
 * @param program the program's name or path, as given
 * @param server  the connection options: host, port, user, database
 * @param option  the {@code bench perf} option that names the program
 * @param install how to install the program, for when it cannot run
 */
public record ClientTool(String program, List<String> server, String option, String install) {

    /** How to install PostgreSQL's client programs. */
    private static final String POSTGRES_CLIENT = "install the PostgreSQL client programs (Debian and Ubuntu: apt-get"
            + " install postgresql-client; pgbench is in postgresql-contrib on older releases)";

    /** psql or pgbench, named by option {@code --option}. */
    public static ClientTool postgres(String program, List<String> server, String option) {
        return new ClientTool(program, server, option, POSTGRES_CLIENT);
    }

    /** What the program printed when it ran. */
    public record Ran(String command, String output, double seconds) {
    }

    /** Why the program cannot run here, with what to do; empty when it can. */
    public Optional<String> missing() {
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
        return Optional.of(program + " cannot run here ('" + program + " --version' failed): " + install
                + ", or name the program with --" + option);
    }

    /** Runs the program with the server's options then {@code arguments}; fails on a non-zero exit. */
    public Ran run(List<String> arguments) {
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
