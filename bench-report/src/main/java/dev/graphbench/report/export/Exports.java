package dev.graphbench.report.export;

import dev.graphbench.report.Report;
import dev.graphbench.results.AtomicFiles;
import dev.graphbench.tables.Table;
import dev.graphbench.tables.export.CsvTables;
import dev.graphbench.tables.export.OpenMetrics;
import dev.graphbench.tables.export.SecondsJsonLines;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The reports' figures for other tools, each format a renderer over the tables of figures every phase gives
 * ({@link Report#figures()}): a CSV file a table, OpenMetrics, and JSON Lines of the seconds of the concurrent phase.
 */
public final class Exports {

    private Exports() {
    }

    /**
     * Writes a file per table of figures of {@code report} into {@code folder}, named
     * {@code report-<dataset>-<table>.csv}, and returns the files, in the tables' order.
     */
    public static List<Path> csv(Report report, Path folder) {
        List<Path> written = new ArrayList<>();
        CsvTables.files(report.datasetLabel(), report.figures()).forEach((name, text) -> {
            Path file = folder.resolve(name);
            AtomicFiles.write(file, text);
            written.add(file);
        });
        return written;
    }

    /** The OpenMetrics exposition of every figure of {@code reports}, one per dataset. */
    public static String openMetrics(List<Report> reports) {
        return OpenMetrics.render(byDataset(reports));
    }

    /** The JSON Lines of every second of {@code reports}, one per dataset. */
    public static String secondsJsonLines(List<Report> reports) {
        return SecondsJsonLines.render(byDataset(reports));
    }

    private static Map<String, List<Table>> byDataset(List<Report> reports) {
        Map<String, List<Table>> tables = new LinkedHashMap<>();
        reports.forEach(report -> tables.computeIfAbsent(report.datasetLabel(), key -> new ArrayList<>())
                .addAll(report.figures()));
        return tables;
    }
}
