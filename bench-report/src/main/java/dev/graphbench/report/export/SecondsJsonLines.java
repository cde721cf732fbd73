package dev.graphbench.report.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.graphbench.report.Report;
import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Interval;
import dev.graphbench.results.RateResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Throughput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each second of the concurrent phase as a line of JSON (JSON Lines): which dataset, run, engine, workload and
 * measurement (its {@code threads}, or its {@code offered_calls_per_second}), where the second starts
 * ({@code second}, from the start of the timed window), the calls that succeeded and failed in it, and their
 * {@code p50_ms} and {@code p99_ms} (absent when none succeeded). A line a second, in the order measured.
 */
public final class SecondsJsonLines {

    private static final ObjectWriter LINE = ResultsFiles.mapper().writer().without(SerializationFeature.INDENT_OUTPUT);

    private SecondsJsonLines() {
    }

    /** The lines of every second of {@code reports}, one per dataset, each line ended by a newline. */
    public static String render(List<Report> reports) {
        StringBuilder out = new StringBuilder();
        for (Report report : reports) {
            for (EngineRun run : report.runs()) {
                for (ConcurrencyResult result : run.concurrency()) {
                    for (Throughput measured : result.measurements()) {
                        lines(out, run, result, "threads", measured.threads(), measured.intervals());
                    }
                    for (RateResult rate : result.rates()) {
                        lines(out, run, result, "offered_calls_per_second", rate.targetRate(), rate.intervals());
                    }
                }
            }
        }
        return out.toString();
    }

    private static void lines(StringBuilder out, EngineRun run, ConcurrencyResult result, String measurement,
                              Object value, List<Interval> seconds) {
        for (Interval second : seconds) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("dataset", run.provenance().datasetLabel());
            line.put("run", run.provenance().runId());
            line.put("engine", run.name());
            line.put("workload", result.id());
            line.put("phase", "concurrent");
            line.put(measurement, value);
            line.put("second", second.second());
            line.put("calls", second.calls());
            line.put("failed_calls", second.failedCalls());
            line.put("p50_ms", second.p50Ms());
            line.put("p99_ms", second.p99Ms());
            try {
                out.append(LINE.writeValueAsString(line)).append('\n');
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write a second of " + result.id() + " as JSON", e);
            }
        }
    }
}
