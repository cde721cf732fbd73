package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.conformance.PropertyGraphs;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.Datasets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A property graph in PostgreSQL: a table per label and type, named and typed as docs/dataset.md says, what
 * {@code bench schema} prints, a node of several labels in each of its tables, and a drop that removes the
 * tables by their comments, so that the generated graph's tables load into the same database again.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class PropertyGraphTest {

    @TempDir
    Path folder;

    @Test
    void theSchemaIsATablePerLabelAndTypeNamedAndTypedByTheMapping() {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        List<String> statements = new PostgresProvider().dialect().schema(movies.schema());
        assertThat(statements.getFirst()).isEqualTo("""
                CREATE TABLE movie (
                    id text NOT NULL,
                    title text,
                    released bigint,
                    rating double precision,
                    score double precision,
                    tags text[],
                    premiere timestamptz,
                    dvd date,
                    seen timestamp,
                    sold boolean,
                    counts bigint[],
                    weights double precision[],
                    days date[]
                )""");
        assertThat(statements).contains("COMMENT ON TABLE movie IS 'graph-bench label Movie'",
                "COMMENT ON TABLE order_ IS 'graph-bench label Order'", """
                CREATE TABLE order_ (
                    id text NOT NULL,
                    select_ text,
                    total double precision
                )""", """
                CREATE TABLE acted_in (
                    source text NOT NULL,
                    target text NOT NULL,
                    role text,
                    since date,
                    weight double precision
                )""", "CREATE TABLE big_deal (\n    id text NOT NULL,\n    select_ text,\n    total double precision\n)",
                "COMMENT ON TABLE placed_by IS 'graph-bench type PLACED BY from order_ to person'",
                "ALTER TABLE movie ADD PRIMARY KEY (id)", "CREATE INDEX ON acted_in (source)", "ANALYZE acted_in");
    }

    @Test
    void aNodeOfSeveralLabelsIsARowOfEachAndDropRemovesEveryTable(Engine engine) throws SQLException {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        PropertyGraphs.load(engine, movies);
        assertThat(ids((PostgresEngine) engine, "SELECT id FROM person ORDER BY id"))
                .containsExactly("p1", "p2", "p3", "p4");
        assertThat(ids((PostgresEngine) engine, "SELECT id FROM director ORDER BY id")).containsExactly("p2", "p4");
        assertThat(ids((PostgresEngine) engine, "SELECT id FROM actor ORDER BY id")).containsExactly("p1", "p3");
        assertThat(ids((PostgresEngine) engine, "SELECT name FROM actor ORDER BY id"))
                .containsExactly("Keanu Reeves", "Carrie-Anne Moss");

        engine.schema().drop();

        assertThat(ids((PostgresEngine) engine, "SELECT relname FROM pg_class c JOIN pg_description d ON d.objoid ="
                + " c.oid WHERE d.description LIKE 'graph-bench %'")).isEmpty();
    }

    private static List<String> ids(PostgresEngine engine, String select) throws SQLException {
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(select)) {
            List<String> ids = new ArrayList<>();
            while (rows.next()) {
                ids.add(rows.getString(1));
            }
            return ids;
        }
    }
}
