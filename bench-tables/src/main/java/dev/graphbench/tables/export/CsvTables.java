package dev.graphbench.tables.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Tables as CSV, one file a table meant for it ({@link Output#CSV}), for a spreadsheet or a script: the header is
 * the columns' names, each figure's with its unit ({@code median_ms}, {@code calls_per_second}), and every figure is
 * as measured rather than rounded as the tables a person reads print it.
 */
public final class CsvTables {

    private static final CsvMapper CSV = new CsvMapper();

    private CsvTables() {
    }

    /**
     * Each file's name and content, in the tables' order: {@code report-<dataset>-<table>.csv}
     * ({@code report-sf0.1-traverse.csv}).
     */
    public static Map<String, String> files(String dataset, List<Table> tables) {
        Map<String, String> files = new LinkedHashMap<>();
        for (Table table : tables) {
            if (table.goesTo(Output.CSV)) {
                files.put("report-" + dataset + "-" + table.name() + ".csv", text(table));
            }
        }
        return files;
    }

    /** A table as CSV text: its header, then its rows. */
    public static String text(Table table) {
        CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
        table.columns().forEach(column -> schema.addColumn(column.name()));
        try {
            return CSV.writer(schema.build()).writeValueAsString(table.rows());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the CSV of " + table.name() + ": " + e.getMessage(), e);
        }
    }
}
