package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each bad input of a workload folder: one line saying what was wrong and what to do, exit 2, no engine started and
 * no results folder made.
 */
class WorkloadFolderBadInputTest {

    @TempDir
    Path folder;

    private void assertRefused(Path workloads, String message) throws IOException {
        Path output = folder.resolve("results");
        Cli run = Cli.run("run", "--dataset", "csv:" + WorkloadFolders.graph(folder), "--workloads",
                workloads.toString(), "--engines", "reference,postgres", "--output", output.toString());
        assertThat(run.exit).as(run.err).isEqualTo(2);
        assertThat(run.err.strip()).doesNotContain("\n").doesNotContain("\tat ").isEqualTo("bench: " + message);
        assertThat(run.err).doesNotContain("started");
        assertThat(output).doesNotExist();
    }

    private Path yaml(Path workloads, String from, String to) throws IOException {
        Path file = workloads.resolve("workloads.yaml");
        String text = Files.readString(file);
        assertThat(text).contains(from);
        Files.writeString(file, text.replace(from, to));
        return workloads;
    }

    @Test
    void yamlThatDoesNotParseIsNamedWithItsLine() throws IOException {
        Path workloads = yaml(WorkloadFolders.reads(folder), "    answer: set", "    answer: [set");
        assertRefused(workloads, "workloads.yaml line 14 does not parse: while parsing a flow sequence");
    }

    @Test
    void aParameterSourceNamingALabelTheGraphLacks() throws IOException {
        Path workloads = yaml(WorkloadFolders.reads(folder), "{ids: Person}", "{ids: Actor}");
        assertRefused(workloads, "actor-films's parameter actor names the label Actor, which the graph does not have;"
                + " it has [Genre, Movie, Person]");
    }

    @Test
    void aParameterSourceNamingAPropertyTheGraphLacks() throws IOException {
        Path workloads = yaml(WorkloadFolders.reads(folder), "{values: Genre.name}", "{values: Genre.label}");
        assertRefused(workloads, "genre-films's parameter genre names the property Genre.label, which the graph does not"
                + " have; Genre has [id, name]");
    }

    @Test
    void anIndexOnALabelTheGraphLacks() throws IOException {
        Path workloads = yaml(WorkloadFolders.reads(folder), "{label: Movie, property: title}",
                "{label: Film, property: title}");
        assertRefused(workloads, "the index on Film.title names the label Film, which the graph does not have; it has"
                + " [Genre, Movie, Person]");
    }

    @Test
    void anIndexOnAPropertyTheGraphLacks() throws IOException {
        Path workloads = yaml(WorkloadFolders.reads(folder), "{label: Movie, property: title}",
                "{label: Movie, property: name}");
        assertRefused(workloads, "the index on Movie.name names the property Movie.name, which the graph does not"
                + " have; Movie has [id, title, released, rating]");
    }

    @Test
    void anIndexModeNotKnown() throws IOException {
        Path output = folder.resolve("results");
        Cli run = Cli.run("run", "--dataset", "csv:" + WorkloadFolders.graph(folder), "--workloads",
                WorkloadFolders.reads(folder).toString(), "--indexes", "some", "--engines", "reference,postgres",
                "--output", output.toString());
        assertThat(run.exit).as(run.err).isEqualTo(2);
        assertThat(run.err.strip()).isEqualTo("bench: --indexes must be one of with, without, both, got 'some'");
        assertThat(output).doesNotExist();
    }

    @Test
    void indexesBothOnAGraphTheRunDoesNotLoad() throws IOException {
        Path output = folder.resolve("results");
        Cli run = Cli.run("run", "--dataset", "csv:" + WorkloadFolders.graph(folder), "--workloads",
                WorkloadFolders.reads(folder).toString(), "--indexes", "both", "--phases", "folder-reads", "--engines",
                "reference,postgres", "--output", output.toString());
        assertThat(run.exit).as(run.err).isEqualTo(2);
        assertThat(run.err.strip()).isEqualTo("bench: --indexes both measures the folder's reads without its indexes,"
                + " then with them, on the graph the run loads: add load to --phases");
        assertThat(output).doesNotExist();
    }

    @Test
    void aStatementUsingAParameterTheWorkloadDoesNotDeclare() throws IOException {
        Path workloads = WorkloadFolders.reads(folder);
        Files.writeString(workloads.resolve("films-since.postgres.sql"),
                "SELECT count(*) FROM movie WHERE released >= :since");
        assertRefused(workloads, "the statement file films-since.postgres.sql uses the parameter since, which"
                + " films-since does not declare: add it to its parameters in the workloads file, or take it out of the"
                + " statement");
    }

    @Test
    void anUnknownPhaseWord() throws IOException {
        Path workloads = yaml(WorkloadFolders.reads(folder), "    answer: count", "    answer: count\n    phase: reed");
        yaml(workloads, "    phase: read\n    parameters:\n      year", "    parameters:\n      year");
        assertRefused(workloads, "workloads.yaml films-since's phase 'reed' is not known: write one of read, insert,"
                + " update, delete");
    }

    @Test
    void twoWorkloadsOfOneName() throws IOException {
        Path workloads = yaml(WorkloadFolders.reads(folder), "name: films-since", "name: genre-films");
        assertRefused(workloads, "workloads.yaml names two workloads 'genre-films': give each its own name");
    }

    @Test
    void aCheckSetForARead() throws IOException {
        Path workloads = yaml(WorkloadFolders.reads(folder), "    answer: count", "    answer: count\n"
                + "    check: actor-films");
        assertRefused(workloads, "workloads.yaml films-since is a read and sets a check: only a write (insert, update or"
                + " delete) is checked, by a read of the folder; take the check out");
    }

    @Test
    void aStatementFileNamingNoWorkload() throws IOException {
        Path workloads = WorkloadFolders.reads(folder);
        Files.writeString(workloads.resolve("film-since.cypher"), "MATCH (m:Movie) RETURN count(m)");
        assertRefused(workloads, "the statement file film-since.cypher names no workload of the folder: name it"
                + " WORKLOAD.cypher or WORKLOAD.ENGINE.cypher after one of actor-films, genre-films, films-since");
    }
}
