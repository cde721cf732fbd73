package dev.graphbench.tables.export;

import dev.graphbench.tables.Column;
import dev.graphbench.tables.Metric;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Table;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Tables in the OpenMetrics text format (version 1.0.0), so that a CI job can push them to Prometheus: a gauge per
 * column of figures that says how it is exposed ({@link Metric}), named {@code graphbench_...} with its unit as the
 * last part of the name and a {@code # UNIT} line where it has one, a sample per row of each table meant for it
 * ({@link Output#METRICS}), labelled with its {@code engine}, {@code workload}, {@code phase}, {@code run} and
 * {@code dataset}, and with each of its label columns ({@code threads}, {@code offered}, {@code depth}). A row
 * without a value has no sample. The exposition ends with {@code # EOF}.
 */
public final class OpenMetrics {

    /** The media type a server gives this text: a Pushgateway or a scrape reads it as OpenMetrics. */
    public static final String CONTENT_TYPE = "application/openmetrics-text; version=1.0.0; charset=utf-8";

    private final Map<String, Family> families = new LinkedHashMap<>();

    private OpenMetrics() {
    }

    /** A gauge: its name, its unit (the name's last part) or null, its help, and its samples in the order added. */
    private record Family(String name, String unit, String help, List<String> samples) {
    }

    /** The exposition of the tables of each dataset, by the dataset's label. */
    public static String render(Map<String, List<Table>> byDataset) {
        OpenMetrics metrics = new OpenMetrics();
        byDataset.forEach((dataset, tables) -> tables.stream().filter(table -> table.goesTo(Output.METRICS))
                .forEach(table -> metrics.add(dataset, table)));
        return metrics.text();
    }

    private void add(String dataset, Table table) {
        List<Column> columns = table.columns();
        for (List<Object> row : table.values()) {
            Map<String, String> labels = new LinkedHashMap<>();
            labels.put("engine", text(value(columns, row, "engine")));
            labels.put("workload", text(value(columns, row, "workload")));
            labels.put("phase", table.phase() == null ? "" : table.phase());
            labels.put("run", text(value(columns, row, "run")));
            labels.put("dataset", dataset);
            for (int c = 0; c < columns.size(); c++) {
                if (columns.get(c).label() != null && row.get(c) != null) {
                    labels.put(columns.get(c).label(), Table.plain(row.get(c)));
                }
            }
            boolean ok = "ok".equals(value(columns, row, "status")) || value(columns, row, "status") == null;
            for (int c = 0; c < columns.size(); c++) {
                Metric metric = columns.get(c).metric();
                if (metric != null && row.get(c) instanceof Number number && (ok || !metric.okOnly())) {
                    gauge(metric, labels, number.doubleValue() / metric.per());
                }
            }
        }
    }

    /** The row's value in the column named {@code name}; null when the table has no such column. */
    private static Object value(List<Column> columns, List<Object> row, String name) {
        for (int c = 0; c < columns.size(); c++) {
            if (name.equals(columns.get(c).name())) {
                return row.get(c);
            }
        }
        return null;
    }

    private static String text(Object value) {
        return value == null ? "" : Table.plain(value);
    }

    private void gauge(Metric metric, Map<String, String> labels, double value) {
        Family family = families.computeIfAbsent(metric.name(),
                key -> new Family(metric.name(), metric.unit(), metric.help(), new ArrayList<>()));
        StringBuilder sample = new StringBuilder(family.name()).append('{');
        labels.forEach((label, text) -> sample.append(sample.charAt(sample.length() - 1) == '{' ? "" : ",")
                .append(label).append("=\"").append(escapeLabel(text)).append('"'));
        family.samples().add(sample.append("} ").append(plain(value)).toString());
    }

    private String text() {
        StringBuilder out = new StringBuilder();
        for (Family family : families.values()) {
            out.append("# TYPE ").append(family.name()).append(" gauge\n");
            if (family.unit() != null) {
                out.append("# UNIT ").append(family.name()).append(' ').append(family.unit()).append('\n');
            }
            out.append("# HELP ").append(family.name()).append(' ').append(escapeHelp(family.help())).append('\n');
            family.samples().forEach(sample -> out.append(sample).append('\n'));
        }
        return out.append("# EOF\n").toString();
    }

    /** A number in plain digits, as the format's grammar reads it. */
    private static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    private static String escapeLabel(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }

    private static String escapeHelp(String text) {
        return text.replace("\\", "\\\\").replace("\n", "\\n");
    }
}
