package dev.graphbench.phases.read;

import dev.graphbench.phases.timed.Rows;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.phase.AgreementLine;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The mapper's cost, measured: for each read through the object store, its median divided by the
 * median of the engine's hand-written statement for the same answer, asked the same arguments in
 * the same run. Above 1 the mapper costs that much; below 1 it wrote a quicker statement than the
 * hand-written one.
 */
final class MapperCost {

    static final String TITLE = "What the mapper costs";

    private MapperCost() {
    }

    /**
     * The table, with a column for each engine that measured a hand-written read (an engine without
     * an object store has nothing to show); none when no engine did.
     */
    static Optional<Table> table(List<EngineRun> allRuns, String judge) {
        List<Pair> pairs = new ArrayList<>();
        for (Rows.Row read : Rows.of(allRuns, Rows.READ)) {
            Rows.twinOf(allRuns, read.id()).ifPresent(twin -> pairs.add(new Pair(read, twin)));
        }
        // A column for each engine with an object store: the mapper's cost needs both halves.
        List<EngineRun> runs = allRuns.stream().filter(run -> pairs.stream()
                .anyMatch(pair -> measured(run, pair.read().id()) != null && measured(run, pair.twin().id()) != null))
                .toList();
        List<Pair> reads = pairs.stream()
                .filter(pair -> runs.stream().anyMatch(run -> measured(run, pair.twin().id()) != null))
                .toList();
        if (reads.isEmpty()) {
            return Optional.empty();
        }
        List<String> headers = new ArrayList<>();
        headers.add("workload");
        runs.forEach(run -> headers.add(Reported.label(run) + " (object store / by hand, median ms)"));
        List<List<String>> rows = new ArrayList<>();
        List<AgreementLine.Checked> checks = new ArrayList<>();
        for (Pair read : reads) {
            List<String> row = new ArrayList<>();
            row.add(read.read().title());
            for (EngineRun run : runs) {
                WorkloadResult objects = measured(run, read.read().id());
                WorkloadResult byHand = measured(run, read.twin().id());
                row.add(objects == null || byHand == null ? notMeasured(run, read) : cell(objects, byHand));
                if (objects != null) {
                    checks.add(new AgreementLine.Checked(run.provenance().engine(), read.read().id(), objects.agreement()));
                }
                if (byHand != null) {
                    checks.add(new AgreementLine.Checked(run.provenance().engine(), read.twin().id(), byHand.agreement()));
                }
            }
            rows.add(row);
        }
        List<String> notes = new ArrayList<>();
        notes.add(AgreementLine.of(checks, judge));
        notes.add("Each cell: the object store's median over that of the engine's best hand-written statement for the"
                + " same answer, the two medians in brackets. Above 1 is what the mapper costs.");
        return Optional.of(new Table(TITLE, headers, rows, notes).withGroups(Reported.groups(1, runs))
                .withFootnotes(List.of("The hand-written statement returns one document per call, as the object"
                        + " store's does; both are timed in the same run with the same arguments. Below 1, the"
                        + " mapper's statement was the quicker.")));
    }

    /** The result of {@code id} when it was measured; null otherwise. */
    private static WorkloadResult measured(EngineRun run, String id) {
        WorkloadResult result = run.workload(id);
        return result != null && result.status() == Status.OK ? result : null;
    }

    /** An object store read and its hand-written twin. */
    private record Pair(Rows.Row read, Rows.Row twin) {
    }

    private static String notMeasured(EngineRun run, Pair read) {
        WorkloadResult objects = run.workload(read.read().id());
        WorkloadResult byHand = run.workload(read.twin().id());
        if (objects == null && byHand == null) {
            return "-";
        }
        for (WorkloadResult result : new WorkloadResult[] {objects, byHand}) {
            if (result != null && result.status() != Status.OK) {
                return result.status().name().toLowerCase(Locale.ROOT);
            }
        }
        return "-";
    }

    private static String cell(WorkloadResult objects, WorkloadResult byHand) {
        double ratio = objects.latency().medianMs() / byHand.latency().medianMs();
        return String.format(Locale.ROOT, "%.2f (%s / %s)", ratio, Figures.milliseconds(objects.latency().medianMs()),
                Figures.milliseconds(byHand.latency().medianMs()));
    }
}
