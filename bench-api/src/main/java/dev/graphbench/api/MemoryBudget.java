package dev.graphbench.api;

import java.util.Locale;

/**
 * The memory an embedded server is held to ({@code --memory-budget}): the harness holds its processes to it
 * where the operating system can (a control group), and the server's launcher sizes the server's own caches
 * to fit inside it, so that the server slows down or refuses work rather than being killed as soon as it
 * warms up.
 *
 * @param bytes the budget, in bytes; above 0
 */
public record MemoryBudget(long bytes) {

    /** Checks the budget. */
    public MemoryBudget {
        if (bytes <= 0) {
            throw new IllegalArgumentException("a memory budget must be above 0 bytes, got " + bytes);
        }
    }

    /** {@code share} of the budget, in bytes, rounded down to a whole mebibyte and at least one. */
    public long share(double share) {
        return Math.max(1L << 20, (long) (bytes * share) >> 20 << 20);
    }

    /** {@code share} of the budget in whole mebibytes, at least one: what a setting such as {@code 64MB} takes. */
    public long shareMebibytes(double share) {
        return share(share) >> 20;
    }

    /** The budget as people read it: {@code 512 MiB}, {@code 1.5 GiB}. */
    @Override
    public String toString() {
        return show(bytes);
    }

    /** {@code bytes} as people read it: {@code 512 MiB}, {@code 1.5 GiB}, {@code 900 KiB}. */
    public static String show(long bytes) {
        if (bytes >= 1L << 30) {
            return trimmed(bytes / (double) (1L << 30)) + " GiB";
        }
        if (bytes >= 1L << 20) {
            return trimmed(bytes / (double) (1L << 20)) + " MiB";
        }
        return trimmed(bytes / 1024.0) + " KiB";
    }

    private static String trimmed(double value) {
        return String.format(Locale.ROOT, "%.2f", value).replaceFirst("\\.?0+$", "");
    }
}
