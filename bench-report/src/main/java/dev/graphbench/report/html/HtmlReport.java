package dev.graphbench.report.html;

import dev.graphbench.report.Chart;
import dev.graphbench.report.Report;
import dev.graphbench.report.Table;
import dev.graphbench.results.AtomicFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The report as one self-contained HTML page: the provenance, every table of the text report with
 * its notes, and charts of the same figures drawn as inline SVG. It needs no network to view: no
 * script, no font, no style sheet or image is fetched, and every chart's numbers are also in a
 * table. The page is well-formed XML, so it can be checked with any XML parser.
 */
public final class HtmlReport {

    private HtmlReport() {
    }

    /** The page of {@code report}. */
    public static String render(Report report) {
        return render("graph-bench report, scale factor " + report.scaleFactor(), report.header(),
                "A latency cell is the median of a workload's timed calls, with the 95th percentile in "
                        + "brackets, in milliseconds; lower is better. Each table's column headings carry its unit, "
                        + "and each chart draws the figures of the table above it.",
                "Written by graph-bench from the results files of scale factor " + report.scaleFactor()
                        + "; bench report --sf " + report.scaleFactor() + " writes it again.",
                report.provenance(), report.tables(), report.charts(), EngineStyle.of(report.engines(), report.judgeLabel()));
    }

    /**
     * A page in the report's form of other tables and charts, such as {@code bench compare}'s: a heading, a
     * summary, the provenance table, then each table with its notes and the charts that draw it.
     *
     * @param series the charts' series (engines, or runs), each given a colour and marker in this order
     */
    public static String render(String heading, String summary, String explanation, String footer, Table provenance,
                                List<Table> tables, List<Chart> charts, List<String> series) {
        return render(heading, summary, explanation, footer, provenance, tables, charts, EngineStyle.of(series, null));
    }

    private static String render(String heading, String summary, String explanation, String footer, Table provenance,
                                 List<Table> tables, List<Chart> charts, Map<String, EngineStyle> styles) {
        List<String> ids = ids(provenance, tables);

        Markup page = new Markup();
        page.open("html", "lang", "en").newline().open("head").newline()
                .empty("meta", "charset", "utf-8").newline()
                .empty("meta", "name", "viewport", "content", "width=device-width, initial-scale=1").newline()
                .element("title", heading).newline()
                .open("style").text(Style.CSS).close("style").newline()
                .close("head").newline().open("body").newline().open("main").newline();

        page.open("header")
                .element("h1", heading)
                .element("p", summary, "class", "summary")
                .element("p", explanation)
                .close("header").newline();
        contents(page, provenance, tables, ids);
        page.open("section", "id", ids.get(0)).element("h2", provenance.title());
        provenanceTable(page, provenance);
        page.close("section").newline();

        int chartNumber = 0;
        for (int t = 0; t < tables.size(); t++) {
            Table table = tables.get(t);
            page.open("section", "id", ids.get(t + 1)).element("h2", table.title()).newline();
            table(page, table);
            notes(page, table.notes());
            for (Chart chart : charts) {
                if (chart.table().equals(table.title())) {
                    chartNumber++;
                    figure(page, chart, styles, "chart-" + chartNumber);
                }
            }
            page.close("section").newline();
        }
        page.open("footer").element("p", footer).close("footer").newline();
        page.close("main").newline().close("body").newline().close("html").newline();
        return "<!DOCTYPE html>\n" + page;
    }

    /** Writes the page of {@code report} to {@code file}, creating its folder. */
    public static void write(Report report, Path file) {
        AtomicFiles.write(file, render(report));
    }

    /** A unique anchor for the provenance and each table, from its title. */
    private static List<String> ids(Table provenance, List<Table> tables) {
        Set<String> taken = new HashSet<>();
        List<String> ids = new ArrayList<>();
        List<Table> all = new ArrayList<>();
        all.add(provenance);
        all.addAll(tables);
        for (Table table : all) {
            String base = table.title().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
            String id = base.isEmpty() ? "table" : base;
            for (int n = 2; !taken.add(id); n++) {
                id = base + "-" + n;
            }
            ids.add(id);
        }
        return ids;
    }

    private static void contents(Markup page, Table provenance, List<Table> tables, List<String> ids) {
        page.open("nav", "aria-label", "contents").open("ol");
        page.open("li").element("a", provenance.title(), "href", "#" + ids.get(0)).close("li");
        for (int t = 0; t < tables.size(); t++) {
            page.open("li").element("a", tables.get(t).title(), "href", "#" + ids.get(t + 1)).close("li");
        }
        page.close("ol").close("nav").newline();
    }

    /** The provenance, where a fact every engine shares is written once across their columns. */
    private static void provenanceTable(Markup page, Table table) {
        page.open("div", "class", "scroll").open("table", "class", "provenance");
        headers(page, table.headers(), false);
        page.open("tbody");
        int engines = table.headers().size() - 1;
        for (List<String> row : table.rows()) {
            page.open("tr").element("th", row.get(0), "scope", "row");
            List<String> values = row.subList(1, row.size());
            if (engines > 1 && values.stream().distinct().count() == 1) {
                page.element("td", values.get(0), "colspan", engines, "class", "shared");
            } else {
                values.forEach(value -> page.element("td", value));
            }
            page.close("tr").newline();
        }
        page.close("tbody").close("table").close("div").newline();
    }

    private static void table(Markup page, Table table) {
        page.open("div", "class", "scroll").open("table");
        headers(page, table.headers(), true);
        page.open("tbody");
        for (List<String> row : table.rows()) {
            page.open("tr").element("th", row.get(0), "scope", "row");
            row.subList(1, row.size()).forEach(cell -> page.element("td", cell, "class", "num"));
            page.close("tr").newline();
        }
        page.close("tbody").close("table").close("div").newline();
    }

    private static void headers(Markup page, List<String> headers, boolean figures) {
        page.open("thead").open("tr");
        for (int c = 0; c < headers.size(); c++) {
            page.element("th", headers.get(c), "scope", "col", "class", c > 0 && figures ? "num" : null);
        }
        page.close("tr").close("thead").newline();
    }

    /** Agreement first, then held and skipped reasons, marked so that a disagreement or a failed call stands out. */
    private static void notes(Markup page, List<String> notes) {
        for (String note : notes) {
            String kind = note.startsWith("ANSWERS DIFFER") || note.startsWith("FAILED CALLS") ? "note differ"
                    : note.startsWith("held:") || note.startsWith("skipped:") ? "note held" : "note";
            page.element("p", note, "class", kind).newline();
        }
    }

    private static void figure(Markup page, Chart chart, Map<String, EngineStyle> styles, String id) {
        Markup svg = switch (chart) {
            case Chart.Bars bars -> BarChartSvg.draw(bars, styles, id);
            case Chart.Scatter scatter -> ScatterChartSvg.draw(scatter, styles, id);
            case Chart.Lines lines -> LinesChartSvg.draw(lines, styles, id);
            case Chart.Panel panel -> PanelChartSvg.draw(panel, styles, id);
        };
        page.open("figure").newline().append(svg).newline()
                .element("figcaption", chart.title() + ". " + chart.description()).close("figure").newline();
    }
}
