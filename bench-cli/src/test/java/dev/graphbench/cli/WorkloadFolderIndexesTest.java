package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.graphbench.api.PlanOperator;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.indexes.IndexesResult;
import dev.graphbench.phases.timed.TimedResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --indexes both} on every live engine: a lookup of an item by an indexed property measured without the
 * folder's index, then, on the same graph, with it; every answer agreeing, the Indexes table filled, and each
 * engine's plan a scan without the index and a seek with it, by the operators' names as the engine gives them.
 */
class WorkloadFolderIndexesTest {

    /** Items enough that PostgreSQL's planner finds its index cheaper than reading the table. */
    private static final int ITEMS = 3_000;

    /** Each engine's access operator without the index, and with it. */
    private static final Map<String, List<String>> OPERATORS = Map.of(
            "postgres", List.of("Seq Scan", "Index"),
            "neo4j", List.of("NodeByLabelScan", "IndexSeek"),
            "neo4j-embedded", List.of("NodeByLabelScan", "IndexSeek"),
            "falkordb", List.of("Node By Label Scan", "Node By Index Scan"));

    @TempDir
    Path folder;

    @Test
    void eachReadIsAScanWithoutTheIndexAndASeekWithIt() throws IOException {
        Path graph = WorkloadFolders.graph(folder);
        StringBuilder items = new StringBuilder("itemId:ID(Item),code,:LABEL\n");
        for (int i = 0; i < ITEMS; i++) {
            items.append(String.format(Locale.ROOT, "i%d,c%05d,Item%n", i, (i * 7_919) % ITEMS));
        }
        Files.writeString(graph.resolve("items.nodes.csv"), items);
        Path workloads = Files.createDirectories(folder.resolve("workloads"));
        Files.writeString(workloads.resolve("workloads.yaml"), """
                workloads:
                  - name: item-by-code
                    title: "an item by its code"
                    phase: read
                    parameters:
                      code: {values: Item.code}
                    answer: ordered
                indexes:
                  - {label: Item, property: code}
                """);
        Files.writeString(workloads.resolve("item-by-code.cypher"), "MATCH (i:Item {code: $code}) RETURN i.id, i.code");
        Files.writeString(workloads.resolve("item-by-code.sql"), "SELECT id, code FROM item WHERE code = :code");
        Path output = folder.resolve("results");

        Cli run = Cli.run("run", "--dataset", "csv:" + graph, "--workloads", workloads.toString(), "--engines",
                "reference," + String.join(",", OPERATORS.keySet().stream().sorted().toList()), "--phases",
                "load,folder-reads", "--indexes", "both", "--calls", "20", "--warmup", "3", "--plans", "false",
                "--output", output.toString());

        assertThat(run.exit).as(run.err + run.out).isZero();
        String out = run.out.replaceAll("\\s+", " ");
        assertThat(out).contains("Indexes: the workload folder's reads without and with its indexes")
                .contains("Judged by engines compared with each other (no independent judge was available): every"
                        + " answer agrees, call by call");
        Path runFolder = ResultsFolder.at(output).latestRun().orElseThrow();
        for (Map.Entry<String, List<String>> engine : OPERATORS.entrySet()) {
            EngineRun measured = BuiltInResults.read(runFolder.resolve(ResultsFiles.fileName(engine.getKey(),
                    "csv-graph")));
            IndexesResult indexes = measured.phase("indexes", IndexesResult.class);
            assertThat(indexes.indexes()).as(engine.getKey()).extracting(IndexesResult.Built::index,
                    IndexesResult.Built::status).containsExactly(tuple("Item.code",
                    Status.OK));
            WorkloadResult without = indexes.without("item-by-code");
            WorkloadResult with = measured.phase("folder-reads", TimedResult.class).workloads().getFirst();
            assertThat(List.of(without.status(), with.status())).as(engine.getKey()).containsOnly(Status.OK);
            int common = Math.min(without.callDigests().size(), with.callDigests().size());
            assertThat(with.callDigests().subList(0, common)).as(engine.getKey() + " answers alike with the index")
                    .isEqualTo(without.callDigests().subList(0, common));
            assertThat(operators(without)).as(engine.getKey() + " without the index")
                    .anyMatch(name -> name.equals(engine.getValue().get(0)))
                    .noneMatch(name -> name.contains(engine.getValue().get(1)));
            assertThat(operators(with)).as(engine.getKey() + " with the index")
                    .anyMatch(name -> name.contains(engine.getValue().get(1)))
                    .noneMatch(name -> name.equals(engine.getValue().get(0)));
            assertThat(out).contains(engine.getValue().get(0));
        }
        // The reference runs no folder statement, and makes no index: both said, neither held.
        EngineRun reference = BuiltInResults.read(runFolder.resolve(ResultsFiles.fileName("reference", "csv-graph")));
        assertThat(reference.phase("indexes", IndexesResult.class).indexes())
                .extracting(IndexesResult.Built::status).containsOnly(Status.UNSUPPORTED);
    }

    /** Every operator of the plans of the planned call of {@code read}, by name. */
    private static List<String> operators(WorkloadResult read) {
        assertThat(read.plans()).as(read.id() + " planned").isNotNull();
        assertThat(read.plans().plans()).as(read.plans().reason()).isNotEmpty();
        return read.plans().plans().stream().flatMap(plan -> plan.operators().stream()).map(PlanOperator::name)
                .toList();
    }
}
