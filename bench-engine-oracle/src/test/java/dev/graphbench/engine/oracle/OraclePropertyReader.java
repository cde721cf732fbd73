package dev.graphbench.engine.oracle;

import dev.graphbench.api.Answer;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.conformance.PropertyGraphs;
import dev.graphbench.sql.tables.PropertyTables;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** The test's statements that read a property graph back from Oracle's tables, its values as a session answers them. */
final class OraclePropertyReader implements PropertyGraphs.Reader {

    private final OracleEngine engine;

    OraclePropertyReader(OracleEngine engine) {
        this.engine = engine;
    }

    @Override
    public List<List<Object>> nodes(Label label) {
        PropertyTables.NodeTable table = PropertyTables.of(engine.graph()).table(label);
        return rows(table.name(), table.columns());
    }

    @Override
    public List<List<Object>> relationships(RelType type) {
        PropertyTables.EdgeTable table = PropertyTables.of(engine.graph()).edges().stream()
                .filter(edges -> edges.type().equals(type)).findFirst().orElseThrow();
        return rows(table.name(), table.columns());
    }

    private List<List<Object>> rows(String table, List<PropertyTables.Column> columns) {
        String select = "SELECT " + columns.stream().map(PropertyTables.Column::name).collect(Collectors.joining(", "))
                + " FROM " + table;
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(select)) {
            ResultSetMetaData metadata = rows.getMetaData();
            List<List<Object>> read = new ArrayList<>();
            while (rows.next()) {
                List<Object> row = new ArrayList<>();
                for (int column = 1; column <= metadata.getColumnCount(); column++) {
                    row.add(OraclePropertyTypes.answer(rows, metadata, column));
                }
                read.add(row);
            }
            return new Answer(read).rows();
        } catch (SQLException e) {
            throw new IllegalStateException(select + ": " + e.getMessage(), e);
        }
    }
}
