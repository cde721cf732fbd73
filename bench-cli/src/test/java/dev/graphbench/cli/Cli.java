package dev.graphbench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Runs {@code bench} in this JVM with its output captured: standard output, standard error, and the log
 * lines written meanwhile (logback's console appender writes to whatever {@code System.err} is).
 */
final class Cli {

    final int exit;
    final String out;
    final String err;
    final String logs;

    private Cli(int exit, String out, String err, String logs) {
        this.exit = exit;
        this.out = out;
        this.err = err;
        this.logs = logs;
    }

    static Cli run(String... args) {
        return run(Map.of(), args);
    }

    static Cli run(Map<String, String> environment, String... args) {
        return run(environment, Main::commands, args);
    }

    /** {@code bench} of the commands {@code commands} makes: a test's own {@code run}, say. */
    static Cli run(Supplier<Map<String, Main.Command>> commands, String... args) {
        return run(Map.of(), commands, args);
    }

    private static Cli run(Map<String, String> environment, Supplier<Map<String, Main.Command>> commands,
                           String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream logs = new ByteArrayOutputStream();
        PrintStream console = System.err;
        System.setErr(new PrintStream(logs, true, StandardCharsets.UTF_8));
        int exit;
        try {
            exit = new Main(new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8), environment, commands).run(args);
        } finally {
            System.setErr(console);
        }
        return new Cli(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8),
                logs.toString(StandardCharsets.UTF_8));
    }
}
