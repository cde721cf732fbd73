package dev.graphbench.cli;

import dev.graphbench.results.EngineRun;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/** The closing summary's account of where a run's minutes went: each engine's wall time, part by part. */
final class WallTimes {

    private WallTimes() {
    }

    /** One line per engine that kept its wall times, such as {@code postgres 2 min 31 s: open 1.2 s, load 3.4 s, ...}. */
    static List<String> lines(List<EngineRun> runs) {
        return runs.stream().filter(run -> run.wallSeconds() != null && !run.wallSeconds().isEmpty())
                .map(WallTimes::line).toList();
    }

    private static String line(EngineRun run) {
        Map<String, Double> parts = run.wallSeconds();
        StringJoiner each = new StringJoiner(", ");
        parts.forEach((part, seconds) -> each.add(part + " " + seconds(seconds)));
        double total = parts.values().stream().mapToDouble(Double::doubleValue).sum();
        return run.name() + " " + seconds(total) + ": " + each;
    }

    /** Seconds as a person reads them: 0.4 s, 12 s, 2 min 31 s. */
    static String seconds(double seconds) {
        if (seconds < 10) {
            return String.format(Locale.ROOT, "%.1f s", seconds);
        }
        long whole = Math.round(seconds);
        return whole < 60 ? whole + " s" : whole / 60 + " min " + whole % 60 + " s";
    }
}
