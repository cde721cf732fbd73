package dev.graphbench.report;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.DatasetSource;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Method;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Shape;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
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

    /** The generated graph, as a results file names its dataset. */
    private static final String GENERATED = "generated";

    private Provenances() {
    }

    /**
     * Where the figures come from, in a line: the dataset (its scale factor, or its name, size and hash), the
     * method, the machine; then a line for each run of {@code all} that has no column (is not in {@code shown}),
     * saying why.
     */
    static String header(List<EngineRun> all, List<EngineRun> shown) {
        Provenance first = all.getFirst().provenance();
        String dataset = generated(all.getFirst())
                ? String.format(Locale.ROOT, "Scale factor %s, seed %d, dataset %s", ResultsFiles.sfLabel(first.scaleFactor()),
                first.seed(), shortHash(first.datasetHash()))
                : String.format(Locale.ROOT, "Dataset %s (%s), seed %d", first.dataset(), headerSize(first), first.seed());
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%s; %s; %s, %d cores, %s; graph-bench %s.",
                dataset, first.method() == null ? "method unknown" : calls(first.method()), first.os(),
                first.cores(), first.jvm(), first.harnessVersion()));
        for (EngineRun absent : all) {
            if (!shown.contains(absent)) {
                header.append('\n').append(Reported.label(absent)).append(" was ")
                        .append(absent.status().name().toLowerCase(Locale.ROOT)).append(", and has no column: ")
                        .append(absent.reason() == null ? "it measured nothing" : absent.reason()).append('.');
            }
        }
        return header.toString();
    }

    /** Whether {@code run} is of the generated graph, named by its scale factor, rather than one a user brought. */
    static boolean generated(EngineRun run) {
        return GENERATED.equals(run.provenance().dataset());
    }

    /** The dataset's size and hash as the header gives them: its counts, its file's size and the hash's start. */
    static String headerSize(Provenance provenance) {
        DatasetSource source = provenance.source();
        String hash = shortHash(provenance.datasetHash());
        if (source == null) {
            return hash;
        }
        String counts = String.format(Locale.ROOT, "%,d nodes, %,d relationships", source.nodes(), source.relationships());
        return source.file() == null ? counts + ", " + hash : counts + String.format(Locale.ROOT, "; %s, %s, sha256 %s",
                source.file(), source.bytes() == null ? "a folder" : String.format(Locale.ROOT, "%,d bytes", source.bytes()),
                source.sha256() == null ? "unknown" : source.sha256().substring(0, Math.min(12, source.sha256().length())));
    }

    /** A content hash as far as a reader needs it to tell two apart: {@code sha256:0123456789ab}. */
    static String shortHash(String hash) {
        return hash == null ? "unknown" : hash.length() > 19 ? hash.substring(0, 19) : hash;
    }

    static Table table(List<EngineRun> runs) {
        List<String> headers = new ArrayList<>();
        headers.add("");
        runs.forEach(run -> headers.add(Reported.label(run)));
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
        return new Table("Where the figures come from", headers, rows, List.of()).withGroups(Reported.groups(1, runs));
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
                bound, Figures.plain(warmup))) + (settle == null || settle == 0 ? "" : String.format(Locale.ROOT,
                "; %s%s s of untimed reads before the first timed phase",
                method.text(RunOption.PRECISION) == null ? "" : "at most ", Figures.plain(settle)))
                + (loadWarmup == null || loadWarmup == 0 ? "" : "; an untimed load at SF " + Figures.plain(loadWarmup)
                + " before the timed one");
    }

    private static String instant(Instant instant) {
        return instant == null ? "unknown" : instant.truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private static String orUnknown(String value) {
        return value == null ? "unknown" : value;
    }
}
