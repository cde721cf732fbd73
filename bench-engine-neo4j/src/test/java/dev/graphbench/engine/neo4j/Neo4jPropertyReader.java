package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Answer;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.conformance.PropertyGraphs;
import dev.graphbench.cypher.CypherNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.Value;
import org.neo4j.graphdb.Result;
import org.neo4j.graphdb.Transaction;

/**
 * The test's statements that read a property graph back from Neo4j, its values as each shape's sessions answer
 * them: over Bolt as the driver gives them ({@code neo4j}), or as the embedded Java API does ({@code neo4j-embedded}).
 */
final class Neo4jPropertyReader implements PropertyGraphs.Reader {

    private final Function<String, List<List<Object>>> rows;

    private Neo4jPropertyReader(Function<String, List<List<Object>>> rows) {
        this.rows = rows;
    }

    /** Over Bolt, each value as {@link Neo4jSession} answers it. */
    static Neo4jPropertyReader overBolt(Neo4jEngine engine) {
        return new Neo4jPropertyReader(statement -> {
            try (Session session = engine.session(AccessMode.READ)) {
                List<List<Object>> rows = new ArrayList<>();
                for (Record record : session.run(statement).list()) {
                    rows.add(record.values().stream().map(Value::asObject).toList());
                }
                return new Answer(rows).rows();
            }
        });
    }

    /** Through the embedded Java API, each value as {@link EmbeddedApiSession} answers it. */
    static Neo4jPropertyReader embedded(EmbeddedApiEngine engine) {
        return new Neo4jPropertyReader(statement -> {
            try (Transaction tx = engine.database().beginTx(); Result result = tx.execute(statement)) {
                List<List<Object>> rows = new ArrayList<>();
                while (result.hasNext()) {
                    Map<String, Object> row = result.next();
                    rows.add(result.columns().stream().map(column -> EmbeddedApiSession.value(row.get(column))).toList());
                }
                return new Answer(rows).rows();
            }
        });
    }

    @Override
    public List<List<Object>> nodes(Label label) {
        return rows.apply("MATCH (n:" + CypherNames.quoted(label.graphName()) + ") RETURN " + label.properties()
                .stream().map(property -> "n." + CypherNames.quoted(property.name())).collect(Collectors.joining(", ")));
    }

    @Override
    public List<List<Object>> relationships(RelType type) {
        StringBuilder columns = new StringBuilder("a.id, b.id");
        for (Property property : type.properties()) {
            columns.append(", r.").append(CypherNames.quoted(property.name()));
        }
        return rows.apply("MATCH (a:" + CypherNames.quoted(type.from().graphName()) + ")-[r:"
                + CypherNames.quoted(type.name()) + "]->(b:" + CypherNames.quoted(type.to().graphName()) + ") RETURN "
                + columns);
    }
}
