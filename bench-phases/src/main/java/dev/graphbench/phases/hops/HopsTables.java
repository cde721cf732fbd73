package dev.graphbench.phases.hops;

import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Method;
import dev.graphbench.results.Status;
import dev.graphbench.runner.phase.AgreementLine;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The hops phase's two tables: the median ms of a call by the paths it counted, with the number of
 * calls in each bucket, and each engine's least-squares line, fixed cost and cost per path.
 */
final class HopsTables {

    static final String FITS = "Hops: cost of a call and of each path";

    private final List<EngineRun> runs;
    private final String judge;
    private final Method method;

    private HopsTables(List<EngineRun> runs, String judge) {
        this.runs = runs;
        this.judge = judge;
        this.method = runs.stream().map(run -> run.provenance().method()).filter(m -> m.get(RunOption.HOPS_PEOPLE) != null)
                .findFirst().orElse(null);
    }

    /**
     * Both tables, the buckets' with the scatter of every call, then the figures for other tools: a row a bucket, and a
     * row an engine's line; none when no run has a hops phase.
     */
    static List<Table> all(Reported<HopsResult> reported) {
        List<Table> shown = of(reported.runs(), reported.judge());
        if (shown.isEmpty()) {
            return shown;
        }
        List<Table> all = new ArrayList<>(Table.attach(shown, HopsChart.of(reported).map(List::of).orElse(List.of())));
        all.addAll(HopsChart.figures(reported));
        return all;
    }

    /** Both tables, or none when no run has a hops phase. */
    static List<Table> of(List<EngineRun> runs, String judge) {
        if (runs.stream().allMatch(run -> HopsPhase.result(run) == null)) {
            return List.of();
        }
        HopsTables tables = new HopsTables(runs, judge);
        return List.of(tables.buckets(), tables.fits());
    }

    private Table buckets() {
        List<String> headers = new ArrayList<>();
        headers.add("paths counted");
        headers.add("calls");
        for (EngineRun run : runs) {
            headers.add(Reported.label(run) + " (ms)");
        }
        Set<String> notes = new LinkedHashSet<>();
        List<String> labels = runs.stream().map(HopsPhase::result)
                .filter(hops -> hops != null && !hops.buckets().isEmpty()).findFirst()
                .map(hops -> hops.buckets().stream().map(HopsResult.Bucket::label).toList()).orElse(List.of());
        List<List<String>> rows = new ArrayList<>();
        for (int b = 0; b < labels.size(); b++) {
            List<String> row = new ArrayList<>();
            row.add(labels.get(b));
            row.add(calls(b));
            for (EngineRun run : runs) {
                HopsResult hops = HopsPhase.result(run);
                if (hops == null || hops.status() != Status.OK || hops.buckets().size() <= b) {
                    row.add(shown(run, hops, notes));
                    continue;
                }
                HopsResult.Bucket bucket = hops.buckets().get(b);
                row.add(bucket.calls() == 0 ? "-"
                        : Figures.milliseconds(bucket.medianMs()) + " (" + Figures.milliseconds(bucket.p95Ms()) + ")");
            }
            rows.add(row);
        }
        if (labels.isEmpty()) {
            runs.forEach(run -> shown(run, HopsPhase.result(run), notes));
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add("From " + (method == null ? "the seeded" : String.valueOf(method.get(RunOption.HOPS_PEOPLE)))
                + " people, every FOLLOWS path of 1 to 4 hops counted. A cell: the median ms of the calls whose count"
                + " falls in the row, the 95th percentile in brackets.");
        List<String> footnotes = List.of("Each call is the quickest of three, after a warm pass over them all; calls:"
                + " how many fell in the row (a range where engines count by different rules). Every call is a row of"
                + " hops-<engine>-<dataset>.csv.");
        allNotes.add(agreement());
        allNotes.addAll(semantics());
        String cold = cold();
        if (cold != null) {
            allNotes.add(cold);
        }
        allNotes.addAll(notes);
        return new Table("Hops: time by paths counted", headers, rows, allNotes).withGroups(Reported.groups(2, runs))
                .withFootnotes(footnotes);
    }

    /** The calls in bucket {@code b}: the engines' count, or the range of their counts where they differ. */
    private String calls(int b) {
        List<Integer> counts = runs.stream().map(HopsPhase::result)
                .filter(hops -> hops != null && hops.status() == Status.OK && hops.buckets().size() > b)
                .map(hops -> hops.buckets().get(b).calls()).distinct().sorted().toList();
        if (counts.isEmpty()) {
            return "-";
        }
        String least = String.format(Locale.ROOT, "%,d", counts.getFirst());
        return counts.size() == 1 ? least : least + String.format(Locale.ROOT, " to %,d", counts.getLast());
    }

    private Table fits() {
        List<String> headers = new ArrayList<>();
        headers.add("");
        runs.forEach(run -> headers.add(Reported.label(run)));
        Set<String> notes = new LinkedHashSet<>();
        List<List<String>> rows = new ArrayList<>();
        rows.add(fitRow("fixed cost of a call (ms)", notes, fit -> Figures.milliseconds(fit.fixedMs())));
        rows.add(fitRow("cost of each path (us)", notes, fit -> Figures.milliseconds(fit.perPathMicros())));
        rows.add(fitRow("share of the variance fitted (R^2)", notes, fit -> String.format(Locale.ROOT, "%.2f", fit.r2())));
        List<String> counted = new ArrayList<>();
        counted.add("calls fitted, paths counted as");
        for (EngineRun run : runs) {
            HopsResult hops = HopsPhase.result(run);
            counted.add(hops == null || hops.status() != Status.OK ? shown(run, hops, notes)
                    : String.format(Locale.ROOT, "%,d, %s", hops.calls(),
                            hops.semantics() == null ? "?" : hops.semantics().name().toLowerCase(Locale.ROOT) + "s"));
        }
        rows.add(counted);
        List<String> allNotes = new ArrayList<>();
        allNotes.add("The least-squares line ms = fixed + per path x paths, through every call of an engine "
                + "(the quickest of three for each person and hop count).");
        List<String> belowZero = runs.stream()
                .filter(run -> HopsPhase.result(run) != null && HopsPhase.result(run).status() == Status.OK && HopsPhase.result(run).fit() != null
                        && HopsPhase.result(run).fit().fixedMs() < 0)
                .map(Reported::label).toList();
        if (!belowZero.isEmpty()) {
            allNotes.add(String.join(", ", belowZero) + ": a fixed cost below zero is no saving; the calls with many paths"
                    + " cost more a path than those with few, so the straight line, pulled up by them, meets zero paths"
                    + " below zero. The table by paths counted above shows the small calls as measured.");
        }
        allNotes.add(agreement());
        allNotes.addAll(notes);
        return new Table(FITS, headers, rows, allNotes).withGroups(Reported.groups(1, runs));
    }

    private List<String> fitRow(String label, Set<String> notes, Function<HopsResult.Fit, String> value) {
        List<String> row = new ArrayList<>();
        row.add(label);
        for (EngineRun run : runs) {
            HopsResult hops = HopsPhase.result(run);
            if (hops == null || hops.status() != Status.OK) {
                row.add(shown(run, hops, notes));
            } else {
                row.add(hops.fit() == null ? "-" : value.apply(hops.fit()));
            }
        }
        return row;
    }

    /** What a cell shows for an engine whose hops phase was not measured, with a note saying why. */
    private static String shown(EngineRun run, HopsResult hops, Set<String> notes) {
        if (hops == null) {
            return "-";
        }
        if (hops.status() == Status.OK) {
            return "-";
        }
        if (hops.status() != Status.UNSUPPORTED) {
            notes.add(hops.status().name().toLowerCase(Locale.ROOT) + ": " + run.provenance().engine() + ", hops: "
                    + hops.reason());
        }
        return hops.status().name().toLowerCase(Locale.ROOT);
    }

    private String agreement() {
        List<AgreementLine.Checked> checks = new ArrayList<>();
        for (EngineRun run : runs) {
            if (HopsPhase.result(run) != null && HopsPhase.result(run).status() == Status.OK) {
                checks.add(new AgreementLine.Checked(run.provenance().engine(), "hops", HopsPhase.result(run).agreement()));
            }
        }
        return AgreementLine.of(checks, judge);
    }

    /** {@code <engine> counts <rule> (<what it means>): <where walks and trails differ>}, as the runner words it. */
    private static final Pattern SEMANTICS = Pattern.compile("(\\S+) counts (\\S+ \\([^)]*\\)): (.*)");

    /**
     * Each engine's rule, and where walks and trails differ, by name: a difference explained, not an error. Where
     * every engine's note finds the same difference, one line names each rule's engines and then the difference.
     */
    private List<String> semantics() {
        List<String> lines = new ArrayList<>();
        Map<String, List<String>> enginesByRule = new LinkedHashMap<>();
        Set<String> differences = new LinkedHashSet<>();
        for (EngineRun run : runs) {
            HopsResult hops = HopsPhase.result(run);
            if (hops != null && hops.status() == Status.OK && hops.semanticsNote() != null) {
                lines.add(hops.semanticsNote() + ".");
                Matcher note = SEMANTICS.matcher(hops.semanticsNote());
                if (note.matches()) {
                    enginesByRule.computeIfAbsent(note.group(2), rule -> new ArrayList<>()).add(note.group(1));
                    differences.add(note.group(3));
                } else {
                    differences.add(null);
                }
            }
        }
        if (lines.size() < 2 || differences.size() != 1 || differences.contains(null)) {
            return lines;
        }
        List<String> rules = new ArrayList<>();
        enginesByRule.forEach((rule, engines) -> rules.add(String.join(", ", engines) + (engines.size() == 1
                ? " counts " : " count ") + rule));
        return List.of(String.join("; ", rules) + ": " + differences.iterator().next() + ".");
    }

    private String cold() {
        List<String> clauses = new ArrayList<>();
        for (EngineRun run : runs) {
            HopsResult hops = HopsPhase.result(run);
            if (hops != null && hops.coldMs() != null) {
                clauses.add(run.provenance().engine() + " " + Figures.milliseconds(hops.coldMs()) + " ms");
            }
        }
        return clauses.isEmpty() ? null
                : "Cold call (the first of the warm pass, left out of the figures): " + String.join(", ", clauses) + ".";
    }
}
