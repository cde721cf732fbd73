package dev.graphbench.results;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * Latency histograms of nanoseconds as results files keep them and reports read them: the figures
 * of a histogram, and a histogram as text (HdrHistogram's compressed encoding in Base64, as its
 * interval logs write one), so that histograms of several clients add up exactly.
 */
public final class Histograms {

    private Histograms() {
    }

    /** An empty histogram of nanoseconds, three significant digits, that grows as longer values come. */
    public static Histogram empty() {
        return new Histogram(3);
    }

    /** The figures of {@code nanos} in milliseconds, with every value encoded; null when it holds no value. */
    public static Latency latency(Histogram nanos) {
        if (nanos.getTotalCount() == 0) {
            return null;
        }
        return new Latency(nanos.getTotalCount(), millis(nanos.getValueAtPercentile(50)),
                millis(nanos.getValueAtPercentile(95)), millis(nanos.getValueAtPercentile(99)),
                millis(nanos.getMinValue()), millis(nanos.getMaxValue()), nanos.getMean() / 1e6, encode(nanos));
    }

    /** The tail of {@code nanos} in milliseconds; null when it holds no value. */
    public static Percentiles percentiles(Histogram nanos) {
        if (nanos.getTotalCount() == 0) {
            return null;
        }
        return new Percentiles(nanos.getTotalCount(), millis(nanos.getValueAtPercentile(50)),
                millis(nanos.getValueAtPercentile(99)), millis(nanos.getValueAtPercentile(99.9)),
                millis(nanos.getMaxValue()));
    }

    /** Nanoseconds in milliseconds. */
    public static double millis(double nanos) {
        return nanos / 1e6;
    }

    /** {@code histogram} as text. */
    public static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    /**
     * The histogram {@link #encode} wrote as {@code text}; an empty one for null.
     *
     * @throws IllegalArgumentException when {@code text} is not one
     */
    public static Histogram decode(String text) {
        if (text == null) {
            return empty();
        }
        try {
            Histogram decoded = Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(text)), 0);
            Histogram growing = empty();
            growing.add(decoded);
            return growing;
        } catch (DataFormatException | IllegalArgumentException e) {
            throw new IllegalArgumentException("a histogram that cannot be read (" + e.getMessage() + ")", e);
        }
    }
}
