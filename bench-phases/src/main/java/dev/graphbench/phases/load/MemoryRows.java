package dev.graphbench.phases.load;

import dev.graphbench.api.MemoryBudget;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.MemoryResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The load table's memory and disk rows: each engine's memory once open, after the load, at its peak and after
 * the run, what its data takes after the load, and the memory budget it was held to, marked "bigger than memory"
 * where the budget is below its data. Under the table, what each figure measured, engine by engine.
 */
final class MemoryRows {

    /** The mark of an engine whose memory budget is below the size of its data. */
    static final String BIGGER_THAN_MEMORY = "bigger than memory";

    private final List<EngineRun> runs;

    private MemoryRows(List<EngineRun> runs) {
        this.runs = runs;
    }

    /**
     * The rows of {@code runs}, in their order: memory after the run always (n/a where it was not measured), the
     * others where some engine has the figure; the budget's row only when some engine had one.
     */
    static List<List<String>> rows(List<EngineRun> runs) {
        MemoryRows rows = new MemoryRows(runs);
        List<List<String>> all = new ArrayList<>();
        rows.addIfMeasured(all, rows.row("memory once open", MemoryResult::idleBytes));
        rows.addIfMeasured(all, rows.row("memory after the load", MemoryResult::loadedBytes));
        rows.addIfMeasured(all, rows.row("memory at peak", MemoryResult::peakBytes));
        all.add(rows.row(AFTER_THE_RUN, memory -> memory.bytes()));
        rows.addIfMeasured(all, rows.row("data after the load", MemoryResult::dataBytes));
        if (runs.stream().anyMatch(run -> run.memory() != null && run.memory().budget() != null)) {
            all.add(rows.budgetRow());
        }
        return all;
    }

    private static final String AFTER_THE_RUN = "memory after the run";
    private static final String NOT_MEASURED = "n/a";

    private void addIfMeasured(List<List<String>> rows, List<String> row) {
        if (row.stream().skip(1).anyMatch(cell -> !cell.equals(NOT_MEASURED))) {
            rows.add(row);
        }
    }

    /** What the rows measured, one line for each kind of figure, naming the engines it was taken of. */
    static List<String> notes(List<EngineRun> runs) {
        List<String> notes = new ArrayList<>();
        String resident = byMeasure(runs, memory -> memory.residentMeasure() != null ? memory.residentMeasure()
                : memory.measure());
        notes.add("Memory, " + NOT_MEASURED + " where it was not measured (a server the harness did not start): "
                + (resident.isEmpty() ? "none was measured" : resident + ". After the run: "
                + byMeasure(runs, MemoryResult::measure)) + ".");
        String data = byMeasure(runs, MemoryResult::dataMeasure);
        if (!data.isEmpty()) {
            notes.add("Data after the load: " + data + ".");
        }
        String budgets = byMeasure(runs, memory -> memory.budget() == null ? null : memory.budget().how());
        if (!budgets.isEmpty()) {
            notes.add("Memory budget (" + RunOption.MEMORY_BUDGET + "), held where a control group held the engine: " + budgets
                    + ". Caches sized to it: " + byMeasure(runs, memory -> memory.budget() == null ? null
                    : memory.budget().caches() == null ? "none" : memory.budget().caches()) + ".");
        }
        if (runs.stream().anyMatch(run -> run.memory() != null && run.memory().biggerThanMemory())) {
            notes.add(BIGGER_THAN_MEMORY + ": the engine's budget is below what its data takes after the load, so that"
                    + " its figures are those of a graph that does not fit in the memory it was given, a class of run of"
                    + " its own.");
        }
        return notes;
    }

    private List<String> row(String label, Function<MemoryResult, Long> figure) {
        List<String> row = new ArrayList<>();
        row.add(label);
        for (EngineRun run : runs) {
            Long bytes = run.memory() == null ? null : figure.apply(run.memory());
            if (bytes == null && label.equals(AFTER_THE_RUN) && run.server() != null) {
                bytes = run.server().memoryBytes();
            }
            row.add(bytes == null ? NOT_MEASURED : bytes(bytes));
        }
        return row;
    }

    private List<String> budgetRow() {
        List<String> row = new ArrayList<>();
        row.add("memory budget");
        for (EngineRun run : runs) {
            MemoryResult memory = run.memory();
            if (memory == null || memory.budget() == null) {
                row.add("none");
                continue;
            }
            // In the binary units the budget is given in (--memory-budget 256m), not the decimal ones of the figures.
            String cell = MemoryBudget.show(memory.budget().bytes()) + (memory.budget().enforced() ? " held" : " advisory");
            row.add(memory.biggerThanMemory() ? cell + ", " + BIGGER_THAN_MEMORY : cell);
        }
        return row;
    }

    /** {@code bytes} as the load table prints memory: {@code 1.23 GB}, {@code 456 MB}. */
    static String bytes(long bytes) {
        return bytes >= 1e9 ? String.format(Locale.ROOT, "%.2f GB", bytes / 1e9)
                : String.format(Locale.ROOT, "%.0f MB", bytes / 1e6);
    }

    /** Each distinct text {@code what} gives of the runs' memory, with the engines it was given for. */
    private static String byMeasure(List<EngineRun> runs, Function<MemoryResult, String> what) {
        Map<String, List<String>> engines = new LinkedHashMap<>();
        for (EngineRun run : runs) {
            String text = run.memory() == null ? null : what.apply(run.memory());
            if (text != null) {
                engines.computeIfAbsent(text, key -> new ArrayList<>()).add(run.provenance().engine());
            }
        }
        List<String> parts = new ArrayList<>();
        engines.forEach((text, names) -> parts.add(String.join(", ", names) + ": " + text));
        return String.join("; ", parts);
    }
}
