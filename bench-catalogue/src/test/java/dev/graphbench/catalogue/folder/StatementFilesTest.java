package dev.graphbench.catalogue.folder;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StatementFilesTest {

    @Test
    void aTrailingSemicolonIsLeftOutButAPlSqlBlocksIsItsOwn() {
        assertThat(StatementFiles.text("SELECT count(*) FROM movie;\n")).isEqualTo("SELECT count(*) FROM movie");
        assertThat(StatementFiles.text("MATCH (m:Movie) RETURN count(m)")).isEqualTo("MATCH (m:Movie) RETURN count(m)");
        String block = """
                BEGIN
                  DELETE FROM acted_in WHERE source = :person;
                  DELETE FROM person WHERE id = :person;
                END;
                """;
        assertThat(StatementFiles.text(block)).isEqualTo(block.strip()).endsWith("END;");
        assertThat(StatementFiles.text("begin null; end ;")).isEqualTo("begin null; end ;");
        assertThat(StatementFiles.text("DELETE FROM person WHERE name = 'BEGIN' ;")).isEqualTo(
                "DELETE FROM person WHERE name = 'BEGIN'");
    }
}
