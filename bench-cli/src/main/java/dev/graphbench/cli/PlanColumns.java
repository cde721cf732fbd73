package dev.graphbench.cli;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.phase.Phases;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The plans a run kept, as columns of {@code bench queries --plan}: per engine, each statement the
 * planned call sent, then its operators from the root down, indented by depth, with their rows; with
 * {@code raw}, the plan as the engine gave it.
 */
final class PlanColumns {

    private final List<ResultsFolder.Entry> entries;
    private final boolean raw;

    private PlanColumns(List<ResultsFolder.Entry> entries, boolean raw) {
        this.entries = entries;
        this.raw = raw;
    }

    /**
     * The plans of the latest run in {@code folder} that has results (of scale factor {@code sf}, or
     * any), or of run {@code run}.
     *
     * @throws UsageException when the folder holds no results
     */
    static PlanColumns of(Path folder, Double sf, String run, boolean raw) {
        ResultsFolder results = ResultsFolder.at(folder, Phases.installed().types());
        try {
            if (sf != null) {
                return new PlanColumns(results.select(sf, Optional.ofNullable(run)).entries(), raw);
            }
            List<String> runs = results.runs();
            if (run != null && !runs.contains(run)) {
                throw new UsageException("no run " + run + " in " + folder + "; its runs are "
                        + (runs.isEmpty() ? "none" : String.join(", ", runs)));
            }
            for (String id : run != null ? List.of(run) : runs.reversed()) {
                List<ResultsFolder.Entry> found = results.entries(id);
                if (!found.isEmpty()) {
                    return new PlanColumns(found, raw);
                }
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        throw new UsageException("no results in " + folder + " to show plans of; run the benchmark first (bench run),"
                + " or name the folder with " + RunOption.OUTPUT);
    }

    /** The run the plans are of. */
    String run() {
        return entries.getFirst().run();
    }

    /** Headings: each engine with a file, and what its plans are. */
    List<String> headings(String workload) {
        List<String> headings = new ArrayList<>();
        for (ResultsFolder.Entry entry : entries) {
            WorkloadResult result = entry.results().workload(workload);
            int statements = result == null || result.plans() == null ? 0 : result.plans().plans().size();
            headings.add(label(entry.results()) + (statements == 0 ? "" : ", " + statements
                    + (statements == 1 ? " statement" : " statements")));
        }
        return headings;
    }

    /** One column per engine: the plans of {@code workload}, or why there are none. */
    List<List<String>> columns(String workload) {
        List<List<String>> columns = new ArrayList<>();
        for (ResultsFolder.Entry entry : entries) {
            columns.add(column(entry.results().workload(workload)));
        }
        return columns;
    }

    private List<String> column(WorkloadResult result) {
        if (result == null) {
            return List.of("(not in this run)");
        }
        WorkloadPlans plans = result.plans();
        if (plans == null) {
            return List.of("(no plans kept: " + result.status().name().toLowerCase(Locale.ROOT)
                    + (result.reason() == null ? ", run with " + RunOption.PLANS + " true" : ", " + result.reason()) + ")");
        }
        if (plans.reason() != null) {
            return List.of("(" + plans.reason() + ")");
        }
        List<String> lines = new ArrayList<>();
        lines.add("arguments " + plans.arguments() + ", answered " + plans.answerRows() + " rows");
        for (Plan plan : plans.plans()) {
            lines.add("");
            lines.add((plan.actual() ? "ran" : "not run, estimates") + (plan.serverMs() == null ? ""
                    : String.format(Locale.ROOT, ", server %.3f ms", plan.serverMs())) + ":");
            if (raw) {
                lines.addAll(plan.text().lines().toList());
            } else {
                for (PlanOperator operator : plan.operators()) {
                    lines.add("  ".repeat(operator.depth()) + operator.name() + rows(operator)
                            + (operator.detail().isEmpty() ? "" : " | " + operator.detail()));
                }
            }
        }
        return lines;
    }

    private static String rows(PlanOperator operator) {
        if (operator.actualRows() != null) {
            return String.format(Locale.ROOT, " [%,d rows]", operator.actualRows());
        }
        return operator.estimatedRows() == null ? "" : String.format(Locale.ROOT, " [~%,.0f rows]", operator.estimatedRows());
    }

    private static String label(EngineRun run) {
        String shown = run.provenance().displayName();
        return shown == null || shown.isBlank() ? run.name() : shown;
    }
}
