package dev.graphbench.phases.read;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.phases.timed.Rows;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the mapper's time goes, from the plans of one call of each read and of its hand-written twin:
 * the statements a call sent (each one round trip: every engine sends them one at a time, each
 * committed on its own), the rows the server sent back (the root operators' rows) and their bytes where
 * the engine tells them, and the median split into the server's time for those statements and the
 * rest, the driver's and the mapping's.
 */
final class MapperBreakdown {

    static final String TITLE = "What the mapper costs, broken down";

    private MapperBreakdown() {
    }

    /** The table, with a column per engine whose reads have plans; none when no engine's have. */
    static Optional<Table> table(List<EngineRun> allRuns) {
        List<Rows.Row> reads = new ArrayList<>();
        for (Rows.Row read : Rows.of(allRuns, Rows.READ)) {
            if (Rows.twinOf(allRuns, read.id()).isPresent()) {
                reads.add(read);
            }
        }
        List<EngineRun> runs = allRuns.stream().filter(run -> reads.stream()
                .anyMatch(read -> planned(run, read.id()) != null)).toList();
        if (runs.isEmpty()) {
            return Optional.empty();
        }
        List<String> headers = new ArrayList<>();
        headers.add("workload");
        runs.forEach(run -> headers.add(Reported.label(run) + ": object store | by hand"));
        List<List<String>> rows = new ArrayList<>();
        for (Rows.Row read : reads) {
            String twin = Rows.twinOf(allRuns, read.id()).orElseThrow().id();
            List<String> row = new ArrayList<>();
            row.add(read.title());
            for (EngineRun run : runs) {
                row.add(cell(planned(run, read.id())) + " | " + cell(planned(run, twin)));
            }
            rows.add(row);
        }
        return Optional.of(new Table(TITLE, headers, rows, List.of("Each half of a cell, for one call: the statements"
                + " it sent, each one round trip; the rows the server sent back, and their bytes as the client received"
                + " them (PostgreSQL: each value's bytes as the JDBC driver received them, without the protocol's"
                + " framing, counted on one more run of the statements; n/a on Neo4j, whose driver does not show them,"
                + " on FalkorDB, whose client does not either, and on Oracle); then the median split into"
                + " the server's time for those statements and the rest, the driver's and the mapping's, in ms. The server's time is"
                + " what the engine reported when the call was planned, once and untimed after the timed calls"
                + " (PostgreSQL's execution time, Neo4j's result summary in whole ms, FalkorDB's operators' times)."
                + " A dash: no plan.")).withGroups(Reported.groups(1, runs)));
    }

    /** The result of {@code id} when it was measured and planned; null otherwise. */
    private static WorkloadResult planned(EngineRun run, String id) {
        WorkloadResult result = run.workload(id);
        return result != null && result.status() == Status.OK && result.plans() != null
                && result.plans().reason() == null ? result : null;
    }

    private static String cell(WorkloadResult result) {
        if (result == null) {
            return "-";
        }
        WorkloadPlans plans = result.plans();
        long rows = 0;
        long bytes = 0;
        boolean counted = true;
        double server = 0;
        boolean timed = true;
        for (Plan plan : plans.plans()) {
            PlanOperator root = plan.operators().isEmpty() ? null : plan.operators().getFirst();
            rows += root == null || root.actualRows() == null ? 0 : root.actualRows();
            counted &= plan.bytesReceived() != null;
            bytes += plan.bytesReceived() == null ? 0 : plan.bytesReceived();
            timed &= plan.serverMs() != null;
            server += plan.serverMs() == null ? 0 : plan.serverMs();
        }
        double median = result.latency().medianMs();
        int statements = plans.plans().size();
        String split = !timed ? "server time unknown" : "server " + Figures.milliseconds(server) + ", rest "
                + Figures.milliseconds(Math.max(0, median - server));
        return String.format(Locale.ROOT, "%d %s, %,d rows, %s; %s", statements, statements == 1 ? "statement"
                : "statements", rows, counted ? String.format(Locale.ROOT, "%,d bytes", bytes) : "bytes n/a", split);
    }
}
