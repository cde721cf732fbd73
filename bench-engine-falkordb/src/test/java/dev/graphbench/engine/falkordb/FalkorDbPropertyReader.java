package dev.graphbench.engine.falkordb;

import dev.graphbench.api.Answer;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.conformance.PropertyGraphs;
import dev.graphbench.cypher.CypherNames;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The test's statements that read a property graph back from FalkorDB, its values as a session answers them. */
final class FalkorDbPropertyReader implements PropertyGraphs.Reader {

    private final FalkorDbEngine engine;

    FalkorDbPropertyReader(FalkorDbEngine engine) {
        this.engine = engine;
    }

    @Override
    public List<List<Object>> nodes(Label label) {
        return rows("MATCH (n:" + CypherNames.quoted(label.graphName()) + ") RETURN " + label.properties().stream()
                .map(property -> "n." + CypherNames.quoted(property.name())).collect(Collectors.joining(", ")));
    }

    @Override
    public List<List<Object>> relationships(RelType type) {
        StringBuilder columns = new StringBuilder("a.id, b.id");
        for (Property property : type.properties()) {
            columns.append(", r.").append(CypherNames.quoted(property.name()));
        }
        return rows("MATCH (a:" + CypherNames.quoted(type.from().graphName()) + ")-[r:"
                + CypherNames.quoted(type.name()) + "]->(b:" + CypherNames.quoted(type.to().graphName()) + ") RETURN "
                + columns);
    }

    private List<List<Object>> rows(String statement) {
        return new Answer(FalkorDbSession.rows(engine.read(statement, Map.of()))).rows();
    }
}
