package dev.graphbench.tables;

import java.util.EnumSet;
import java.util.Set;

/** Where a table goes: each renderer takes the tables meant for it, so a table reaches a format by saying so. */
public enum Output {
    /** The text printed on a terminal: tables a person compares at a glance. */
    CONSOLE,
    /** The Markdown and HTML reports: every table a person reads, wide ones too. */
    DOCUMENT,
    /** A CSV file a table, every figure as measured. */
    CSV,
    /** OpenMetrics: a gauge per figure column, a sample per row. */
    METRICS,
    /** JSON Lines: a line per row, for series a second long. */
    SECONDS;

    /** A table a person compares: on the console and in the documents. */
    public static final Set<Output> SHOWN = EnumSet.of(CONSOLE, DOCUMENT);
    /** A table too wide for a terminal: in the documents, named on the console. */
    public static final Set<Output> DETAIL = EnumSet.of(DOCUMENT);
    /** Figures for other tools: a CSV file and OpenMetrics samples. */
    public static final Set<Output> FIGURES = EnumSet.of(CSV, METRICS);
    /** Everywhere: shown, and figures for other tools. */
    public static final Set<Output> EVERYWHERE = EnumSet.of(CONSOLE, DOCUMENT, CSV, METRICS);
}
