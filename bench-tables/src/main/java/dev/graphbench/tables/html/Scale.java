package dev.graphbench.tables.html;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Maps values onto a stretch of pixels, linearly or by their logarithm, and says where its ticks
 * go. A larger value always lands further along, whichever way the pixels run.
 */
final class Scale {

    /** Above this ratio of largest to smallest value a chart uses a log scale, so small bars stay visible. */
    static final double LOG_ABOVE_RATIO = 30;

    private final boolean log;
    private final double min;
    private final double max;
    private final double from;
    private final double to;
    private final List<Double> ticks;
    private final List<Double> minorTicks;

    private Scale(boolean log, double min, double max, double from, double to, List<Double> ticks,
                  List<Double> minorTicks) {
        this.log = log;
        this.min = min;
        this.max = max;
        this.from = from;
        this.to = to;
        this.ticks = ticks;
        this.minorTicks = minorTicks;
    }

    /**
     * A linear scale from 0 (or {@code min}, when negative) to a round number at or above
     * {@code max}, onto pixels {@code from} to {@code to}.
     */
    static Scale linear(double min, double max, double from, double to) {
        double low = Math.min(0, min);
        double high = max > low ? max : low + 1;
        double step = niceStep((high - low) / 5);
        double start = Math.floor(low / step) * step;
        double end = Math.ceil(high / step - 1e-9) * step;
        List<Double> ticks = new ArrayList<>();
        for (int i = 0; start + i * step <= end + step / 2; i++) {
            ticks.add(round(start + i * step, step));
        }
        return new Scale(false, start, end, from, to, ticks, List.of());
    }

    /**
     * A log scale over whole decades around {@code min} and {@code max} (both above 0), onto
     * pixels {@code from} to {@code to}, where the smallest value stays clear of the axis so that a
     * bar of it has a length.
     */
    static Scale logForBars(double min, double max, double from, double to) {
        return log(min * 0.9, max, from, to);
    }

    /** A log scale over the whole decades from the one holding {@code min} to the one holding {@code max}. */
    static Scale log(double min, double max, double from, double to) {
        if (!(min > 0) || !(max > 0)) {
            throw new IllegalArgumentException("a log scale needs values above 0, got " + min + " and " + max);
        }
        int low = (int) Math.floor(Math.log10(min) + 1e-9);
        int high = Math.max(low + 1, (int) Math.ceil(Math.log10(max) - 1e-9));
        List<Double> ticks = new ArrayList<>();
        List<Double> minor = new ArrayList<>();
        for (int exponent = low; exponent <= high; exponent++) {
            double decade = Math.pow(10, exponent);
            ticks.add(round(decade, decade));
            if (exponent < high) {
                for (int m = 2; m <= 9; m++) {
                    minor.add(round(m * decade, decade));
                }
            }
        }
        return new Scale(true, ticks.get(0), ticks.get(ticks.size() - 1), from, to, ticks, minor);
    }

    /**
     * A log scale with a tick at each of {@code values} (all above 0) and a little room beyond the
     * first and the last, for counts that double: threads 1, 2, 4, 8.
     */
    static Scale ticksAt(List<Double> values, double from, double to) {
        List<Double> ticks = values.stream().distinct().sorted().toList();
        if (ticks.isEmpty() || !(ticks.get(0) > 0)) {
            throw new IllegalArgumentException("a log scale needs values above 0, got " + values);
        }
        double room = ticks.size() == 1 ? 2 : Math.pow(ticks.get(ticks.size() - 1) / ticks.get(0), 0.08);
        return new Scale(true, ticks.get(0) / room, ticks.get(ticks.size() - 1) * room, from, to, ticks, List.of());
    }

    /** A log scale where the values span more than {@link #LOG_ABOVE_RATIO} and are all above 0; linear otherwise. */
    static Scale fitting(double min, double max, double from, double to) {
        return min > 0 && max / min > LOG_ABOVE_RATIO ? logForBars(min, max, from, to) : linear(min, max, from, to);
    }

    /** The pixel of {@code value}; values outside the scale are clamped to its ends. */
    double at(double value) {
        double fraction = log
                ? (Math.log10(Math.max(value, min)) - Math.log10(min)) / (Math.log10(max) - Math.log10(min))
                : (value - min) / (max - min);
        fraction = Math.max(0, Math.min(1, fraction));
        return from + fraction * (to - from);
    }

    /** Whether values are placed by their logarithm. */
    boolean isLog() {
        return log;
    }

    /** The smallest value on the scale: where bars start. */
    double min() {
        return min;
    }

    /** The pixel the scale starts at: where its smallest value goes. */
    double start() {
        return from;
    }

    /** The pixel the scale ends at: where its largest value goes. */
    double end() {
        return to;
    }

    /** Labelled ticks, smallest first. */
    List<Double> ticks() {
        return ticks;
    }

    /** Unlabelled ticks between the labelled ones: 2 to 9 of each decade on a log scale. */
    List<Double> minorTicks() {
        return minorTicks;
    }

    /** A tick's label: {@code 0.01}, {@code 2.5}, {@code 10,000}. */
    static String label(double tick) {
        if (Math.abs(tick) >= 1000) {
            return String.format(Locale.ROOT, "%,.0f", tick);
        }
        return BigDecimal.valueOf(tick).stripTrailingZeros().toPlainString();
    }

    private static double niceStep(double rough) {
        double decade = Math.pow(10, Math.floor(Math.log10(rough)));
        for (double multiple : new double[] {1, 2, 2.5, 5}) {
            if (multiple * decade >= rough) {
                return multiple * decade;
            }
        }
        return 10 * decade;
    }

    /** {@code value} without the binary noise that steps of 0.1 leave, to a tenth of {@code unit}. */
    private static double round(double value, double unit) {
        int decimals = Math.max(0, 1 - (int) Math.floor(Math.log10(unit)));
        return BigDecimal.valueOf(value).setScale(decimals, java.math.RoundingMode.HALF_EVEN).doubleValue();
    }
}
