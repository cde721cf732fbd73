package dev.graphbench.runner;

import java.util.Map;
import sun.misc.Signal;

/**
 * Which signal is ending the JVM, for the shutdown hooks that mark a run interrupted: the JVM does not tell its hooks,
 * so a command line that wants SIGTERM said as SIGTERM (a CI job cancelled, {@code timeout}, {@code kill}) rather than
 * as Ctrl-C {@linkplain #install installs} handlers that note the signal and then end the JVM as its own would, with
 * 128 plus the signal's number. A library that installs none gets the general words.
 */
public final class StopSignals {

    /** Each signal that ends the JVM, and what sends it, as said after the word "by". */
    private static final Map<String, String> SENT_BY = Map.of(
            "INT", "Ctrl-C (SIGINT)",
            "TERM", "SIGTERM (kill, timeout or a cancelled job)",
            "HUP", "SIGHUP (its terminal closed)");

    private static volatile String received;

    private StopSignals() {
    }

    /**
     * Handles SIGINT, SIGTERM and SIGHUP: each is noted, then the JVM exits with 128 plus its number, its shutdown
     * hooks run as they would have. A signal the JVM was started ignoring (a background job's SIGINT) stays ignored.
     */
    public static void install() {
        for (String name : SENT_BY.keySet()) {
            try {
                Signal.handle(new Signal(name), signal -> {
                    received = signal.getName();
                    System.exit(128 + signal.getNumber());
                });
            } catch (IllegalArgumentException taken) {
                // -Xrs, or a platform without it: the JVM's own handling stays, said in the general words.
            }
        }
    }

    /**
     * How the JVM is being stopped, to follow "interrupted at T": " by SIGTERM (kill, timeout or a cancelled job)",
     * or, where no handler noted the signal, " (the JVM was stopped: Ctrl-C or a signal)".
     */
    public static String how() {
        String signal = received;
        return signal == null ? " (the JVM was stopped: Ctrl-C or a signal)" : " by " + SENT_BY.get(signal);
    }

    /** The console's word for it: "terminated by SIGTERM", "interrupted by Ctrl-C", or "interrupted" when not known. */
    public static String said() {
        String signal = received;
        if (signal == null) {
            return "interrupted";
        }
        return switch (signal) {
            case "TERM" -> "terminated by SIGTERM";
            case "INT" -> "interrupted by Ctrl-C";
            default -> "stopped by SIG" + signal;
        };
    }
}
