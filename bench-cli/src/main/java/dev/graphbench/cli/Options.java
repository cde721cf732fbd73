package dev.graphbench.cli;

import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.workloads.Benchmark;
import dev.graphbench.workloads.Phase;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** Parses option values with one-line messages that say what was wrong. */
final class Options {

    private Options() {
    }

    static double scaleFactor(String value) {
        double sf;
        try {
            sf = Double.parseDouble(value.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--sf must be a number such as 0.1 or 1, got '" + value + "'");
        }
        if (!(sf > 0) || Double.isInfinite(sf)) {
            throw new UsageException("--sf must be above 0, got '" + value + "'");
        }
        if (sf > DatasetSpec.MAX_SCALE_FACTOR) {
            throw new UsageException("--sf must be at most " + (int) DatasetSpec.MAX_SCALE_FACTOR
                    + " (scale factor 1 is 1.1 million nodes), got '" + value + "'");
        }
        return sf;
    }

    static int atLeastOne(String option, String value) {
        int number = wholeNumber(option, value);
        if (number < 1) {
            throw new UsageException(option + " must be at least 1, got " + number);
        }
        return number;
    }

    static int inRange(String option, String value, int least, int most) {
        int number = wholeNumber(option, value);
        if (number < least || number > most) {
            throw new UsageException(option + " must be from " + least + " to " + most + ", got " + number);
        }
        return number;
    }

    static int threads(String option, String value) {
        return inRange(option, value, 1, Benchmark.MAX_THREADS);
    }

    static double duration(String option, String value) {
        double seconds;
        try {
            seconds = Double.parseDouble(value.strip());
        } catch (NumberFormatException e) {
            throw new UsageException(option + " must be a number of seconds, got '" + value + "'");
        }
        if (!(seconds >= Benchmark.MIN_DURATION_SECONDS) || Double.isInfinite(seconds)) {
            throw new UsageException(option + " must be at least " + (int) Benchmark.MIN_DURATION_SECONDS
                    + " second, got '" + value + "'");
        }
        return seconds;
    }

    static List<Integer> sweep(String option, String value) {
        List<Integer> counts = new ArrayList<>();
        for (String part : split(value)) {
            counts.add(threads(option, part));
        }
        if (counts.isEmpty()) {
            throw new UsageException(option + " names no thread count; give some from 1 to " + Benchmark.MAX_THREADS
                    + ", such as 1,2,4,8");
        }
        return counts;
    }

    private static int wholeNumber(String option, String value) {
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new UsageException(option + " must be a whole number, got '" + value + "'");
        }
    }

    static double positiveSeconds(String option, String value) {
        double seconds;
        try {
            seconds = Double.parseDouble(value.strip());
        } catch (NumberFormatException e) {
            throw new UsageException(option + " must be a number of seconds, got '" + value + "'");
        }
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new UsageException(option + " must be above 0 seconds, got '" + value + "'");
        }
        return seconds;
    }

    static long seed(String value) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--seed must be a whole number, got '" + value + "'");
        }
    }

    static Set<Phase> phases(String value) {
        Set<Phase> phases = EnumSet.noneOf(Phase.class);
        for (String name : split(value)) {
            try {
                phases.add(Phase.of(name));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        if (phases.isEmpty()) {
            throw new UsageException("--phases names no phase; phases are " + Phase.names());
        }
        return phases;
    }

    static List<String> split(String value) {
        List<String> parts = new ArrayList<>();
        if (value == null) {
            return parts;
        }
        for (String part : value.split(",")) {
            if (!part.isBlank()) {
                parts.add(part.strip());
            }
        }
        return parts;
    }
}
