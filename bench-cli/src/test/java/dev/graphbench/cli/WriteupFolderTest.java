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
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The write-up's workloads as a folder ({@code examples/workloads/writeup}) ask what the built-in catalogue asks: run
 * beside it on the generated graph written in the importer's CSV convention, each folder workload is asked its built-in
 * twin's arguments ({@code arguments-of}) and gives its answers, call by call, on every live engine; a wrong statement
 * in the folder is found out.
 */
class WriteupFolderTest {

    /** The folder, from bench-cli's own directory, where the tests run. */
    private static final Path WRITEUP = Path.of(System.getProperty("basedir", ".")).resolve("../examples/workloads/writeup")
            .normalize();

    /** The built-in traverse phase's workloads, each asked again by the folder as {@code folder-ID}. */
    private static final List<String> TRAVERSALS = List.of("one-hop", "two-hops", "three-hops", "dependencies",
            "org-topics", "repo-commenters", "followed-repos");

    /** Every built-in workload the folder asks again: the traverse and graph phases'. */
    private static final List<String> BUILT_IN = Stream.concat(TRAVERSALS.stream(),
            Stream.of("issues-by-state", "top-followed")).toList();

    private static final List<String> LIVE = List.of("postgres", "neo4j", "neo4j-embedded", "falkordb");

    @TempDir
    Path folder;

    @Test
    void theFolderGivesTheBuiltInCataloguesAnswersCallByCallOnEveryLiveEngine() {
        Path runFolder = run(WRITEUP, "reference," + String.join(",", LIVE), "load,traverse,graph,folder-reads");

        EngineRun reference = engine(runFolder, "reference");
        for (String id : BUILT_IN) {
            assertThat(reference.workload(id).status()).as(id).isEqualTo(Status.OK);
            assertThat(reference.workload("folder-" + id).status()).as("folder-" + id).isEqualTo(Status.UNSUPPORTED);
        }
        for (String name : LIVE) {
            EngineRun engine = engine(runFolder, name);
            assertThat(engine.workloads().stream().filter(result -> result.phase().equals("folder-reads")))
                    .as(name).extracting(WorkloadResult::id)
                    .containsExactlyElementsOf(BUILT_IN.stream().map(id -> "folder-" + id).toList());
            for (String id : BUILT_IN) {
                WorkloadResult folderWorkload = engine.workload("folder-" + id);
                assertThat(folderWorkload.status()).as(name + " folder-" + id + ": " + folderWorkload.reason())
                        .isEqualTo(Status.OK);
                // The folder's answers are the built-in's, which are the reference's: the same questions, answered alike.
                assertSameCalls(name + " folder-" + id + " against the reference's " + id, folderWorkload,
                        reference.workload(id));
            }
            assertThat(differing(engine, BUILT_IN)).as(name).isEmpty();
        }
    }

    @Test
    void aWrongStatementInTheFolderIsFoundOutCallByCall() throws IOException {
        Path planted = copy(WRITEUP, folder.resolve("planted"));
        Path twoHops = planted.resolve("folder-two-hops.sql");
        String statement = Files.readString(twoHops);
        assertThat(statement).contains("COUNT(DISTINCT e2.dst)");
        // Every path of two hops rather than every person at its end: a question of its own, which the answers tell.
        Files.writeString(twoHops, statement.replace("COUNT(DISTINCT e2.dst)", "COUNT(e2.dst)"));

        Path runFolder = run(planted, "reference,postgres", "load,traverse,folder-reads");

        assertThat(differing(engine(runFolder, "postgres"), TRAVERSALS)).containsExactly("folder-two-hops");
    }

    @Test
    void argumentsOfAnotherWorkloadMustNameOneOfTheSameParameters() throws IOException {
        Path unknown = copy(WRITEUP, folder.resolve("unknown"));
        replace(unknown.resolve("workloads.yaml"), "arguments-of: two-hops", "arguments-of: two-hop");
        Cli run = Cli.run("run", "--sf", "0.01", "--workloads", unknown.toString(), "--engines", "reference",
                "--output", folder.resolve("results").toString());
        assertThat(run.exit).as(run.err).isEqualTo(2);
        assertThat(run.err.strip()).doesNotContain("\n").startsWith("bench: folder-two-hops is asked the arguments of"
                + " two-hop, which is no workload of hand-written queries that draws its own: name one of [one-hop,");

        Path otherwise = copy(WRITEUP, folder.resolve("otherwise"));
        replace(otherwise.resolve("workloads.yaml"), "arguments-of: dependencies", "arguments-of: one-hop");
        run = Cli.run("run", "--sf", "0.01", "--workloads", otherwise.toString(), "--engines", "reference",
                "--output", folder.resolve("results").toString());
        assertThat(run.exit).as(run.err).isEqualTo(2);
        assertThat(run.err.strip()).isEqualTo("bench: folder-dependencies is asked the arguments of one-hop, whose"
                + " parameters are drawn otherwise: give it the parameters [personId: ids of Person] (it has [repoId:"
                + " ids of Repo])");
        assertThat(folder.resolve("results")).doesNotExist();
    }

    @Test
    void queriesSaysWhoseArgumentsAFolderWorkloadIsAsked() {
        Cli queries = Cli.run("queries", "--workloads", WRITEUP.toString(), "--stacked", "folder-two-hops");

        assertThat(queries.exit).as(queries.err).isZero();
        assertThat(queries.out).contains("== folder-two-hops: 2 hops: who the people I follow follow, distinct (read;"
                        + " parameters: personId: ids of Person; answer: count; asked the arguments of two-hops)")
                .contains("MATCH (:Person {id: $personId})-[:FOLLOWS]->()-[:FOLLOWS]->(x)")
                .contains("AND e1.src = (SELECT nid FROM bench_node WHERE (props ->> 'id') = :personId");
    }

    /** Of the folder workloads asking {@code ids} again, those whose answers differ from their twin's, call by call. */
    private static List<String> differing(EngineRun engine, List<String> ids) {
        List<String> differing = new ArrayList<>();
        for (String id : ids) {
            List<String> own = engine.workload("folder-" + id).callDigests();
            List<String> twin = engine.workload(id).callDigests();
            int common = Math.min(own.size(), twin.size());
            assertThat(common).as(id + "'s calls on both sides").isPositive();
            if (!own.subList(0, common).equals(twin.subList(0, common))) {
                differing.add("folder-" + id);
            }
        }
        return differing;
    }

    private static void assertSameCalls(String what, WorkloadResult one, WorkloadResult other) {
        // Each side may stop its timed calls at its own count (--precision): call k is compared where both made it.
        int common = Math.min(one.callDigests().size(), other.callDigests().size());
        assertThat(common).as(what).isPositive();
        assertThat(one.callDigests().subList(0, common)).as(what).isEqualTo(other.callDigests().subList(0, common));
    }

    /** Runs {@code workloads} beside the built-in catalogue on the generated graph, written as the importer's CSV. */
    private Path run(Path workloads, String engines, String phases) {
        Path graph = folder.resolve("graph");
        if (!Files.isDirectory(graph)) {
            Cli datagen = Cli.run("datagen", "--format", "neo4j-csv", "--sf", "0.01", "--out", graph.toString());
            assertThat(datagen.exit).as(datagen.err).isZero();
        }
        Path output = folder.resolve("results-of-" + workloads.getFileName());
        Cli run = Cli.run("run", "--dataset", "csv:" + graph, "--workloads", workloads.toString(), "--engines", engines,
                "--phases", phases, "--calls", "20", "--calls-min", "20", "--warmup", "2", "--warmup-seconds", "0",
                "--settle-seconds", "0", "--output", output.toString());
        assertThat(run.exit).as(run.err + run.out).isZero();
        return ResultsFolder.at(output).latestRun().orElseThrow();
    }

    private static EngineRun engine(Path runFolder, String engine) {
        return BuiltInResults.read(runFolder.resolve(ResultsFiles.fileName(engine, "csv-graph")));
    }

    private static Path copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(file.getFileName()));
            }
        }
        return to;
    }

    private static void replace(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertThat(text).contains(from);
        Files.writeString(file, text.replace(from, to));
    }
}
