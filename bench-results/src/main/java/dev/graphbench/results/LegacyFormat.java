package dev.graphbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.graphbench.options.RunOption;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * Reads a results file of an earlier format as this version's shape, deriving what it did not record
 * from what it did. Format 1 (graph-bench before format versions): an engine's display name from the
 * product its engine reported, the run's judge from the only reference engine that version had, and
 * which hand-written read is an object store read's twin from the title that version gave it. Formats
 * 1 and 2: the method's field per option, as options by their command-line names. Formats 1 to 3: a field
 * per phase ({@code load}, {@code workloads} with each workload's phase, {@code concurrency}, {@code hops},
 * {@code ladder}), as each phase's result under its id.
 */
final class LegacyFormat {

    /** The reference engine of every run of format 1. */
    static final String REFERENCE = "reference";
    /** How format 1 titled an object store read's hand-written twin: this, then the read's title. */
    static final String TWIN_TITLE = "written by hand: ";
    /** The phases of formats 1 to 3 that had a field of their own, by the field. */
    private static final Map<String, String> PHASE_FIELDS = Map.of("load", "load", "concurrency", "concurrent",
            "hops", "hops", "ladder", "ladder");

    private LegacyFormat() {
    }

    /** Each method field of formats 1 and 2, and the option it recorded. */
    private static final Map<String, RunOption<?>> OPTIONS = Map.ofEntries(Map.entry("warmupCalls", RunOption.WARMUP),
            Map.entry("calls", RunOption.CALLS), Map.entry("maxSecondsPerWorkload", RunOption.MAX_SECONDS),
            Map.entry("threads", RunOption.THREADS), Map.entry("durationSeconds", RunOption.DURATION),
            Map.entry("sweep", RunOption.SWEEP), Map.entry("hopsPeople", RunOption.HOPS_PEOPLE),
            Map.entry("warmupSeconds", RunOption.WARMUP_SECONDS), Map.entry("settleSeconds", RunOption.SETTLE_SECONDS),
            Map.entry("callTimeoutSeconds", RunOption.CALL_TIMEOUT), Map.entry("rates", RunOption.RATE),
            Map.entry("sloMs", RunOption.SLO), Map.entry("arrivals", RunOption.ARRIVALS), Map.entry("mix", RunOption.MIX),
            Map.entry("client", RunOption.CLIENT), Map.entry("startAt", RunOption.START_AT),
            Map.entry("loadWarmupScaleFactor", RunOption.LOAD_WARMUP));

    /** Rewrites a file of format {@code version}, in its JSON tree, as this format holds it. */
    static void toCurrent(ObjectNode file, int version) {
        if (version < 3) {
            methodByName(file);
        }
        if (file.path("workloads").isArray()) {
            twins((ArrayNode) file.get("workloads"));
        }
        file.set("phases", phases(file));
        if (file.path("cycles") instanceof ArrayNode cycles) {
            for (JsonNode cycle : cycles) {
                if (cycle instanceof ObjectNode each) {
                    each.set("phases", phases(each));
                }
            }
        }
    }

    /**
     * The phases of an object of a file of formats 1 to 3 (the file, or one of its cycles), each under its id in the
     * order they ran, the fields they were taken from removed.
     */
    private static ObjectNode phases(ObjectNode holder) {
        ObjectNode phases = holder.objectNode();
        if (holder.path("load").isObject()) {
            phases.set("load", measured((ObjectNode) holder.get("load"), ok(holder.get("load"))));
        }
        Map<String, ArrayNode> byPhase = new LinkedHashMap<>();
        for (JsonNode workload : holder.path("workloads")) {
            String phase = workload.path("phase").asText("");
            if (!phase.isEmpty()) {
                byPhase.computeIfAbsent(phase, id -> holder.arrayNode()).add(workload);
            }
        }
        byPhase.forEach((phase, workloads) -> {
            ObjectNode result = phases.putObject(phase);
            result.set("workloads", workloads);
            result.put("measured", StreamSupport.stream(workloads.spliterator(), false).anyMatch(LegacyFormat::ok));
        });
        if (holder.path("concurrency") instanceof ArrayNode concurrency && !concurrency.isEmpty()) {
            ObjectNode result = phases.putObject(PHASE_FIELDS.get("concurrency"));
            result.set("workloads", concurrency);
            result.put("measured", StreamSupport.stream(concurrency.spliterator(), false)
                    .anyMatch(workload -> !workload.path("measurements").isEmpty()));
        }
        for (String field : List.of("hops", "ladder")) {
            if (holder.path(field).isObject()) {
                phases.set(PHASE_FIELDS.get(field), measured((ObjectNode) holder.get(field), ok(holder.get(field))));
            }
        }
        holder.remove(List.of("load", "workloads", "concurrency", "hops", "ladder"));
        return phases;
    }

    private static boolean ok(JsonNode result) {
        return "OK".equals(result.path("status").asText());
    }

    private static ObjectNode measured(ObjectNode result, boolean measured) {
        result.put("measured", measured);
        return result;
    }

    /** Rewrites the method of a file of format 1 or 2, in its JSON tree, as this format records it. */
    private static void methodByName(ObjectNode file) {
        if (!(file.path("provenance").path("method") instanceof ObjectNode method)) {
            return;
        }
        Map<String, String> options = new LinkedHashMap<>();
        method.properties().forEach(field -> {
            RunOption<?> option = OPTIONS.get(field.getKey());
            if (option != null && !field.getValue().isNull()) {
                options.put(option.name(), option == RunOption.SLO ? plain(field.getValue()) + "ms" : text(field.getValue()));
            }
        });
        String timer = method.path("timer").asText(null);
        method.removeAll();
        method.put("timer", timer);
        ObjectNode written = method.putObject("options");
        options.forEach(written::put);
    }

    private static String text(JsonNode value) {
        if (value.isArray()) {
            return StreamSupport.stream(value.spliterator(), false).map(LegacyFormat::plain)
                    .collect(Collectors.joining(","));
        }
        return plain(value);
    }

    /** A number as the command line writes it: 5 for 5.0. */
    private static String plain(JsonNode value) {
        return value.isNumber() ? new BigDecimal(value.asText()).stripTrailingZeros().toPlainString() : value.asText();
    }

    /**
     * Names, in format 1, which hand-written read is which object store read's twin: the read of its phase whose
     * title follows {@link #TWIN_TITLE} in the twin's.
     */
    private static void twins(ArrayNode workloads) {
        for (JsonNode workload : workloads) {
            String title = workload.path("title").asText("");
            if (workload.hasNonNull("twinOf") || !title.startsWith(TWIN_TITLE)) {
                continue;
            }
            String read = title.substring(TWIN_TITLE.length());
            for (JsonNode other : workloads) {
                if (other.path("phase").equals(workload.path("phase")) && read.equals(other.path("title").asText())) {
                    ((ObjectNode) workload).put("twinOf", other.path("id").asText());
                    break;
                }
            }
        }
    }

    /** The run of an earlier format, its engine's display name and its judge derived where it did not record them. */
    static EngineRun upgrade(EngineRun run) {
        Provenance old = run.provenance();
        String displayName = old.displayName() != null ? old.displayName()
                : run.engine() != null && run.engine().product() != null ? run.engine().product() : old.engine();
        Provenance provenance = new Provenance(old.harnessVersion(), old.runId(), old.engine(), displayName,
                old.judge() != null ? old.judge() : REFERENCE, old.settings(), old.jvm(), old.os(), old.cores(),
                old.scaleFactor(), old.seed(), old.datasetHash(), old.startedAt(), old.endedAt(), old.method(),
                old.dataset(), old.datasetLabel(), old.source());
        return new EngineRun(ResultsFiles.FORMAT_VERSION, provenance, run.engine(), run.status(), run.reason(),
                run.server(), run.memory(), run.wallSeconds(), run.phases(), run.cycles(), run.interruptedAt());
    }
}
