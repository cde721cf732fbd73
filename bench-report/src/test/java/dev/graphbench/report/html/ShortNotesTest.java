package dev.graphbench.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.report.Report;
import dev.graphbench.results.EngineRun;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Table;
import dev.graphbench.tables.text.TextFormat;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Under each table of a default run's report, notes of at most two lines of a terminal, so that the tables stay what
 * a person reads; how a table was measured, at length, is in its footnotes: under it in HTML, folded under it in
 * Markdown, and named in one line at the end of the console's report.
 */
class ShortNotesTest {

    @Test
    void everyNoteUnderATableIsAtMostTwoLinesAndTheRestAreFootnotes(@TempDir Path folder) throws IOException {
        List<EngineRun> runs = SyntheticResults.fourEngines("call 3 failed: timeout");
        runs.add(SyntheticResults.run("falkordb", 30, null));
        SyntheticResults.writeHopsCalls(runs, folder);
        Report report = Report.of(runs, folder);

        List<Table> read = report.everyTable().stream().filter(table -> table.goesTo(Output.CONSOLE)
                || table.goesTo(Output.DOCUMENT)).toList();
        List<String> long_ = new ArrayList<>();
        for (Table table : read) {
            for (String note : table.notes()) {
                if (TextFormat.lines(note) > Table.NOTE_LINES) {
                    long_.add(table.title() + ": " + TextFormat.lines(note) + " lines: " + note);
                }
            }
        }
        assertThat(long_).as("notes over " + Table.NOTE_LINES + " lines").isEmpty();

        List<Table> footnoted = read.stream().filter(table -> !table.footnotes().isEmpty()).toList();
        assertThat(footnoted).as("tables with footnotes").hasSizeGreaterThan(3);
        String text = report.text();
        String markdown = report.markdown();
        String html = HtmlReport.render(report);
        for (Table table : footnoted) {
            for (String footnote : table.footnotes()) {
                assertThat(text.replaceAll("\\s+", " ")).as("the console leaves the footnotes off")
                        .doesNotContain(footnote.replaceAll("\\s+", " "));
                assertThat(markdown).contains(". " + footnote.replace("|", "\\|") + "\n");
                assertThat(html).contains("<li>" + escaped(footnote) + "</li>");
            }
        }
        String consoleTables = read.stream().filter(table -> table.goesTo(Output.CONSOLE) && !table.footnotes().isEmpty())
                .map(Table::title).reduce((a, b) -> a + "; " + b).orElseThrow();
        assertThat(text.replaceAll("\\s+", " ")).as("where the footnotes are, said once").contains(
                TextFormat.footnotesLine(List.of(consoleTables)).replaceAll("\\s+", " "));
        assertThat(markdown).contains("<details><summary>Footnotes</summary>");
        assertThat(html).contains("<ol class=\"footnotes\"");
    }

    private static String escaped(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;").replace("'", "&#39;");
    }
}
