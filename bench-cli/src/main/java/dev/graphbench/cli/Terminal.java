package dev.graphbench.cli;

import java.io.Console;
import java.lang.reflect.Method;

/** Facts about where output goes. */
final class Terminal {

    private Terminal() {
    }

    /** Whether a person is watching: progress bars then redraw in place; otherwise one line per step. */
    static boolean interactive() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            // From Java 22 a console exists even when output is redirected; isTerminal() tells the two apart.
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    /** The terminal's width in columns, from COLUMNS, else 160. */
    /** {@code text} as a shell word: as it is when it needs no quoting, else in single quotes. */
    static String quoted(String text) {
        if (!text.isEmpty() && text.matches("[A-Za-z0-9_./:=@%+-]+")) {
            return text;
        }
        return "'" + text.replace("'", "'\\''") + "'";
    }

    static int width() {
        String columns = System.getenv("COLUMNS");
        try {
            return columns == null ? 160 : Math.max(60, Integer.parseInt(columns.strip()));
        } catch (NumberFormatException e) {
            return 160;
        }
    }
}
