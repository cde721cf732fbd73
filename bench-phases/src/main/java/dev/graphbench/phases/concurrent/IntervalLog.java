package dev.graphbench.phases.concurrent;

import dev.graphbench.results.Histograms;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.HdrHistogram.HistogramLogWriter;

/**
 * A concurrent measurement second by second, as HdrHistogram's interval log format writes it: for
 * each second from the window's start, the histogram of its successful calls' latencies in
 * nanoseconds, then that of its failed calls, tagged {@value #FAILED}. Read back, its seconds add up
 * exactly, whichever client wrote them.
 *
 * @param startEpochMillis when the window opened
 * @param succeeded        each second's successful calls
 * @param failed           each second's failed calls
 */
public record IntervalLog(long startEpochMillis, List<Histogram> succeeded, List<Histogram> failed) {

    /** The tag of failed calls' histograms. */
    public static final String FAILED = "failed";

    /** Copies the seconds; both lists must be as long. */
    public IntervalLog {
        succeeded = List.copyOf(succeeded);
        failed = List.copyOf(failed);
    }

    /** Each second's figures. */
    public List<Interval> intervals() {
        List<Interval> seconds = new ArrayList<>();
        for (int s = 0; s < succeeded.size(); s++) {
            Histogram ok = succeeded.get(s);
            boolean any = ok.getTotalCount() > 0;
            seconds.add(new Interval(s, ok.getTotalCount(), failed.get(s).getTotalCount(),
                    any ? Histograms.millis(ok.getValueAtPercentile(50)) : null,
                    any ? Histograms.millis(ok.getValueAtPercentile(99)) : null));
        }
        return seconds;
    }

    /** Every successful call of the window. */
    public Histogram allSucceeded() {
        Histogram all = Histograms.empty();
        succeeded.forEach(all::add);
        return all;
    }

    /** The failed calls of the window. */
    public long allFailed() {
        return failed.stream().mapToLong(Histogram::getTotalCount).sum();
    }

    /** The log as text. */
    public String text() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
        HistogramLogWriter writer = new HistogramLogWriter(out);
        writer.outputLogFormatVersion();
        writer.outputStartTime(startEpochMillis);
        writer.setBaseTime(startEpochMillis);
        writer.outputLegend();
        for (int s = 0; s < succeeded.size(); s++) {
            long from = startEpochMillis + s * 1000L;
            Histogram ok = succeeded.get(s).copy();
            Histogram bad = failed.get(s).copy();
            for (Histogram histogram : List.of(ok, bad)) {
                histogram.setStartTimeStamp(from);
                histogram.setEndTimeStamp(from + 1000);
            }
            bad.setTag(FAILED);
            writer.outputIntervalHistogram(ok);
            writer.outputIntervalHistogram(bad);
        }
        out.flush();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /**
     * The log written as {@code text}.
     *
     * @throws IllegalArgumentException when {@code text} is not an interval log of this shape
     */
    public static IntervalLog read(String text) {
        HistogramLogReader reader = new HistogramLogReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        List<Histogram> succeeded = new ArrayList<>();
        List<Histogram> failed = new ArrayList<>();
        for (EncodableHistogram next = reader.nextIntervalHistogram(); next != null; next = reader.nextIntervalHistogram()) {
            if (!(next instanceof Histogram histogram)) {
                throw new IllegalArgumentException("an interval log of histograms that are not of whole nanoseconds");
            }
            Histogram growing = Histograms.empty();
            growing.add(histogram);
            (FAILED.equals(next.getTag()) ? failed : succeeded).add(growing);
        }
        if (succeeded.size() != failed.size()) {
            throw new IllegalArgumentException("an interval log whose seconds do not each have their failed calls");
        }
        return new IntervalLog((long) (reader.getStartTimeSec() * 1000), succeeded, failed);
    }
}
