package dev.graphbench.report;

import dev.graphbench.results.Method;
import java.util.LinkedHashMap;
import java.util.Map;

/** Methods as a results file of format 3 records them: every option by its command-line name, as written there. */
public final class Methods {

    /** The timer every run records. */
    public static final String TIMER = "System.nanoTime() around each call, wall clock at the client";

    private Methods() {
    }

    /** A method of {@code namesAndValues}: an option's name, then its value, and so on. */
    public static Method of(String... namesAndValues) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            options.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return new Method(TIMER, options);
    }

    /** The sequential phases alone: {@code warmup} untimed calls, {@code calls} timed, at most 60 s a workload. */
    public static Method sequential(int warmup, int calls) {
        return of("warmup", String.valueOf(warmup), "calls", String.valueOf(calls), "max-seconds", "60");
    }

    /** Every phase: 30 warm-up and 300 timed calls, 8 threads for 15 s, a sweep of 1, 2, 4 and 8 threads, 150 people's hops. */
    public static Method everyPhase() {
        return of("warmup", "30", "calls", "300", "max-seconds", "60", "threads", "8", "duration", "15",
                "sweep", "1,2,4,8", "hops-people", "150", "warmup-seconds", "2", "settle-seconds", "30",
                "call-timeout", "300");
    }
}
