package dev.graphbench.runner.answers;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.options.RunOption;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Workload;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An answers file ({@link AnswersLog}) read back, to validate an engine against it: its header, and its
 * calls by workload, in the order they were made. A file that cannot be used is refused in one line
 * naming it and saying why: missing, empty, written before answers files had a header, of a newer
 * format, cut short (its last line, which counts the calls, missing or not matching), or holding a
 * line that is not a call this graph-bench can make.
 */
public final class AnswersFile {

    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private static final String WRITE_AGAIN = "write it again with: bench run " + RunOption.ANSWERS;

    /**
     * One call of the file.
     *
     * @param line      its line in the file, from 1
     * @param thread    for a warm-up call of the concurrent phase, its thread; null otherwise
     * @param call      its number in its workload (or thread), from 0
     * @param arguments its arguments, checked against the query's parameters
     * @param answer    its canonical answer
     * @param answers   for a hops call, its count under each path rule the writer counted; empty otherwise
     */
    public record Call(int line, Integer thread, int call, Map<String, Object> arguments, String answer,
                       Map<PathSemantics, String> answers) {

        /** Copies the maps, the arguments in their order. */
        public Call {
            arguments = Collections.unmodifiableMap(new LinkedHashMap<>(arguments));
            answers = Map.copyOf(answers);
        }

        /** Where the call is, as messages name it: {@code call 3} or {@code thread 1, warm-up call 0}. */
        public String where() {
            return thread == null ? "call " + call : "thread " + thread + ", warm-up call " + call;
        }
    }

    /**
     * The calls of one workload of one phase, in the order the file holds them.
     *
     * @param phase    the phase the calls were made in, by id
     * @param workload the workload
     * @param calls    its calls
     */
    public record Calls(String phase, Workload workload, List<Call> calls) {
    }

    private final Path file;
    private final AnswersHeader header;
    private final List<Calls> workloads;

    private AnswersFile(Path file, AnswersHeader header, List<Calls> workloads) {
        this.file = file;
        this.header = header;
        this.workloads = List.copyOf(workloads);
    }

    /**
     * Reads the header of {@code file} alone: the dataset and the workloads its calls need to be read are known from
     * it (a workload folder is read against the file's dataset).
     *
     * @throws IllegalArgumentException one line naming the file, what is wrong with it and what to do
     */
    public static AnswersHeader header(Path file) {
        String first;
        try (java.io.BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            first = reader.readLine();
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no answers file " + file + "; " + WRITE_AGAIN.replace("write it again",
                    "write one"));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read answers file " + file + ": " + e.getMessage(), e);
        }
        if (first == null || first.isBlank()) {
            throw new IllegalArgumentException("answers file " + file + " is empty; " + WRITE_AGAIN);
        }
        return header(file, first);
    }

    /**
     * Reads {@code file}, each call's workload one of {@code catalogue}'s.
     *
     * @throws IllegalArgumentException one line naming the file, what is wrong with it and what to do
     */
    public static AnswersFile read(Path file, Workloads catalogue) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("no answers file " + file + "; " + WRITE_AGAIN.replace("write it again",
                    "write one"));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read answers file " + file + ": " + e.getMessage(), e);
        }
        if (lines.isEmpty() || lines.stream().allMatch(String::isBlank)) {
            throw new IllegalArgumentException("answers file " + file + " is empty; " + WRITE_AGAIN);
        }
        AnswersHeader header = header(file, lines.getFirst());
        List<Calls> workloads = new ArrayList<>();
        long calls = 0;
        for (int i = 1; i < lines.size(); i++) {
            int number = i + 1;
            JsonNode line;
            try {
                line = JSON.readTree(lines.get(i));
            } catch (JsonProcessingException e) {
                throw i == lines.size() - 1 ? truncated(file, number)
                        : new IllegalArgumentException("answers file " + file + " line " + number + " is not JSON ("
                        + e.getOriginalMessage() + "); " + WRITE_AGAIN, e);
            }
            if (line == null || !line.isObject()) {
                throw new IllegalArgumentException("answers file " + file + " line " + number + " is not a JSON object; "
                        + WRITE_AGAIN);
            }
            if (line.path("end").asBoolean(false)) {
                if (i != lines.size() - 1 && lines.subList(i + 1, lines.size()).stream().anyMatch(rest -> !rest.isBlank())) {
                    throw new IllegalArgumentException("answers file " + file + " goes on after its last line (line "
                            + number + "); " + WRITE_AGAIN);
                }
                long counted = line.path("calls").asLong(-1);
                if (counted != calls) {
                    throw new IllegalArgumentException("answers file " + file + " is not whole: its last line counts "
                            + counted + " calls, and it holds " + calls + "; " + WRITE_AGAIN);
                }
                return new AnswersFile(file, header, workloads.stream()
                        .map(group -> new Calls(group.phase(), group.workload(), List.copyOf(group.calls()))).toList());
            }
            Calls call = call(file, catalogue, header, number, line);
            if (!workloads.isEmpty() && workloads.getLast().phase().equals(call.phase())
                    && workloads.getLast().workload().id().equals(call.workload().id())) {
                workloads.getLast().calls().addAll(call.calls());
            } else {
                workloads.add(new Calls(call.phase(), call.workload(), new ArrayList<>(call.calls())));
            }
            calls++;
        }
        throw truncated(file, lines.size());
    }

    /** The file read. */
    public Path file() {
        return file;
    }

    /** What wrote it, and of which dataset. */
    public AnswersHeader header() {
        return header;
    }

    /** Its calls, by workload, in the order they were made. */
    public List<Calls> workloads() {
        return workloads;
    }

    /** How many calls it holds. */
    public int calls() {
        return workloads.stream().mapToInt(calls -> calls.calls().size()).sum();
    }

    private static IllegalArgumentException truncated(Path file, int lines) {
        return new IllegalArgumentException("answers file " + file + " is truncated: it ends at line " + lines
                + " without the last line that closes a whole file ({\"end\":true,...}), so the run that wrote it did"
                + " not finish it; " + WRITE_AGAIN);
    }

    private static AnswersHeader header(Path file, String first) {
        JsonNode line;
        try {
            line = JSON.readTree(first);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("answers file " + file + " is not an answers file: its first line is not"
                    + " JSON (" + e.getOriginalMessage() + ")", e);
        }
        if (line != null && line.has("workload") && !line.has("format")) {
            throw new IllegalArgumentException("answers file " + file + " was written before answers files said which"
                    + " graph they are of (it has no first line naming its dataset), so no engine can be validated"
                    + " against it; " + WRITE_AGAIN);
        }
        if (line == null || !AnswersHeader.FORMAT.equals(line.path("format").asText())) {
            throw new IllegalArgumentException("answers file " + file + " is not an answers file: its first line does"
                    + " not say \"format\":\"" + AnswersHeader.FORMAT + "\"");
        }
        int version = line.path("formatVersion").asInt(0);
        if (version > AnswersHeader.FORMAT_VERSION) {
            throw new IllegalArgumentException("answers file " + file + " is of format " + version + ", written by a newer"
                    + " graph-bench; this one reads format " + AnswersHeader.FORMAT_VERSION + " and earlier");
        }
        AnswersHeader header;
        try {
            header = JSON.treeToValue(line, AnswersHeader.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("answers file " + file + " has a first line that is not a header ("
                    + e.getOriginalMessage() + "); " + WRITE_AGAIN, e);
        }
        if (header.engine() == null || header.datasetHash() == null || header.paths() == null
                || !line.hasNonNull("scaleFactor") || !line.hasNonNull("seed")) {
            throw new IllegalArgumentException("answers file " + file + " has a first line without its engine, path rule,"
                    + " scale factor, seed or dataset hash; " + WRITE_AGAIN);
        }
        return header;
    }

    /** The call on line {@code number}, as the one call of its workload. */
    private static Calls call(Path file, Workloads catalogue, AnswersHeader header, int number, JsonNode line) {
        String where = "answers file " + file + " line " + number;
        for (String member : List.of("phase", "workload", "call", "arguments", "answer")) {
            if (!line.has(member)) {
                throw new IllegalArgumentException(where + " is not a call: it has no \"" + member + "\"; " + WRITE_AGAIN);
            }
        }
        String phase = line.get("phase").asText();
        String id = line.get("workload").asText();
        Workload workload = catalogue.of(phase).stream().filter(candidate -> candidate.id().equals(id)
                && candidate.replayable()).findFirst().orElse(null);
        if (workload == null) {
            throw new IllegalArgumentException(where + ": the " + phase + " phase of this graph-bench has no workload '"
                    + id + "' (the file was written by graph-bench " + header.harnessVersion() + ")");
        }
        if (!line.get("arguments").isObject()) {
            throw new IllegalArgumentException(where + ": its arguments are not a JSON object; " + WRITE_AGAIN);
        }
        Map<String, Object> arguments = JSON.convertValue(line.get("arguments"), new TypeReference<>() { });
        try {
            workload.check(arguments);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
        }
        String answer = line.get("answer").toString();
        Map<PathSemantics, String> answers = new EnumMap<>(PathSemantics.class);
        if (workload.countsPaths()) {
            answers.put(header.paths(), answer);
            for (PathSemantics paths : PathSemantics.values()) {
                if (line.has(AnswersLog.member(paths))) {
                    answers.put(paths, line.get(AnswersLog.member(paths)).toString());
                }
            }
        }
        Integer thread = line.has("thread") ? line.path("thread").asInt(0) : null;
        return new Calls(phase, workload, List.of(new Call(number, thread, line.get("call").asInt(), arguments, answer,
                answers)));
    }
}
