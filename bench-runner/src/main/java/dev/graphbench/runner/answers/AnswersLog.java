package dev.graphbench.runner.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Secrets;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.workloads.core.Workload;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Every answered call's arguments and canonical answer, one JSON line a call, in
 * {@code answers-<engine>-sf<sf>.jsonl}, so that an answer can be checked outside the harness and an
 * engine validated against it ({@link AnswersFile}). The first line is the {@link AnswersHeader}; then,
 * in the order they were made, every call a phase checks,
 * {@code {"phase": ..., "workload": ..., "call": n, "arguments": {...}, "answer": <canonical answer>}}: the
 * concurrent phase's warm-up calls each with its {@code "thread"}, and the calls of a workload that counts paths
 * (the hops) with the count under the header's path rule as the answer and the count under the other rule as
 * {@code "trails"} or {@code "walks"} when the engine counted that too; the last line,
 * {@code {"end": true, "calls": n}}, says the file is whole. The file is created on the first call
 * written; a log that is off writes nothing.
 */
public final class AnswersLog implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private final Path file;
    private AnswersHeader header;
    private BufferedWriter out;
    private long calls;
    private String failure;

    private AnswersLog(Path file, AnswersHeader header) {
        this.file = file;
        this.header = header;
    }

    /** The file's name for {@code engine} at {@code scaleFactor}. */
    public static String fileName(String engine, double scaleFactor) {
        return fileName(engine, "sf" + ResultsFiles.sfLabel(scaleFactor));
    }

    /** The file name of an engine's answers on the dataset labelled {@code dataset}. */
    public static String fileName(String engine, String dataset) {
        return "answers-" + engine + "-" + dataset + ".jsonl";
    }

    /** A log written to {@code file}, headed by {@code header}. */
    public static AnswersLog to(Path file, AnswersHeader header) {
        return new AnswersLog(file, header);
    }

    /** A log that writes nothing. */
    public static AnswersLog off() {
        return new AnswersLog(null, null);
    }

    /** The engine opened as {@code info} says: the header names its product and version. */
    public void opened(EngineInfo info) {
        if (header != null && info != null) {
            header = header.opened(info.product(), info.productVersion());
        }
    }

    /**
     * Writes call {@code call} of {@code workload}, made in phase {@code phase}: of thread {@code thread} when the
     * phase's calls are on threads at once (null otherwise).
     */
    public void write(String phase, Workload workload, Integer thread, int call, Map<String, Object> arguments,
                      String canonicalAnswer) {
        line(phase, workload.id(), thread, call, arguments, canonicalAnswer, null, null);
    }

    /**
     * Writes call {@code call} of a workload that counts paths: its count under the header's path rule, and, when
     * the engine counted under the {@code other} rule too, that count ({@code otherAnswer}; null when it did not).
     */
    public void writeCounted(String phase, Workload workload, int call, Map<String, Object> arguments,
                             String canonicalAnswer, PathSemantics other, String otherAnswer) {
        line(phase, workload.id(), null, call, arguments, canonicalAnswer, otherAnswer == null ? null : member(other),
                otherAnswer);
    }

    /** The member of a hops line that holds the count under {@code paths}: {@code "trails"} or {@code "walks"}. */
    public static String member(PathSemantics paths) {
        return paths.name().toLowerCase(Locale.ROOT) + "s";
    }

    /**
     * Writes one line. A write that fails (a full disk) stops the log, not the measurement: the failure
     * is kept ({@link #failure()}) and nothing more is written.
     */
    private void line(String phase, String workload, Integer thread, int call, Map<String, Object> arguments,
                      String canonicalAnswer, String otherMember, String otherAnswer) {
        if (file == null || failure != null) {
            return;
        }
        try {
            if (out == null) {
                out = new BufferedWriter(new OutputStreamWriter(Secrets.scrubbing(Files.newOutputStream(file)),
                        StandardCharsets.UTF_8));
                out.write(JSON.writeValueAsString(header) + "\n");
            }
            out.write("{\"phase\":" + JSON.writeValueAsString(phase) + ",\"workload\":" + JSON.writeValueAsString(workload)
                    + (thread == null ? "" : ",\"thread\":" + thread) + ",\"call\":" + call
                    + ",\"arguments\":" + JSON.writeValueAsString(arguments) + ",\"answer\":" + canonicalAnswer
                    + (otherMember == null ? "" : "," + JSON.writeValueAsString(otherMember) + ":" + otherAnswer) + "}\n");
            calls++;
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

    /** Writes the last line, which says the file is whole, unless a write failed, and closes the file. */
    @Override
    public void close() {
        if (out == null) {
            return;
        }
        try {
            if (failure == null) {
                out.write("{\"end\":true,\"calls\":" + calls + "}\n");
            }
            out.close();
        } catch (IOException e) {
            if (failure == null) {
                failure = "cannot write the answers file " + file + ": " + e.getMessage();
            }
        }
    }
}
