package dev.graphbench.tables.html;

import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Page.Part;
import dev.graphbench.tables.Page;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A page of tables as one self-contained HTML page: each part's provenance, every table meant for the documents
 * with its notes, and the charts of each table's figures drawn as inline SVG under it. It needs no network to view:
 * no script, no font, no style sheet or image is fetched, and every chart's numbers are also in a table. The page is
 * well-formed XML, so it can be checked with any XML parser.
 */
public final class HtmlPage {

    private HtmlPage() {
    }

    /** The page. */
    public static String render(Page page) {
        return render(page.heading(), page.summary(), page.explanation(), page.footer(), page.parts(), page.closing());
    }

    private static String render(String heading, String summary, String explanation, String footer, List<Part> parts,
                                 List<String> closing) {
        parts = parts.stream().map(part -> new Part(part.heading(), part.summary(), part.provenance(),
                part.tables().stream().filter(table -> table.goesTo(Output.DOCUMENT)).toList(), part.series(),
                part.judge())).toList();
        Set<String> taken = new HashSet<>();
        List<List<String>> ids = new ArrayList<>();
        for (Part part : parts) {
            ids.add(ids(part, taken));
        }

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
        contents(page, parts, ids);
        int[] chartNumber = {0};
        List<Map<String, EngineStyle>> styles = parts.stream().map(part -> EngineStyle.of(part.series(), part.judge()))
                .toList();
        for (int p = 0; p < parts.size(); p++) {
            Part part = parts.get(p);
            // A page of several datasets heads each with its own; its tables' headings sit a level below.
            String level = part.heading() == null ? "h2" : "h3";
            if (part.heading() != null) {
                page.open("section", "class", "dataset", "id", ids.get(p).getFirst()).element("h2", part.heading())
                        .element("p", part.summary(), "class", "summary").newline();
            }
            List<String> partIds = part.heading() == null ? ids.get(p) : ids.get(p).subList(1, ids.get(p).size());
            for (int t = 0; t < part.tables().size(); t++) {
                Table table = part.tables().get(t);
                page.open("section", "id", partIds.get(t + 1)).element(level, table.title()).newline();
                table(page, table, partIds.get(t + 1));
                notes(page, table.notes(), partIds.get(t + 1));
                footnotes(page, table.footnotes(), partIds.get(t + 1));
                for (Chart chart : table.charts()) {
                    chartNumber[0]++;
                    figure(page, chart, styles.get(p), "chart-" + chartNumber[0]);
                }
                page.close("section").newline();
            }
            // The findings first; where they come from below, folded until asked for.
            page.open("section", "id", partIds.get(0)).element(level, part.provenance().title())
                    .open("details").element("summary", "the settings, engines and method of each run").newline();
            provenanceTable(page, part.provenance());
            page.close("details").close("section").newline();
            if (part.heading() != null) {
                page.close("section").newline();
            }
        }
        closing.forEach(line -> page.element("p", line, "class", "note differ").newline());
        page.open("footer").element("p", footer).close("footer").newline();
        page.close("main").newline().close("body").newline().close("html").newline();
        return "<!DOCTYPE html>\n" + page;
    }

    /**
     * A unique anchor, from its title, for the part's heading when it has one, its provenance and each table; none
     * of {@code taken}, which the new ones join.
     */
    private static List<String> ids(Part part, Set<String> taken) {
        List<String> titles = new ArrayList<>();
        if (part.heading() != null) {
            titles.add(part.heading());
        }
        titles.add(part.provenance().title());
        part.tables().forEach(table -> titles.add(table.title()));
        List<String> ids = new ArrayList<>();
        for (String title : titles) {
            String base = title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
            base = base.isEmpty() ? "table" : base;
            String id = base;
            for (int n = 2; !taken.add(id); n++) {
                id = base + "-" + n;
            }
            ids.add(id);
        }
        return ids;
    }

    private static void contents(Markup page, List<Part> parts, List<List<String>> ids) {
        page.open("nav", "aria-label", "contents").open("ol");
        for (int p = 0; p < parts.size(); p++) {
            Part part = parts.get(p);
            List<String> partIds = ids.get(p);
            if (part.heading() != null) {
                page.open("li").element("a", part.heading(), "href", "#" + partIds.getFirst()).close("li");
                continue;
            }
            for (int t = 0; t < part.tables().size(); t++) {
                page.open("li").element("a", part.tables().get(t).title(), "href", "#" + partIds.get(t + 1)).close("li");
            }
            page.open("li").element("a", part.provenance().title(), "href", "#" + partIds.get(0)).close("li");
        }
        page.close("ol").close("nav").newline();
    }

    /** The provenance, where a fact every engine shares is written once across their columns. */
    private static void provenanceTable(Markup page, Table table) {
        page.open("div", "class", "scroll").open("table", "class", "provenance");
        headers(page, table, false);
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

    /**
     * A table of figures; a cell whose slowest call was a stall is marked, and its maximum is a click away:
     * the cell links to the note under the table that names it (the n-th marked cell to the n-th such note).
     */
    private static void table(Markup page, Table table, String id) {
        page.open("div", "class", "scroll").open("table");
        headers(page, table, true);
        page.open("tbody");
        int stalls = 0;
        for (List<String> row : table.rows()) {
            page.open("tr").element("th", row.get(0), "scope", "row");
            for (String cell : row.subList(1, row.size())) {
                if (cell.endsWith(Table.STALL_MARK)) {
                    page.open("td", "class", "num stalled")
                            .element("a", cell, "href", "#" + id + "-stall-" + ++stalls, "title", "one call far beyond"
                                    + " the rest: see the note under the table")
                            .close("td");
                } else {
                    page.element("td", cell, "class", "num");
                }
            }
            page.close("tr").newline();
        }
        page.close("tbody").close("table").close("div").newline();
    }

    private static void headers(Markup page, Table table, boolean figures) {
        page.open("thead");
        if (!table.groups().isEmpty()) {
            // The groups over the columns (each engine's shape) as a row of headings each spanning its columns.
            page.open("tr", "class", "groups");
            int c = 0;
            while (c < table.headers().size()) {
                String group = table.group(c);
                int end = c + 1;
                while (group != null && end < table.headers().size() && group.equals(table.group(end))) {
                    end++;
                }
                if (group == null) {
                    page.empty("td");
                } else {
                    page.element("th", group, "scope", "colgroup", "colspan", end - c);
                }
                c = end;
            }
            page.close("tr");
        }
        page.open("tr");
        List<String> headers = table.headers();
        for (int c = 0; c < headers.size(); c++) {
            page.element("th", headers.get(c), "scope", "col", "class", c > 0 && figures ? "num" : null);
        }
        page.close("tr").close("thead").newline();
    }

    /** Agreement first, then held and skipped reasons, marked so that a disagreement or a failed call stands out. */
    private static void notes(Markup page, List<String> notes, String id) {
        int stalls = 0;
        for (String note : notes) {
            boolean stall = note.startsWith(Table.STALL_NOTE);
            String kind = note.startsWith("ANSWERS DIFFER") || note.startsWith("FAILED CALLS") || stall ? "note differ"
                    : note.startsWith("held:") || note.startsWith("skipped:") ? "note held" : "note";
            page.element("p", note, "class", kind, "id", stall ? id + "-stall-" + ++stalls : null).newline();
        }
    }

    /** The longer explanation, numbered under the table's notes, in smaller type. */
    private static void footnotes(Markup page, List<String> footnotes, String id) {
        if (footnotes.isEmpty()) {
            return;
        }
        page.open("ol", "class", "footnotes", "id", id + "-footnotes").newline();
        footnotes.forEach(footnote -> page.element("li", footnote).newline());
        page.close("ol").newline();
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
