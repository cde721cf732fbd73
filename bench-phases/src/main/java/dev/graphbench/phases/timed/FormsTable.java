package dev.graphbench.phases.timed;

import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Table;
import dev.graphbench.workloads.VariantWorkload;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Every form's median, for the documents: a row a form of a workload (its own statement, then each variant an engine
 * gave), a column an engine that gave a variant of one of the phase's workloads; each cell the form's median with its
 * 95th percentile, against the engine's own statement's median, and the form the phase's table shows marked. Too wide
 * for a terminal with several engines: Markdown and HTML, named on the console.
 */
final class FormsTable {

    /** How a cell marks the form the phase's table shows for its engine. */
    static final String SHOWN = " *";

    private FormsTable() {
    }

    /**
     * The table of {@code runs}' forms of {@code workloads}, titled after {@code title}; null when no engine gave a
     * variant.
     */
    static Table of(String title, List<EngineRun> runs, List<Rows.Row> workloads) {
        List<EngineRun> columns = runs.stream().filter(run -> workloads.stream()
                .anyMatch(workload -> Forms.of(run, workload.id()).stream().anyMatch(Forms::variant))).toList();
        if (columns.isEmpty()) {
            return null;
        }
        List<String> headers = new ArrayList<>();
        headers.add("form");
        columns.forEach(run -> headers.add(Reported.label(run) + " (ms)"));
        List<List<String>> rows = new ArrayList<>();
        for (Rows.Row workload : workloads) {
            Set<String> forms = new LinkedHashSet<>();
            for (EngineRun run : columns) {
                Forms.of(run, workload.id()).forEach(form -> forms.add(form.id()));
            }
            if (forms.size() < 2) {
                continue;
            }
            for (String form : forms) {
                List<String> row = new ArrayList<>();
                row.add(form);
                for (EngineRun run : columns) {
                    row.add(cell(run, workload.id(), form));
                }
                rows.add(row);
            }
        }
        return new Table(title(title), headers, rows, List.of("Each engine's forms of a workload: its own statement"
                + " (the workload's id) and each variant (@name), every one asked the same calls, checked against the"
                + " reference and timed alike. A cell is the median with the 95th percentile in brackets; xN is the"
                + " form's median over the engine's own statement's;" + SHOWN + " marks the form \"" + title + "\""
                + " shows, the engine's quickest whose answers agree; differs: answers that differ from the"
                + " reference's, never shown there; - the engine has no such form."))
                .withGroups(Reported.groups(1, columns)).asDetail();
    }

    /** The title of the table of every form of a phase's table titled {@code title}. */
    static String title(String title) {
        return title + ": every form";
    }

    private static String cell(EngineRun run, String workload, String form) {
        WorkloadResult result = run.workload(form);
        if (result == null) {
            return "-";
        }
        if (result.status() != Status.OK) {
            return result.status().name().toLowerCase(Locale.ROOT);
        }
        StringBuilder cell = new StringBuilder(TimedTables.figures(result.latency()));
        WorkloadResult own = run.workload(workload);
        if (VariantWorkload.variantOf(form).isPresent() && own != null && own.status() == Status.OK
                && own.latency().medianMs() > 0) {
            double ratio = result.latency().medianMs() / own.latency().medianMs();
            // Two decimals, or two significant digits below 0.1: a form 260 times quicker is x0.0038, not x0.00.
            cell.append(" x").append(ratio >= 0.1 ? String.format(Locale.ROOT, "%.2f", ratio)
                    : new BigDecimal(ratio).round(new MathContext(2)).toPlainString());
        }
        if (result.agreement() != null && result.agreement().verdict() == Agreement.Verdict.DISAGREES) {
            cell.append(" differs");
        }
        WorkloadResult shown = Forms.shown(run, workload);
        if (shown != null && shown.id().equals(form) && Forms.of(run, workload).size() > 1) {
            cell.append(SHOWN);
        }
        return cell.toString();
    }
}
