package dev.graphbench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

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
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new Main(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), environment).run(args);
        return new Cli(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
