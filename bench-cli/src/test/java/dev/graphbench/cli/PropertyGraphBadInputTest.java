package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each bad input of a property graph's files: one line saying what was wrong and what to do, exit 2, no engine
 * started and no results folder made.
 */
class PropertyGraphBadInputTest {

    @TempDir
    Path folder;

    private Path graph() throws IOException {
        Path graph = Files.createDirectories(folder.resolve("graph"));
        Files.writeString(graph.resolve("people.nodes.csv"), "id:ID(Person),name,born:int,:LABEL\n1,Ann,1970,Person\n"
                + "2,Bob,1980,Person\n");
        Files.writeString(graph.resolve("knows.relationships.csv"), ":START_ID(Person),:END_ID(Person),:TYPE\n1,2,KNOWS\n");
        return graph;
    }

    private void assertRefused(Path graph, String message) {
        Path output = folder.resolve("results");
        Cli run = Cli.run("run", "--dataset", "csv:" + graph, "--engines", "reference,postgres", "--output",
                output.toString());
        assertThat(run.exit).as(run.err).isEqualTo(2);
        assertThat(run.err.strip()).doesNotContain("\n").doesNotContain("\tat ").isEqualTo("bench: " + message);
        assertThat(run.err).doesNotContain("started");
        assertThat(output).doesNotExist();
    }

    @Test
    void aHeaderWithAnUnknownType() throws IOException {
        Path graph = graph();
        Files.writeString(graph.resolve("people.nodes.csv"), "id:ID(Person),born:year,:LABEL\n1,1970,Person\n");
        assertRefused(graph, "csv:" + graph.resolve("people.nodes.csv") + ": header field 2 'born:year' has an unknown"
                + " type 'year'; a property is int, long, short, byte, float, double, boolean, char, string, date,"
                + " datetime or localdatetime, or an array of one such as string[]");
    }

    @Test
    void aRowWithTheWrongNumberOfColumns() throws IOException {
        Path graph = graph();
        Files.writeString(graph.resolve("people.nodes.csv"), "id:ID(Person),name,born:int,:LABEL\n1,Ann,1970,Person\n"
                + "2,Bob,Person\n");
        assertRefused(graph, "csv:" + graph.resolve("people.nodes.csv") + " line 3 has 3 columns; its header has 4"
                + " (id:ID(Person),name,born:int,:LABEL): quote a cell that holds the delimiter, and give every row a"
                + " cell for each column");
    }

    @Test
    void aRelationshipWhoseStartNamesNoNode() throws IOException {
        Path graph = graph();
        Files.writeString(graph.resolve("knows.relationships.csv"), ":START_ID(Person),:END_ID(Person),:TYPE\n1,2,KNOWS\n"
                + "3,1,KNOWS\n");
        assertRefused(graph, "csv:" + graph.resolve("knows.relationships.csv") + " line 3, column 1 (:START_ID(Person)):"
                + " names no node: no node of ID space Person has id '3'; add the node to a node file, or remove the"
                + " relationship");
    }

    @Test
    void aDuplicateNodeId() throws IOException {
        Path graph = graph();
        Files.writeString(graph.resolve("people.nodes.csv"), "id:ID(Person),name,born:int,:LABEL\n1,Ann,1970,Person\n"
                + "2,Bob,1980,Person\n1,Cy,1990,Person\n");
        assertRefused(graph, "csv:" + graph.resolve("people.nodes.csv") + " line 4, column 1 (id:ID(Person)): '1' is the"
                + " id of another node of ID space Person, earlier in this file; give every node of an ID space an id of its"
                + " own");
    }

    @Test
    void aGraphJsonThatDoesNotParse() throws IOException {
        Path graph = graph();
        Files.writeString(graph.resolve("graph.json"), "{\n  \"nodes\": [{\"files\": [\"people.nodes.csv\"]}],\n"
                + "  \"relationships\": [{\"files\": [\"knows.relationships.csv\"]}\n}\n");
        Path output = folder.resolve("results");
        Cli run = Cli.run("run", "--dataset", "csv:" + graph, "--engines", "reference", "--output", output.toString());
        assertThat(run.exit).isEqualTo(2);
        assertThat(run.err.strip()).doesNotContain("\n")
                .startsWith("bench: csv:" + graph.resolve("graph.json") + " line 4: ")
                .endsWith("; fix it as docs/dataset.md shows");
        assertThat(output).doesNotExist();
    }

    @Test
    void aGraphJsonNamingAFileThatIsMissing() throws IOException {
        Path graph = graph();
        Files.writeString(graph.resolve("graph.json"), "{\"nodes\": [{\"files\": [\"people.nodes.csv\"]}],"
                + " \"relationships\": [{\"files\": [\"follows.csv\"], \"type\": \"FOLLOWS\"}]}");
        assertRefused(graph, "csv:" + graph.resolve("graph.json") + ": relationships[0] names follows.csv, which is not"
                + " in " + graph + "; put it there or fix the name");
    }
}
