package dev.graphbench.tables.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each row of the tables of seconds ({@link Output#SECONDS}) as a line of JSON (JSON Lines): its {@code dataset},
 * then each of its columns by name, as measured; a column without a value in that row is left out. A line a row,
 * in the tables' order.
 */
public final class SecondsJsonLines {

    private static final ObjectMapper JSON = new ObjectMapper();

    private SecondsJsonLines() {
    }

    /** The lines of the tables of each dataset, by the dataset's label, each line ended by a newline. */
    public static String render(Map<String, List<Table>> byDataset) {
        StringBuilder out = new StringBuilder();
        byDataset.forEach((dataset, tables) -> {
            for (Table table : tables) {
                if (table.goesTo(Output.SECONDS)) {
                    lines(out, dataset, table);
                }
            }
        });
        return out.toString();
    }

    private static void lines(StringBuilder out, String dataset, Table table) {
        for (List<Object> row : table.values()) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("dataset", dataset);
            for (int c = 0; c < table.columns().size(); c++) {
                if (row.get(c) != null) {
                    line.put(table.columns().get(c).name(), row.get(c));
                }
            }
            try {
                out.append(JSON.writeValueAsString(line)).append('\n');
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write a row of " + table.name() + " as JSON", e);
            }
        }
    }
}
