package dev.graphbench.workloads.report;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/** Times as the concurrency and hops tables print them: two decimals, or two significant digits below 0.1. */
final class Figures {

    private static final MathContext TWO_DIGITS = new MathContext(2);

    private Figures() {
    }

    /** {@code 12.35}, {@code 0.38}, {@code 0.038}, {@code 0.0051}: an in-memory call is not shown as 0.00. */
    static String time(double ms) {
        if (ms >= 0.1 || ms <= 0) {
            return String.format(Locale.ROOT, "%.2f", ms);
        }
        return new BigDecimal(ms).round(TWO_DIGITS).toPlainString();
    }
}
