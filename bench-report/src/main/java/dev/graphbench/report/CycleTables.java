package dev.graphbench.report;

import dev.graphbench.results.CycleResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Cold against warm, for runs of several cycles ({@code --cycles}): each workload's median in the cold
 * cycle, which began after a restart with no warm-up, beside the median of the warm cycles' medians. The
 * other tables give the last cycle.
 */
final class CycleTables {

    static final String TITLE = "Cold and warm cycles";

    private CycleTables() {
    }

    /** The table, when some run had several cycles. */
    static Optional<Table> of(List<EngineRun> runs) {
        List<EngineRun> cycled = runs.stream().filter(run -> !run.cycles().isEmpty()).toList();
        if (cycled.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> titles = new LinkedHashMap<>();
        cycled.forEach(run -> run.workloads().stream().filter(w -> w.status() == Status.OK)
                .forEach(w -> titles.putIfAbsent(w.id(), w.title())));
        List<String> headers = new ArrayList<>();
        headers.add("workload");
        cycled.forEach(run -> headers.add(Reported.label(run) + " cold / warm (ms)"));
        List<List<String>> rows = new ArrayList<>();
        titles.forEach((id, title) -> {
            List<String> row = new ArrayList<>();
            row.add(title);
            cycled.forEach(run -> row.add(cell(run, id)));
            rows.add(row);
        });
        List<String> notes = new ArrayList<>();
        notes.add("Cold: the median of the first cycle, begun after a restart, each workload timed from its first"
                + " call with no warm-up; warm: the median of the later cycles' medians. The other tables give the"
                + " last cycle.");
        for (EngineRun run : cycled) {
            CycleResult first = run.cycles().getFirst();
            notes.add(run.name() + ": " + (run.cycles().size() + 1) + " cycles; the first began: " + first.start());
        }
        return Optional.of(new Table(TITLE, headers, rows, notes));
    }

    private static String cell(EngineRun run, String id) {
        CycleResult first = run.cycles().getFirst();
        WorkloadResult cold = first.cold() ? first.workload(id) : null;
        List<Double> warm = new ArrayList<>();
        run.cycles().stream().filter(cycle -> !cycle.cold()).map(cycle -> cycle.workload(id))
                .forEach(result -> addMedian(warm, result));
        addMedian(warm, run.workload(id));
        String coldText = cold != null && cold.status() == Status.OK ? Figures.milliseconds(cold.latency().medianMs())
                : "-";
        String warmText = warm.isEmpty() ? "-" : Figures.milliseconds(CycleResult.median(warm));
        return coldText + " / " + warmText;
    }

    private static void addMedian(List<Double> medians, WorkloadResult result) {
        if (result != null && result.status() == Status.OK && result.latency() != null) {
            medians.add(result.latency().medianMs());
        }
    }
}
