package dev.graphbench.engine.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.conformance.PropertyGraphs;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.Datasets;
import dev.graphbench.sql.tables.PropertyTables;
import dev.graphbench.workloads.answers.Canonical;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import oracle.sql.json.OracleJsonValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A property graph's statements in Oracle, checked without a server: the tables and their types, the SQL property
 * graph over them, each statement as the driver reads it (and JSqlParser, where it can), the INSERTs' parameters;
 * and an array's JSON, typed scalars that come back as the values they were.
 */
class PropertyGraphStatementsTest {

    @TempDir
    Path folder;

    private List<String> statements() {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        return new OracleProvider().dialect().schema(movies.schema());
    }

    @Test
    void eachLabelAndTypeIsATableOfTypedColumnsUnderOnePropertyGraph() {
        List<String> statements = statements();
        assertThat(statements.getFirst()).isEqualTo("""
                CREATE TABLE movie (
                    id VARCHAR2(4000) NOT NULL,
                    title VARCHAR2(4000),
                    released NUMBER(19),
                    rating BINARY_DOUBLE,
                    score BINARY_DOUBLE,
                    tags JSON,
                    premiere TIMESTAMP(6) WITH TIME ZONE,
                    dvd DATE,
                    seen TIMESTAMP(6),
                    sold BOOLEAN,
                    counts JSON,
                    weights JSON,
                    days JSON
                )""");
        String graph = statements.stream().filter(text -> text.contains("CREATE PROPERTY GRAPH")).findFirst()
                .orElseThrow();
        assertThat(graph).contains("movie KEY (id) LABEL \"Movie\" PROPERTIES (id AS \"id\", title AS \"title\"",
                "order_ KEY (id) LABEL \"Order\" PROPERTIES (id AS \"id\", select_ AS \"select\", total AS \"total\")",
                "placed_by KEY (source, target)\n            SOURCE KEY (source) REFERENCES order_ (id)\n"
                        + "            DESTINATION KEY (target) REFERENCES person (id)\n            LABEL \"PLACED BY\"");
        assertThat(statements).contains("ALTER TABLE movie ADD CONSTRAINT movie_pk PRIMARY KEY (id)",
                "CREATE INDEX acted_in_source ON acted_in (source)",
                "CALL DBMS_STATS.GATHER_TABLE_STATS(USER, 'ACTED_IN')",
                "COMMENT ON TABLE big_deal IS 'graph-bench label Big Deal'");
    }

    @Test
    void aFoldersIndexIsOneStatementOnTheLabelsTableAndThePropertysColumnNamedAsTheSchemaNamesThem() {
        GraphSchema schema = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false).schema();
        Label order = schema.labels().stream().filter(label -> label.graphName().equals("Order")).findFirst()
                .orElseThrow();
        Property select = order.properties().stream().filter(property -> property.name().equals("select"))
                .findFirst().orElseThrow();
        List<String> statements = OraclePropertySchema.index(PropertyTables.of(schema), order, select);
        // The label Order and its property select, reserved words both, are the table and column the schema made.
        assertThat(statements).singleElement().asString().startsWith("-- A workload folder's index")
                .endsWith("\nCREATE INDEX IF NOT EXISTS order__select__idx ON order_ (select_)");
        DriverSql driver = DriverSql.parse(statements.getFirst());
        assertThat(driver.kind()).isEqualTo("OTHER");
        assertThat(driver.parameters()).isZero();
        assertThat(statements().stream().filter(text -> text.startsWith("CREATE TABLE order_ ")))
                .singleElement().asString().contains("select_ ");
    }

    @Test
    void theDriverReadsEveryStatementAndJsqlParserTheTablesIndexesAndKeys() {
        for (String statement : statements()) {
            if (statement.startsWith("--")) {
                continue;
            }
            DriverSql driver = DriverSql.parse(statement);
            assertThat(driver.kind()).as(statement).isEqualTo(statement.startsWith("CALL") ? "CALL_BLOCK" : "OTHER");
            assertThat(driver.parameters()).as(statement).isZero();
            if (statement.startsWith("CREATE INDEX") || statement.startsWith("ALTER TABLE")) {
                assertThat(OracleSyntax.problems(statement)).as(statement).isEmpty();
            }
        }
    }

    @Test
    void anInsertHasAParameterAColumnAndTheLoadersCountsReadBack() {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        PropertyTables tables = PropertyTables.of(movies.schema());
        for (PropertyTables.NodeTable table : tables.nodes()) {
            String insert = OraclePropertySchema.insert(table.name(), table.columns());
            assertThat(DriverSql.parse(insert).parameters()).as(insert).isEqualTo(table.columns().size());
            assertThat(OracleSyntax.problems(insert)).as(insert).isEmpty();
        }
        assertThat(OraclePropertySchema.insert("acted_in", tables.edges().getFirst().columns()))
                .isEqualTo("INSERT INTO acted_in (source, target, role, since, weight) VALUES (?, ?, ?, ?, ?)");
        assertThat(DriverSql.parse(OraclePropertySchema.of("count", "movie")).kind()).isEqualTo("SELECT");
        assertThat(DriverSql.parse(OraclePropertySchema.STATEMENTS.get("tables")).kind()).isEqualTo("SELECT");
    }

    @Test
    void anArraysJsonKeepsTheTypesOfItsElements() {
        List<Object> values = List.of(9007199254740993L, 2.0, -0.25, true, "a \"quote\"", LocalDate.of(2000, 2, 29),
                LocalDateTime.of(2024, 1, 2, 3, 4, 5), Instant.parse("2024-05-31T07:30:00.123456Z"));
        OracleJsonValue json = OraclePropertyTypes.array(values);
        Object back = OraclePropertyTypes.value(json);
        assertThat(back).isInstanceOf(List.class);
        assertThat(((List<?>) back).get(1)).isEqualTo(2.0);
        assertThat(((List<?>) back).getFirst()).isEqualTo(9007199254740993L);
        assertThat(Canonical.rows(List.of(List.of(back)), true)).isEqualTo(Canonical.rows(List.of(List.of(values)), true));
        assertThat(OraclePropertyTypes.of(Property.arrayOf("tags", Property.Type.STRING))).isEqualTo("JSON");
    }
}
