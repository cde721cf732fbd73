package dev.graphbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * Reads a results file of an earlier format as this version's shape, deriving what it did not record
 * from what it did. Format 1 (graph-bench before format versions): an engine's display name from the
 * product its engine reported, the run's judge from the only reference engine that version had, and
 * which hand-written read is an object store read's twin from the title that version gave it. Formats
 * 1 and 2: the method's field per option, as options by their command-line names.
 */
final class LegacyFormat {

    /** The reference engine of every run of format 1. */
    static final String REFERENCE = "reference";
    /** How format 1 titled an object store read's hand-written twin: this, then the read's title. */
    static final String TWIN_TITLE = "written by hand: ";

    private LegacyFormat() {
    }

    /** Each method field of formats 1 and 2, and the command-line name of the option it recorded. */
    private static final Map<String, String> OPTIONS = Map.ofEntries(Map.entry("warmupCalls", "warmup"),
            Map.entry("calls", "calls"), Map.entry("maxSecondsPerWorkload", "max-seconds"),
            Map.entry("threads", "threads"), Map.entry("durationSeconds", "duration"), Map.entry("sweep", "sweep"),
            Map.entry("hopsPeople", "hops-people"), Map.entry("warmupSeconds", "warmup-seconds"),
            Map.entry("settleSeconds", "settle-seconds"), Map.entry("callTimeoutSeconds", "call-timeout"),
            Map.entry("rates", "rate"), Map.entry("sloMs", "slo"), Map.entry("arrivals", "arrivals"),
            Map.entry("mix", "mix"), Map.entry("client", "client"), Map.entry("startAt", "start-at"),
            Map.entry("loadWarmupScaleFactor", "load-warmup"));

    /** Rewrites the method of a file of format 1 or 2, in its JSON tree, as this format records it. */
    static void methodByName(ObjectNode file) {
        if (!(file.path("provenance").path("method") instanceof ObjectNode method)) {
            return;
        }
        Map<String, String> options = new LinkedHashMap<>();
        method.properties().forEach(field -> {
            String option = OPTIONS.get(field.getKey());
            if (option != null && !field.getValue().isNull()) {
                options.put(option, option.equals("slo") ? plain(field.getValue()) + "ms" : text(field.getValue()));
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

    static EngineRun upgrade(EngineRun run) {
        Provenance old = run.provenance();
        String displayName = old.displayName() != null ? old.displayName()
                : run.engine() != null && run.engine().product() != null ? run.engine().product() : old.engine();
        Provenance provenance = new Provenance(old.harnessVersion(), old.runId(), old.engine(), displayName,
                old.judge() != null ? old.judge() : REFERENCE, old.settings(), old.jvm(), old.os(), old.cores(),
                old.scaleFactor(), old.seed(), old.datasetHash(), old.startedAt(), old.endedAt(), old.method(),
                old.dataset(), old.datasetLabel());
        List<WorkloadResult> workloads = new ArrayList<>(run.workloads().size());
        for (WorkloadResult workload : run.workloads()) {
            workloads.add(workload.twinOf() != null ? workload : withTwin(workload, twinOf(workload, run.workloads())));
        }
        return new EngineRun(ResultsFiles.FORMAT_VERSION, provenance, run.engine(), run.status(), run.reason(),
                run.server(), run.load(), workloads, run.concurrency(), run.hops(), run.memory());
    }

    /** The id of the read whose title follows {@link #TWIN_TITLE} in this workload's title, if it has one. */
    private static String twinOf(WorkloadResult workload, List<WorkloadResult> all) {
        if (workload.title() == null || !workload.title().startsWith(TWIN_TITLE)) {
            return null;
        }
        String read = workload.title().substring(TWIN_TITLE.length());
        Optional<WorkloadResult> twin = all.stream()
                .filter(other -> other.phase() != null && other.phase().equals(workload.phase()) && read.equals(other.title()))
                .findFirst();
        return twin.map(WorkloadResult::id).orElse(null);
    }

    private static WorkloadResult withTwin(WorkloadResult w, String twinOf) {
        return new WorkloadResult(w.id(), w.phase(), w.title(), w.status(), w.reason(), w.coldMs(), w.latency(),
                w.digest(), w.callDigests(), w.agreement(), twinOf, w.plans());
    }
}
