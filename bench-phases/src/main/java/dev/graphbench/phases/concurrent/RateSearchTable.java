package dev.graphbench.phases.concurrent;

import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Percentiles;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What {@code --rate auto} found: for each engine and workload it searched, the highest offered rate that
 * met the SLO, confirmed on a full window, with that window's p50 and p99 latency from the intended start,
 * and how many windows the search took; a note per search lists each rate tried. A search that found none
 * says so, with the figures of the lowest rate it tried.
 */
final class RateSearchTable {

    static final String TITLE = "Highest sustainable rate";

    private RateSearchTable() {
    }

    /** The table, when some run searched. */
    static Optional<Table> of(List<EngineRun> runs) {
        List<List<String>> rows = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Double slo = null;
        for (EngineRun run : runs) {
            for (ConcurrentRows.Row workload : ConcurrentRows.of(runs)) {
                ConcurrencyResult result = ConcurrentRows.result(run, workload.id());
                RateSearch search = result == null ? null : result.search();
                if (search == null) {
                    continue;
                }
                slo = search.sloMs();
                rows.add(row(run, workload, search));
                notes.add(steps(run, workload, search));
            }
        }
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add(RunOption.RATE + String.format(Locale.ROOT, " auto: per engine and workload, the highest offered rate whose"
                + " p99 latency from the intended start stayed under the %s ms SLO, with no call failed and the schedule"
                + " kept. The search starts at the closed loop's calls a second, halves (to 1/64 of it at most) or"
                + " doubles, then bisects to within %.0f%%, each step a short window; the rate found is confirmed on a"
                + " window of the run's whole duration (after one that did not confirm, every window is a full one),"
                + " whose figures these are. Steps: the windows it took. Under each search, each rate tried in order:"
                + " met; its p99 in ms when not under the SLO; 'full' a window of the whole duration; 'held' the"
                + " client could not keep its schedule (the results file says why); 'no pool' its threads' sessions"
                + " could not all open (a pool larger than the engine's connection pool).", Figures.plain(slo),
                100 * RateSearch.PRECISION));
        allNotes.addAll(notes);
        return Optional.of(new Table(TITLE, List.of("engine", "workload", "calls/s", "p50 ms", "p99 ms", "steps"),
                rows, allNotes));
    }

    private static List<String> row(EngineRun run, ConcurrentRows.Row workload, RateSearch search) {
        if (search.rate() != null) {
            Percentiles latency = search.confirmation().latency();
            return List.of(Reported.label(run), workload.title(), String.format(Locale.ROOT, "%,.0f", search.rate()),
                    Figures.milliseconds(latency.p50Ms()), Figures.milliseconds(latency.p99Ms()),
                    String.valueOf(search.steps().size()));
        }
        RateStep lowest = search.lowestStep();
        boolean figures = RateSearch.NONE_MET.equals(search.outcome()) && lowest != null && lowest.latency() != null;
        return List.of(Reported.label(run), workload.title(), RateSearch.NONE_MET.equals(search.outcome())
                        ? search.outcome() : "none found",
                figures ? Figures.milliseconds(lowest.latency().p50Ms()) : "-",
                figures ? Figures.milliseconds(lowest.latency().p99Ms()) : "-", String.valueOf(search.steps().size()));
    }

    /** Each rate the search tried, in order, with what it gave: met, its p99, held, or why it has no figures. */
    private static String steps(EngineRun run, ConcurrentRows.Row workload, RateSearch search) {
        String tried = search.steps().stream().map(RateSearchTable::step).collect(Collectors.joining(", "));
        String prefix = "searched: " + run.provenance().engine() + ", " + workload.id() + ": " + tried;
        if (search.rate() != null) {
            return String.format(Locale.ROOT, "%s; found %,.0f calls/s.", prefix, search.rate());
        }
        RateStep lowest = search.lowestStep();
        return prefix + "; " + search.outcome() + (RateSearch.NONE_MET.equals(search.outcome()) && lowest != null
                ? String.format(Locale.ROOT, " (the figures are the lowest rate's, %,.0f calls/s)", lowest.rate()) : "")
                + ".";
    }

    private static String step(RateStep step) {
        String rate = String.format(Locale.ROOT, "%,.0f", step.rate()) + (step.confirming() ? " full" : "");
        if (step.unmet() == null) {
            return rate + " met";
        }
        if (step.held()) {
            return rate + " held";
        }
        if (step.notStarted()) {
            return rate + " no pool";
        }
        if (step.failedCalls() > 0) {
            return String.format(Locale.ROOT, "%s %,d failed", rate, step.failedCalls());
        }
        return step.latency() == null ? rate + " no call" : rate + " p99 " + Figures.milliseconds(step.latency().p99Ms());
    }
}
