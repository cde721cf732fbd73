package dev.graphbench.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.ConcurrentPhase;
import dev.graphbench.phases.concurrent.ConcurrentResults;
import dev.graphbench.phases.concurrent.RateResult;
import dev.graphbench.phases.hops.HopsPhase;
import dev.graphbench.phases.hops.HopsResult;
import dev.graphbench.report.Report;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Percentiles;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every table with a held or skipped cell says why under it, one line per engine and reason, in every format a person
 * reads it in: the console's text, Markdown and HTML (the CSV files have a reason column of their own). A run holds something in each phase here: a timed
 * workload, a concurrent workload whose sessions never opened, every offered rate of another (the client could not
 * keep the schedule), the hops phase.
 */
class HeldReasonsTest {

    private static final Pattern NOT_MEASURED = Pattern.compile("^(held|skipped)\\b.*");
    private static final String WORKLOAD_HELD = "the embedded server's process exited";
    private static final String SESSIONS_HELD = "8 sessions could not open: connection refused";
    private static final String LATE = "33 of the 600 calls were sent more than 1 ms after their intended start";
    private static final String HOPS_SKIPPED = "its path semantics differ from the reference's";

    @Test
    void everyTableWithAHeldOrSkippedCellSaysWhyUnderItInEveryFormat() {
        Report report = Report.of(runs());
        // The console wraps its notes at word boundaries.
        String text = flat(report.text());
        String markdown = report.markdown();
        String html = HtmlReport.render(report);

        // The tables a person reads; those of figures for other tools have a reason column of their own.
        List<Table> withHeldCells = report.everyTable().stream().filter(table -> table.goesTo(Output.CONSOLE)
                || table.goesTo(Output.DOCUMENT)).filter(HeldReasonsTest::hasHeldCell).toList();

        assertThat(withHeldCells).extracting(Table::title).as("tables with a held or skipped cell").hasSizeGreaterThan(3);
        List<String> unsaid = new ArrayList<>();
        for (Table table : withHeldCells) {
            List<String> reasons = table.notes().stream().filter(NOT_MEASURED.asPredicate()).toList();
            for (String kind : kinds(table)) {
                if (reasons.stream().noneMatch(note -> note.startsWith(kind + ":"))) {
                    unsaid.add(table.title() + " (" + String.join(", ", table.headers()) + "): why its cells are " + kind);
                }
            }
            for (String reason : reasons) {
                // The console names a table too wide for it (detail) rather than print it.
                boolean console = !table.goesTo(Output.CONSOLE) || text.contains(flat(reason));
                boolean documents = !table.goesTo(Output.DOCUMENT)
                        || markdown.contains(reason) && html.contains(escaped(reason));
                if (!console || !documents) {
                    unsaid.add(table.title() + ": '" + reason + "' missing from " + (console ? "" : "the console ")
                            + (documents ? "" : "Markdown or HTML"));
                }
            }
        }
        assertThat(unsaid).as("what a table does not say under it").isEmpty();
        String all = String.join("\n", withHeldCells.stream().flatMap(table -> table.notes().stream()).toList());
        assertThat(all).contains(WORKLOAD_HELD, SESSIONS_HELD, LATE, HOPS_SKIPPED);
    }

    /** The reference and three engines, each holding something of its own. */
    private static List<EngineRun> runs() {
        List<EngineRun> runs = new ArrayList<>(SyntheticResults.fourEngines(WORKLOAD_HELD));
        runs.set(1, withPhase(runs.get(1), HopsPhase.ID, HopsResult.notMeasured(Status.SKIPPED, HOPS_SKIPPED, null)));
        EngineRun postgres = runs.get(2);
        List<ConcurrencyResult> concurrency = new ArrayList<>(BuiltInResults.concurrency(postgres));
        ConcurrencyResult first = concurrency.getFirst();
        List<RateResult> late = new ArrayList<>();
        for (double rate : new double[] {1_000, 2_000}) {
            late.add(new RateResult(rate, 8, 3, (long) (rate * 3), 0, 0, rate * 0.9,
                    new Percentiles((long) (rate * 3), 1, 2, 3, 4), null, null, LATE, null, List.of(), null, List.of(),
                    null, null, null));
        }
        concurrency.set(0, new ConcurrencyResult(first.id(), first.title(), first.status(), first.reason(),
                first.measurements(), first.agreement(), late, null));
        runs.set(2, withPhase(postgres, ConcurrentPhase.ID, new ConcurrentResults(concurrency)));
        EngineRun oracle = runs.get(3);
        List<ConcurrencyResult> held = new ArrayList<>(BuiltInResults.concurrency(oracle));
        held.set(1, ConcurrencyResult.notMeasured(held.get(1).id(), held.get(1).title(), Status.HELD, SESSIONS_HELD));
        runs.set(3, withPhase(oracle, ConcurrentPhase.ID, new ConcurrentResults(held)));
        return runs;
    }

    private static EngineRun withPhase(EngineRun run, String id, PhaseResult result) {
        Map<String, PhaseResult> changed = new LinkedHashMap<>(run.phases());
        changed.put(id, result);
        return run.withPhases(changed);
    }

    private static boolean hasHeldCell(Table table) {
        return !kinds(table).isEmpty();
    }

    /** The kinds of cell ({@code held}, {@code skipped}) the table has that measured nothing. */
    private static List<String> kinds(Table table) {
        return table.rows().stream().flatMap(List::stream).filter(cell -> cell != null
                && NOT_MEASURED.matcher(cell).matches()).map(cell -> cell.startsWith("held") ? "held" : "skipped")
                .distinct().toList();
    }

    private static String flat(String text) {
        return text.replaceAll("\\s+", " ");
    }

    private static String escaped(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("'", "&#39;");
    }
}
