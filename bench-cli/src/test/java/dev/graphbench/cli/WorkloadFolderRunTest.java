package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.answers.AnswersLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A workload folder run on a property graph of the user's on every live engine: each engine runs the folder's
 * statement for its language (or its own), with its parameters bound, and the reference, which has none, reports
 * every folder workload unsupported with the reason.
 */
class WorkloadFolderRunTest {

    private static final List<String> LIVE = List.of("postgres", "neo4j", "neo4j-embedded", "falkordb");

    @TempDir
    Path folder;

    @Test
    void everyLiveEngineRunsTheFoldersReadsWithTheSameCalls() throws IOException {
        Path graph = WorkloadFolders.graph(folder);
        Path workloads = WorkloadFolders.reads(folder);
        Path output = folder.resolve("results");

        Cli run = Cli.run("run", "--dataset", "csv:" + graph, "--workloads", workloads.toString(), "--engines",
                "reference," + String.join(",", LIVE), "--phases", "load,folder-reads", "--calls", "30", "--warmup",
                "3", "--output", output.toString());

        assertThat(run.exit).as(run.err).isZero();
        Path runFolder = ResultsFolder.at(output).latestRun().orElseThrow();
        EngineRun reference = BuiltInResults.read(runFolder.resolve(ResultsFiles.fileName("reference", "csv-graph")));
        assertThat(reference.workloads()).extracting(WorkloadResult::status).containsOnly(Status.UNSUPPORTED);
        // Call k asked every engine the same; each engine may stop its timed calls at its own count (--precision).
        Map<String, List<String>> first = null;
        for (String engine : LIVE) {
            EngineRun measured = BuiltInResults.read(runFolder.resolve(ResultsFiles.fileName(engine, "csv-graph")));
            assertThat(measured.workloads()).extracting(WorkloadResult::id)
                    .containsExactly("actor-films", "genre-films", "films-since");
            assertThat(measured.workloads()).as(engine).extracting(WorkloadResult::status).containsOnly(Status.OK);
            Map<String, List<String>> digests = measured.workloads().stream()
                    .collect(Collectors.toMap(WorkloadResult::id, WorkloadResult::callDigests));
            if (first == null) {
                first = digests;
            }
            for (Map.Entry<String, List<String>> workload : digests.entrySet()) {
                List<String> own = workload.getValue();
                List<String> others = first.get(workload.getKey());
                int common = Math.min(own.size(), others.size());
                assertThat(common).isPositive();
                assertThat(own.subList(0, common)).as(engine + " answers " + workload.getKey() + " as " + LIVE.getFirst())
                        .isEqualTo(others.subList(0, common));
            }
        }
    }

    @Test
    void everyLiveEngineRunsTheFoldersWritesEachCheckedAndRolledBack() throws IOException {
        Path graph = WorkloadFolders.graph(folder);
        Path workloads = WorkloadFolders.writes(folder);
        Path output = folder.resolve("results");

        Cli run = Cli.run("run", "--dataset", "csv:" + graph, "--workloads", workloads.toString(), "--engines",
                "reference," + String.join(",", LIVE), "--phases", "load,folder-reads,folder-writes", "--calls", "12",
                "--warmup", "3", "--answers", "--output", output.toString());

        assertThat(run.exit).as(run.err + run.out).isZero();
        String out = oneLine(run.out);
        assertThat(out).contains("Judged by engines compared with each other (no independent judge was available):"
                + " every answer agrees, call by call");
        Path runFolder = ResultsFolder.at(output).latestRun().orElseThrow();
        EngineRun reference = BuiltInResults.read(runFolder.resolve(ResultsFiles.fileName("reference", "csv-graph")));
        assertThat(reference.workloads()).extracting(WorkloadResult::reason)
                .contains("reference does not run re-release: reference's statements are in Java, and"
                        + " a workload folder holds .cypher and .sql files");
        ObjectMapper json = new ObjectMapper();
        Map<String, List<String>> first = null;
        for (String engine : LIVE) {
            assertThat(oneLine(run.err)).contains("[" + engine + "] counted every label and type after the workload folder's writes,"
                    + " each rolled back: the graph is as loaded");
            EngineRun measured = BuiltInResults.read(runFolder.resolve(ResultsFiles.fileName(engine, "csv-graph")));
            List<WorkloadResult> writes = measured.workloads().stream()
                    .filter(result -> result.phase().equals("folder-writes")).toList();
            assertThat(writes).extracting(WorkloadResult::id).containsExactly("re-release", "add-role", "drop-film");
            assertThat(writes).as(engine + ": " + writes.stream().map(WorkloadResult::reason).toList())
                    .extracting(WorkloadResult::status).containsOnly(Status.OK);
            // The folder's reads, before the writes, are answered too: the writes are a phase of their own.
            assertThat(measured.workloads()).as(engine).extracting(WorkloadResult::status).containsOnly(Status.OK);
            Map<String, List<String>> digests = writes.stream()
                    .collect(Collectors.toMap(WorkloadResult::id, WorkloadResult::callDigests));
            if (first == null) {
                first = digests;
            }
            for (Map.Entry<String, List<String>> workload : digests.entrySet()) {
                List<String> others = first.get(workload.getKey());
                int common = Math.min(workload.getValue().size(), others.size());
                assertThat(common).isPositive();
                assertThat(workload.getValue().subList(0, common)).as(engine + " checks " + workload.getKey())
                        .isEqualTo(others.subList(0, common));
            }
            // Each check read the call's own write, in its transaction, and only that call's: the year it set, the
            // one role it added beside those loaded, and no film left.
            Path answers = runFolder.resolve(AnswersLog.fileName(engine, "csv-graph"));
            for (String line : Files.readAllLines(answers)) {
                JsonNode call = json.readTree(line);
                switch (call.path("workload").asText()) {
                    case "re-release" -> assertThat(call.get("answer").toString()).as(engine + ": " + line)
                            .contains(String.valueOf(call.get("arguments").get("year").asLong()));
                    case "add-role" -> assertThat(call.get("answer").toString()).as(engine + ": " + line)
                            .containsOnlyOnce("Extra");
                    case "drop-film" -> assertThat(call.get("answer").toString()).as(engine + ": " + line)
                            .isEqualTo("[]");
                    default -> {
                    }
                }
            }
        }
    }

    @Test
    void validateChecksAnEngineAgainstAFoldersAnswersWritesToo() throws IOException {
        Path graph = WorkloadFolders.graph(folder);
        Path workloads = WorkloadFolders.writes(folder);
        Path output = folder.resolve("results");
        Cli answered = Cli.run("run", "--dataset", "csv:" + graph, "--workloads", workloads.toString(), "--engines",
                "postgres", "--phases", "load,folder-reads,folder-writes", "--calls", "8", "--warmup", "2", "--answers",
                "--output", output.toString());
        assertThat(answered.exit).as(answered.err).isZero();
        Path answers = ResultsFolder.at(output).latestRun().orElseThrow()
                .resolve(AnswersLog.fileName("postgres", "csv-graph"));

        Cli validated = Cli.run("validate", "--engines", "neo4j-embedded", "--answers", answers.toString(),
                "--workloads", workloads.toString(), "--output", folder.resolve("validated").toString());

        assertThat(validated.exit).as(validated.err + validated.out).isZero();
        assertThat(validated.out).containsPattern("folder-writes +re-release +8 calls +agrees")
                .containsPattern("folder-writes +drop-film +8 calls +agrees")
                .containsPattern("folder-reads +actor-films +8 calls +agrees");
    }

    @Test
    void queriesPrintsAFoldersStatementsSideBySideAndWhyAnEngineHasNone() throws IOException {
        Path workloads = WorkloadFolders.writes(folder);
        Files.delete(workloads.resolve("roles.sql"));
        Files.writeString(workloads.resolve("roles.postgres.sql"),
                "SELECT role FROM acted_in WHERE target = :film AND source = :person");

        Cli queries = Cli.run("queries", "--workloads", workloads.toString(), "--stacked", "roles", "re-release");

        assertThat(queries.exit).as(queries.err).isZero();
        String out = queries.out;
        assertThat(out).contains("== roles: an actor's roles in a film (read; parameters: person: ids of Person, film:"
                        + " ids of Movie; answer: set)")
                .contains("== re-release: a film re-released: its year changed (update; parameters: film: ids of"
                        + " Movie, year: 1900 to 1950; check: film-released)")
                .contains("SELECT role FROM acted_in WHERE target = :film AND source = :person")
                .contains("(not supported: the folder has no roles.sql or roles.oracle.sql)")
                .contains("UPDATE movie SET released = :year WHERE id = :film")
                .doesNotContain("== actor-films");
        Cli unknown = Cli.run("queries", "--workloads", workloads.toString(), "no-such");
        assertThat(unknown.exit).isEqualTo(2);
        assertThat(unknown.err).contains("unknown workload 'no-such' of the folder");
    }

    @Test
    void aPlantedWrongStatementDiffersWithItsCallAndBothAnswersAndAnAnswersFileCanJudge() throws IOException {
        Path graph = WorkloadFolders.graph(folder);
        Path workloads = WorkloadFolders.reads(folder);
        Path agreed = folder.resolve("agreed");
        Cli agreeing = Cli.run("run", "--dataset", "csv:" + graph, "--workloads", workloads.toString(), "--engines",
                "reference,postgres,neo4j-embedded", "--phases", "load,folder-reads", "--calls", "10", "--warmup", "2",
                "--answers", "--output", agreed.toString());
        assertThat(agreeing.exit).as(agreeing.err).isZero();
        assertThat(oneLine(agreeing.out)).contains("Judged by engines compared with each other (no independent judge was"
                + " available): every answer agrees, call by call");
        // The first engine to answer is what the others are compared with, not the reference engine.
        assertThat(agreeing.err).contains("[postgres] films-since").doesNotContain("calls, reference");
        assertThat(agreeing.err.lines().filter(line -> line.startsWith("[postgres] films-since")))
                .singleElement().asString().endsWith("calls, first to answer");
        Path answers = ResultsFolder.at(agreed).latestRun().orElseThrow()
                .resolve(AnswersLog.fileName("postgres", "csv-graph"));

        // FalkorDB's own statement counts films after the year, not from it.
        Files.writeString(workloads.resolve("films-since.falkordb.cypher"),
                "MATCH (m:Movie) WHERE m.released > $year RETURN count(m)");
        Cli differing = Cli.run("run", "--dataset", "csv:" + graph, "--workloads", workloads.toString(), "--engines",
                "reference,postgres,falkordb", "--phases", "load,folder-reads", "--calls", "10", "--warmup", "2",
                "--output", folder.resolve("differing").toString());
        assertThat(differing.exit).as(differing.err).isEqualTo(4);
        assertThat(oneLine(differing.out)).containsPattern("ANSWERS DIFFER: falkordb differs from postgres on films-since, first"
                + " at call [0-9]+ \\(year=[0-9]+\\): postgres answered \\[\\[[0-9]+]], falkordb answered"
                + " \\[\\[[0-9]+]]; falkordb agrees with no engine before it \\(no independent judge was available\\)");

        Cli judged = Cli.run("run", "--dataset", "csv:" + graph, "--workloads", workloads.toString(), "--engines",
                "reference,falkordb", "--phases", "load,folder-reads", "--calls", "10", "--warmup", "2", "--expected",
                answers.toString(), "--output", folder.resolve("judged").toString());
        assertThat(judged.exit).as(judged.err).isEqualTo(4);
        assertThat(oneLine(judged.out)).contains("ANSWERS DIFFER: falkordb differs from " + answers.getFileName()
                + " on films-since, first at call ").contains(answers.getFileName() + " holds [[");
    }

    /** The console's text, its lines folded to the width joined again. */
    private static String oneLine(String out) {
        return out.replaceAll("\\s+", " ");
    }
}
