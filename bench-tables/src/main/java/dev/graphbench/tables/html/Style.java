package dev.graphbench.tables.html;

/** The page's style sheet, inline so the page needs nothing else. */
final class Style {

    private Style() {
    }

    static final String CSS = """
            body { margin: 0; background: #ffffff; color: #222222;
              font: 15px/1.5 Helvetica Neue, Helvetica, Arial, Liberation Sans, sans-serif; }
            main { max-width: 1232px; margin: 0 auto; padding: 28px 24px 48px; }
            p, figcaption, nav { max-width: 1000px; }
            h1 { font-size: 26px; margin: 0 0 6px; }
            h2 { font-size: 19px; margin: 40px 0 10px; padding-bottom: 4px; border-bottom: 1px solid #dddddd; }
            p.summary { color: #444444; margin: 0 0 6px; }
            nav ol { margin: 10px 0 0; padding-left: 22px; columns: 2; font-size: 14px; }
            a { color: #0b5cad; }
            .scroll { overflow-x: auto; }
            table { border-collapse: collapse; font-size: 13.5px; margin: 6px 0 10px; }
            th, td { padding: 4px 12px 4px 0; border-bottom: 1px solid #e6e6e6; text-align: left; vertical-align: top; }
            thead th { border-bottom: 2px solid #999999; font-weight: 600; }
            thead th.num { white-space: normal; min-width: 88px; }
            thead tr.groups th { border-bottom: 1px solid #999999; font-weight: normal; font-style: italic; color: #444444;
              text-align: center; }
            thead tr.groups td { border-bottom: none; }
            section.dataset h2 { font-size: 22px; border-bottom: 2px solid #999999; }
            h3 { font-size: 17px; margin: 32px 0 8px; }
            tbody th { font-weight: normal; }
            .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; padding-left: 18px; }
            table.provenance tbody th { white-space: nowrap; }
            table.provenance td { word-break: break-word; min-width: 140px; }
            table.provenance td.shared { color: #444444; }
            p.note { margin: 4px 0; font-size: 13.5px; color: #444444; }
            p.note.differ { color: #a40000; font-weight: 600; }
            p.note.held { color: #8a5200; }
            ol.footnotes { max-width: 1000px; margin: 6px 0 4px; padding-left: 22px; font-size: 12.5px; color: #555555; }
            ol.footnotes li { margin: 2px 0; }
            td.stalled a { color: #a40000; font-weight: 600; }
            details summary { cursor: pointer; color: #0b5cad; font-size: 14px; margin: 4px 0 8px; }
            figure { margin: 18px 0 6px; }
            svg.chart { display: block; width: 100%; max-width: 960px; height: auto; font-family: inherit; }
            figcaption { font-size: 13px; color: #555555; margin-top: 6px; }
            footer { margin-top: 40px; font-size: 13px; color: #666666; }
            @media print { main { max-width: none; } section { break-inside: avoid; } }
            """;
}
