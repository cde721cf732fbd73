package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.io.IOException;
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
}
