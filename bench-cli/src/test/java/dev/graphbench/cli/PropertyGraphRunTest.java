package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's property graph from CSV files through the command line: loaded into every live engine, its counts
 * checked, no built-in workload run on it; {@code bench schema} printing what an engine makes for it; and the
 * generated graph written in the importer's convention, read back as the generated graph with the same counts,
 * hash and answers.
 */
class PropertyGraphRunTest {

    private static final List<String> LIVE = List.of("reference", "postgres", "neo4j", "neo4j-embedded", "falkordb");

    @TempDir
    Path folder;

    /** Movies, people of two labels, an order: every type, missing values, names SQL reserves or spaces. */
    private Path movies() throws IOException {
        Path movies = Files.createDirectories(folder.resolve("movies"));
        Files.writeString(movies.resolve("movies.nodes.csv"), """
                movieId:ID(Movie),title,released:int,rating:double,tags:string[],premiere:datetime,dvd:date,\
                seen:localdatetime,sold:boolean,:LABEL
                m1,"The Matrix, 1999",1999,8.7,action;sci-fi,1999-03-31T20:00:00-08:00,1999-09-21,2024-01-02T03:04:05,\
                true,Movie;Sequel
                m2,Amélie,2001,-0.5,,2001-04-25T00:00:00Z,,,false,Movie
                """);
        Files.writeString(movies.resolve("people.nodes.csv"), """
                personId:ID(Person),name,born:int,:LABEL
                p1,Keanu Reeves,1964,Person;Actor
                p2,"",,Person;Director
                p3,Carrie-Anne Moss,1967,Person;Actor
                """);
        Files.writeString(movies.resolve("orders.nodes.csv"), "id:ID(Order),select,total:double,:LABEL\no1,first,1.5,"
                + "Order\no2,,2,Order;Big Deal\n");
        Files.writeString(movies.resolve("acted_in.relationships.csv"), """
                :START_ID(Person),role,:END_ID(Movie),:TYPE,since:date
                p1,Neo,m1,ACTED_IN,1999-03-31
                p1,Neo,m2,ACTED_IN,
                p3,Trinity,m1,ACTED_IN,1999-03-31
                """);
        Files.writeString(movies.resolve("rated.relationships.csv"), """
                :START_ID(Person),:END_ID(Movie),:TYPE,stars:byte,notes:string[]
                p2,m1,RATED,5,great;again
                p2,m2,RATED,-1,
                """);
        Files.writeString(movies.resolve("placed.relationships.csv"), ":START_ID(Order),:END_ID(Person),:TYPE\n"
                + "o1,p1,PLACED BY\no2,p3,PLACED BY\n");
        return movies;
    }

    @Test
    void aPropertyGraphLoadsIntoEveryLiveEngineAndNoBuiltInWorkloadAsksIt() throws IOException {
        Path movies = movies();
        Path output = folder.resolve("results");

        Cli run = Cli.run("run", "--dataset", "csv:" + movies, "--engines", String.join(",", LIVE), "--phases",
                "load,traverse,graph", "--output", output.toString());

        assertThat(run.exit).as(run.err).isZero();
        assertThat(run.err).contains("(a graph of kind property) these do not apply and are not run: ");
        Path runFolder = ResultsFolder.at(output).latestRun().orElseThrow();
        for (String engine : LIVE) {
            EngineRun measured = BuiltInResults.read(runFolder.resolve(ResultsFiles.fileName(engine, "csv-movies")));
            assertThat(measured.status()).as(engine + ": " + measured.reason()).isEqualTo(Status.OK);
            assertThat(BuiltInResults.load(measured).status()).as(engine).isEqualTo(Status.OK);
            assertThat(BuiltInResults.load(measured).countDifferences()).as(engine).isEmpty();
            assertThat(BuiltInResults.load(measured).relationships()).as(engine).isEqualTo(7);
            assertThat(measured.workloads()).as(engine).isEmpty();
        }
    }

    @Test
    void schemaPrintsTheStatementsEachEngineRunsForTheGraph() throws IOException {
        Path movies = movies();

        Cli postgres = Cli.run("schema", "--dataset", "csv:" + movies, "--engine", "postgres");
        assertThat(postgres.exit).as(postgres.err).isZero();
        assertThat(postgres.out).startsWith("-- PostgreSQL: what its schema runs for csv:" + movies
                        + " (property graph: 7 labels, 3 relationship types), in order")
                .contains("CREATE TABLE order_ (\n    id text NOT NULL,\n    select_ text,\n    total double precision\n);")
                .contains("COMMENT ON TABLE placed_by IS 'graph-bench type PLACED BY from order_ to person';")
                .contains("-- after the load:\nALTER TABLE movie ADD PRIMARY KEY (id);");

        Cli neo4j = Cli.run("schema", "--dataset", "csv:" + movies, "--engine", "neo4j");
        assertThat(neo4j.out).contains("CREATE CONSTRAINT `bench_Big Deal_id` IF NOT EXISTS FOR (n:`Big Deal`) REQUIRE"
                + " n.id IS UNIQUE;");
        Cli reference = Cli.run("schema", "--dataset", "csv:" + movies, "--engine", "reference");
        assertThat(reference.out).contains("// nothing: reference keeps the graph without a schema");
        Cli generated = Cli.run("schema", "--engine", "falkordb");
        assertThat(generated.out).contains("CREATE INDEX FOR (n:Issue) ON (n.repoId);");

        Cli unknown = Cli.run("schema", "--dataset", "csv:" + movies, "--engine", "memgraph");
        assertThat(unknown.exit).isEqualTo(2);
        assertThat(unknown.err.strip()).startsWith("bench: unknown engine 'memgraph'; known engines are ")
                .doesNotContain("\n");
    }

    @Test
    void theGeneratedGraphInTheImportersConventionIsTheGeneratedGraphWithItsHashAndAnswers() throws IOException {
        Path csv = folder.resolve("neo4j-csv");
        Cli datagen = Cli.run("datagen", "--format", "neo4j-csv", "--sf", "0.01", "--out", csv.toString());
        assertThat(datagen.exit).as(datagen.err).isZero();
        assertThat(Files.readString(csv.resolve("Person.nodes.csv")).lines().findFirst())
                .contains("id:ID(Person),name:string,login:string,:LABEL");
        assertThat(csv.resolve("graph.json")).exists();

        List<String> common = List.of("--engines", "reference", "--phases", "load,read,traverse,graph", "--calls", "20",
                "--warmup", "2");
        Path fromFiles = folder.resolve("from-files");
        Path generated = folder.resolve("generated");
        Cli readBack = Cli.run(args(common, "--dataset", "csv:" + csv, "--output", fromFiles.toString()));
        Cli asGenerated = Cli.run(args(common, "--sf", "0.01", "--output", generated.toString()));
        assertThat(readBack.exit).as(readBack.err).isZero();
        assertThat(asGenerated.exit).as(asGenerated.err).isZero();

        EngineRun files = BuiltInResults.read(ResultsFolder.at(fromFiles).latestRun().orElseThrow()
                .resolve(ResultsFiles.fileName("reference", "csv-neo4j-csv")));
        EngineRun sf = BuiltInResults.read(ResultsFolder.at(generated).latestRun().orElseThrow()
                .resolve(ResultsFiles.fileName("reference", "sf0.01")));
        assertThat(files.provenance().datasetHash()).isEqualTo(sf.provenance().datasetHash()).startsWith("sha256:");
        assertThat(BuiltInResults.load(files).nodes()).isEqualTo(BuiltInResults.load(sf).nodes());
        assertThat(BuiltInResults.load(files).relationships()).isEqualTo(BuiltInResults.load(sf).relationships());
        Map<String, String> fileDigests = digests(files);
        assertThat(fileDigests).hasSizeGreaterThan(10).isEqualTo(digests(sf));
    }

    private static String[] args(List<String> common, String... more) {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of("run"),
                java.util.stream.Stream.concat(common.stream(), java.util.stream.Stream.of(more)))
                .toArray(String[]::new);
    }

    private static Map<String, String> digests(EngineRun run) {
        return run.workloads().stream().filter(workload -> workload.status() == Status.OK)
                .collect(Collectors.toMap(WorkloadResult::id, WorkloadResult::digest));
    }
}
