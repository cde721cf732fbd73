package dev.graphbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Path;

/**
 * Reads and writes results files: {@code <engine>-sf<sf>.json}, in one JSON shape. A file of an
 * earlier shape reads as this one: what it lacks is derived from what it has ({@link LegacyFormat}). Each phase's
 * result is read as its phase's type when the phases are given ({@link PhaseTypes}), and kept as written otherwise.
 */
public final class ResultsFiles {

    /**
     * The version of the shape this build writes: 4 keeps each phase's result under the phase's id; 3 had a field
     * per phase and recorded the method as every option by name; 2 had a field per option; 1 had no version.
     */
    public static final int FORMAT_VERSION = 4;

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private ResultsFiles() {
    }

    /** The mapper every results file is written with. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** The scale factor as written in file names: {@code 0.1}, {@code 1}, never {@code 1.0}. */
    public static String sfLabel(double scaleFactor) {
        return BigDecimal.valueOf(scaleFactor).stripTrailingZeros().toPlainString();
    }

    /** The file name of an engine's results at a scale factor of the generated graph. */
    public static String fileName(String engine, double scaleFactor) {
        return fileName(engine, "sf" + sfLabel(scaleFactor));
    }

    /** The file name of an engine's results on the dataset labelled {@code dataset}: {@code postgres-sf0.1.json}. */
    public static String fileName(String engine, String dataset) {
        return engine + "-" + dataset + ".json";
    }

    /** Writes {@code run} to {@code file} atomically: a reader sees the old file or the new, never half of one. */
    public static void write(EngineRun run, Path file) {
        AtomicFiles.write(file, out -> MAPPER.writeValue(out, run));
    }

    /** Reads a results file, each phase's result kept as written; a file that is not one fails with a message naming it. */
    public static EngineRun read(Path file) {
        return read(file, PhaseTypes.NONE);
    }

    /**
     * Reads a results file, each phase {@code types} knows read as its type; a file that is not one fails with a
     * message naming it.
     */
    public static EngineRun read(Path file, PhaseTypes types) {
        try {
            JsonNode tree = MAPPER.readTree(file.toFile());
            if (!(tree instanceof ObjectNode object) || !tree.has("provenance")) {
                throw new IOException("not a graph-bench results file");
            }
            int version = object.path("formatVersion").asInt(1);
            if (version > FORMAT_VERSION) {
                throw new IOException("written in format " + version + " by a newer graph-bench, which reads up to"
                        + " format " + FORMAT_VERSION);
            }
            if (version < FORMAT_VERSION) {
                LegacyFormat.toCurrent(object, version);
            }
            if (!object.path("phases").isObject()) {
                throw new IOException("not a graph-bench results file");
            }
            EngineRun run = MAPPER.treeToValue(object, EngineRun.class);
            return (version < FORMAT_VERSION ? LegacyFormat.upgrade(run) : run).typed(types);
        } catch (IOException e) {
            throw new UncheckedIOException(file + " is not a readable results file (" + firstLine(e.getMessage())
                    + "); delete it or run the benchmark again", e);
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
