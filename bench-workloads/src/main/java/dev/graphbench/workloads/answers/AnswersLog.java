package dev.graphbench.workloads.answers;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.results.ResultsFiles;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Every timed call's arguments and canonical answer, one JSON line a call, in
 * {@code answers-<engine>-sf<sf>.jsonl}, so that an answer can be checked outside the harness:
 * {@code {"workload": ..., "call": n, "arguments": {...}, "answer": <canonical answer>}}. The file is
 * created on the first call written; a log that is off writes nothing.
 */
public final class AnswersLog implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private BufferedWriter out;
    private String failure;

    private AnswersLog(Path file) {
        this.file = file;
    }

    /** The file's name for {@code engine} at {@code scaleFactor}. */
    public static String fileName(String engine, double scaleFactor) {
        return "answers-" + engine + "-sf" + ResultsFiles.sfLabel(scaleFactor) + ".jsonl";
    }

    /** A log written to {@code file}. */
    public static AnswersLog to(Path file) {
        return new AnswersLog(file);
    }

    /** A log that writes nothing. */
    public static AnswersLog off() {
        return new AnswersLog(null);
    }

    /**
     * Writes call {@code call} of {@code workload}. A write that fails (a full disk) stops the log, not
     * the measurement: the failure is kept ({@link #failure()}) and nothing more is written.
     */
    public void write(String workload, int call, Map<String, Object> arguments, String canonicalAnswer) {
        if (file == null || failure != null) {
            return;
        }
        try {
            if (out == null) {
                out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
            }
            out.write("{\"workload\":" + JSON.writeValueAsString(workload) + ",\"call\":" + call
                    + ",\"arguments\":" + JSON.writeValueAsString(arguments) + ",\"answer\":" + canonicalAnswer + "}\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the arguments of " + workload + " cannot be written as JSON", e);
        } catch (IOException e) {
            failure = "cannot write the answers file " + file + ": " + e.getMessage();
        }
    }

    /** Why the log stopped, or null when every call was written. */
    public String failure() {
        return failure;
    }

    @Override
    public void close() {
        if (out == null) {
            return;
        }
        try {
            out.close();
        } catch (IOException e) {
            if (failure == null) {
                failure = "cannot write the answers file " + file + ": " + e.getMessage();
            }
        }
    }
}
