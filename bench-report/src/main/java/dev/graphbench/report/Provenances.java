package dev.graphbench.report;

import dev.graphbench.options.RunOption;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.results.DatasetSource;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Method;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The provenance of every run side by side: what ran, where, on what, and how it was timed. */
final class Provenances {

    private Provenances() {
    }

    static Table table(List<EngineRun> runs) {
        List<String> headers = new ArrayList<>();
        headers.add("");
        runs.forEach(run -> headers.add(Report.label(run)));
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("engine", runs, run -> info(run, info -> info.product() + " " + info.productVersion())));
        rows.add(row("driver", runs, run -> info(run, info -> info.driver() + " " + info.driverVersion())));
        rows.add(row("deployment", runs, run -> info(run, EngineInfo::deployment)));
        rows.add(row("shape", runs, run -> Shape.of(run).heading()));
        rows.add(row("run", runs, Provenances::status));
        rows.add(row("settings", runs, run -> settings(run.provenance().settings())));
        rows.add(row("graph-bench", runs, run -> run.provenance().harnessVersion()));
        rows.add(row("JVM", runs, run -> run.provenance().jvm()));
        rows.add(row("OS", runs, run -> run.provenance().os()));
        rows.add(row("cores", runs, run -> String.valueOf(run.provenance().cores())));
        rows.add(row("scale factor", runs, run -> ResultsFiles.sfLabel(run.provenance().scaleFactor())));
        rows.add(row("seed", runs, run -> String.valueOf(run.provenance().seed())));
        rows.add(row("dataset", runs, run -> dataset(run.provenance())));
        rows.add(row("dataset size", runs, run -> size(run.provenance().source())));
        rows.add(row("dataset hash", runs, run -> hash(run.provenance())));
        rows.add(row("method", runs, run -> method(run.provenance().method())));
        rows.add(row("timer", runs, run -> run.provenance().method() == null ? "unknown" : run.provenance().method().timer()));
        rows.add(row("started", runs, run -> instant(run.provenance().startedAt())));
        rows.add(row("ended", runs, run -> instant(run.provenance().endedAt())));
        return new Table("Where the figures come from", headers, rows, List.of()).withGroups(Report.groups(1, runs));
    }

    /** The dataset as the user named it, and its label in file names. */
    private static String dataset(Provenance provenance) {
        return provenance.dataset() + " (" + provenance.datasetLabel() + ")";
    }

    /** What the dataset held, and the file it was read from; unknown in files written before it was kept. */
    private static String size(DatasetSource source) {
        if (source == null) {
            return "unknown";
        }
        String counts = String.format(Locale.ROOT, "%,d nodes, %,d relationships", source.nodes(), source.relationships());
        if (source.file() == null) {
            return counts;
        }
        String dropped = source.selfLoopsDropped() + source.duplicatesDropped() == 0 ? ""
                : String.format(Locale.ROOT, "; dropped %,d self-loops and %,d repeated relationships",
                source.selfLoopsDropped(), source.duplicatesDropped());
        return counts + (source.undirected() ? ", each line both ways" : "") + "; read from " + source.file()
                + (source.bytes() == null ? "" : String.format(Locale.ROOT, ", %,d bytes", source.bytes())) + dropped;
    }

    /** The content hash of the graph, and the SHA-256 of the file it was read from. */
    private static String hash(Provenance provenance) {
        DatasetSource source = provenance.source();
        return orUnknown(provenance.datasetHash()) + (source == null || source.sha256() == null ? ""
                : "; file sha256:" + source.sha256());
    }

    private static List<String> row(String label, List<EngineRun> runs, Function<EngineRun, String> value) {
        List<String> row = new ArrayList<>();
        row.add(label);
        runs.forEach(run -> row.add(value.apply(run)));
        return row;
    }

    private static String info(EngineRun run, Function<EngineInfo, String> value) {
        return run.engine() == null ? "never opened" : orUnknown(value.apply(run.engine()));
    }

    private static String status(EngineRun run) {
        return switch (run.status()) {
            case OK -> "ran";
            case HELD -> "held: " + run.reason();
            case SKIPPED -> "skipped: " + run.reason();
            case UNSUPPORTED -> "unsupported: " + run.reason();
        };
    }

    private static String settings(Map<String, String> settings) {
        if (settings == null || settings.isEmpty()) {
            return "none";
        }
        return settings.entrySet().stream().map(entry -> entry.getKey() + "=" + entry.getValue())
                .collect(Collectors.joining(", "));
    }

    /**
     * The timed calls of a workload in words: {@code 300 timed calls after 10 warm-up, at most 60 s a workload}, or
     * where they stop once the median is known, {@code 20 to 300 timed calls (until the median is known within 5%)
     * after at least 10 warm-up, at most 60 s a workload}.
     */
    static String calls(Method method) {
        String precision = method.text(RunOption.PRECISION);
        Integer least = method.get(RunOption.CALLS_MIN);
        Integer most = method.get(RunOption.CALLS);
        boolean sampled = precision != null && least != null && most != null && least < most
                && Double.parseDouble(precision.replace("%", "")) > 0;
        return String.format(Locale.ROOT, "%s timed calls %s %d warm-up, at most %.0f s a workload",
                sampled ? least + " to " + most : String.valueOf(most),
                sampled ? "(until the median is known within " + precision + ") after at least" : "after",
                method.get(RunOption.WARMUP), method.get(RunOption.MAX_SECONDS));
    }

    private static String method(Method method) {
        if (method == null) {
            return "unknown";
        }
        String calls = calls(method);
        // Since the precision is kept, the warm-up and the settling end once stable, within these bounds.
        String bound = method.text(RunOption.PRECISION) == null ? "at least" : "at most";
        Double warmup = method.get(RunOption.WARMUP_SECONDS);
        Double settle = method.get(RunOption.SETTLE_SECONDS);
        Double loadWarmup = method.get(RunOption.LOAD_WARMUP);
        return calls + (warmup == null || warmup == 0 ? "" : String.format(Locale.ROOT, "; warm-up of %s %s s",
                bound, Report.plain(warmup))) + (settle == null || settle == 0 ? "" : String.format(Locale.ROOT,
                "; %s%s s of untimed reads before the first timed phase",
                method.text(RunOption.PRECISION) == null ? "" : "at most ", Report.plain(settle)))
                + (loadWarmup == null || loadWarmup == 0 ? "" : "; an untimed load at SF " + Report.plain(loadWarmup)
                + " before the timed one");
    }

    private static String instant(Instant instant) {
        return instant == null ? "unknown" : instant.truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private static String orUnknown(String value) {
        return value == null ? "unknown" : value;
    }
}
