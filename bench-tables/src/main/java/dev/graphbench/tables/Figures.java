package dev.graphbench.tables;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/** How tables write figures, the same in every table: milliseconds, seconds, settings. */
public final class Figures {

    private Figures() {
    }

    /** Two decimals, as the write-up prints them; below 0.1 ms two significant digits, so that 0.004 is not 0.00. */
    public static String milliseconds(double ms) {
        if (ms >= 0.1 || ms == 0) {
            return String.format(Locale.ROOT, "%.2f", ms);
        }
        return new BigDecimal(ms).round(new MathContext(2)).toPlainString();
    }

    /** A latency cell: the median, with the 95th percentile in brackets, in milliseconds. */
    public static String latency(double medianMs, double p95Ms) {
        return milliseconds(medianMs) + " (" + milliseconds(p95Ms) + ")";
    }

    /** Seconds, two decimals, with the unit: {@code 1.25 s}. */
    public static String seconds(double seconds) {
        return String.format(Locale.ROOT, "%.2f s", seconds);
    }

    /** A setting as it was given: 5 for 5.0, 0.5 for 0.5. */
    public static String plain(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
