package dev.graphbench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Supplier;

/** Runs {@code bench} in this JVM with its output captured. */
final class Cli {

    final int exit;
    final String out;
    final String err;

    private Cli(int exit, String out, String err) {
        this.exit = exit;
        this.out = out;
        this.err = err;
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
        int exit = new Main(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), environment, commands).run(args);
        return new Cli(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
