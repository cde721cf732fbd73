package dev.graphbench.phases;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.concurrent.ConcurrentPhase;
import dev.graphbench.phases.graph.GraphPhase;
import dev.graphbench.phases.hops.HopsPhase;
import dev.graphbench.phases.load.LoadPhase;
import dev.graphbench.phases.read.ReadPhase;
import dev.graphbench.phases.traverse.TraversePhase;
import dev.graphbench.phases.write.WritePhase;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.engines.EngineCatalog;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runner's parts give the files the runner gave before it was split into them: for the same seed
 * and settings, the reference's results file equal to the one the earlier version wrote (kept under
 * {@code before-the-runner-split/}) in everything but times and the fields this version added, its
 * answers file holding every line the earlier one held, in order, with only its phase added, its hops
 * calls file equal but for the milliseconds. What this version added: the method records every option
 * (the earlier one's each with the value it had), and the reference, now the judge of every read,
 * answers the object store reads' hand-written twins, which the earlier one did not support.
 */
class SameFilesAsBeforeTest {

    private static final String BEFORE = "/before-the-runner-split/";

    @TempDir
    Path output;

    @Test
    void theReferenceWritesTheFilesItWroteBeforeApartFromTimes() throws IOException {
        Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .set(RunOption.SCALE_FACTOR, 0.01).set(RunOption.SEED, 42L).set(RunOption.CALLS, 20)
                .set(RunOption.WARMUP, 2).set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                .set(RunOption.THREADS, 2).set(RunOption.DURATION, 1.0).set(RunOption.SWEEP, List.of(1, 2))
                .set(RunOption.HOPS_PEOPLE, 10).set(RunOption.ANSWERS, true).set(RunOption.OUTPUT, output).build().run();

        Path before = Files.createDirectories(output.resolve("before"));
        for (String file : List.of("reference-sf0.01.json", "answers-reference-sf0.01.jsonl", "hops-reference-sf0.01.csv")) {
            try (InputStream in = getClass().getResourceAsStream(BEFORE + file)) {
                Files.copy(in, before.resolve(file));
            }
        }

        EngineRun now = BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow().resolve("reference-sf0.01.json"));
        EngineRun earlier = BuiltInResults.read(before.resolve("reference-sf0.01.json"));
        Set<String> twins = now.workloads().stream().filter(workload -> workload.twinOf() != null)
                .map(WorkloadResult::id).collect(Collectors.toSet());
        assertThat(twins).hasSize(8);
        for (String twin : twins) {
            assertThat(earlier.workload(twin).status()).as(twin).isEqualTo(Status.UNSUPPORTED);
            assertThat(now.workload(twin).status()).as(twin).isEqualTo(Status.OK);
            assertThat(now.workload(twin).callDigests()).as(twin).hasSize(20);
            assertThat(now.workload(twin).agreement().verdict()).as(twin).isEqualTo(Agreement.Verdict.REFERENCE);
        }
        assertThat(now.provenance().method().options()).containsAllEntriesOf(earlier.provenance().method().options());

        assertThat(asEarlier(withoutTimes(now), withoutTimes(earlier), twins)).isEqualTo(withoutTimes(earlier));
        List<String> calls = timedCalls(ResultsFolder.at(output).latestRun().orElseThrow().resolve("answers-reference-sf0.01.jsonl"));
        assertThat(calls.stream().filter(line -> !ofTwin(line, twins)).toList())
                .isEqualTo(Files.readAllLines(before.resolve("answers-reference-sf0.01.jsonl")));
        assertThat(calls.stream().filter(line -> ofTwin(line, twins))).hasSize(8 * 20);
        assertThat(withoutMilliseconds(ResultsFolder.at(output).latestRun().orElseThrow().resolve("hops-reference-sf0.01.csv")))
                .isEqualTo(withoutMilliseconds(before.resolve("hops-reference-sf0.01.csv")));
    }

    /**
     * {@code now} with what this version adds taken out: the options the earlier version did not record,
     * and the twins' results, which are the earlier file's instead.
     */
    private static JsonNode asEarlier(JsonNode now, JsonNode earlier, Set<String> twins) {
        ObjectNode options = (ObjectNode) now.get("provenance").get("method").get("options");
        List<String> recordedBefore = new ArrayList<>();
        earlier.get("provenance").get("method").get("options").fieldNames().forEachRemaining(recordedBefore::add);
        options.retain(recordedBefore);
        ArrayNode workloads = (ArrayNode) now.get("phases").get(ReadPhase.ID).get("workloads");
        for (int i = 0; i < workloads.size(); i++) {
            if (twins.contains(workloads.get(i).get("id").asText())) {
                workloads.set(i, earlier.get("phases").get(ReadPhase.ID).get("workloads").get(i));
            }
        }
        return now;
    }

    private static boolean ofTwin(String line, Set<String> twins) {
        try {
            return twins.contains(ResultsFiles.mapper().readTree(line).get("workload").asText());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The file as JSON, with what a clock, a machine or this version's additions decide removed. */
    private static JsonNode withoutTimes(EngineRun run) {
        ObjectNode tree = ResultsFiles.mapper().valueToTree(run);
        tree.remove(List.of("server", "memory", "wallSeconds"));
        ObjectNode provenance = (ObjectNode) tree.get("provenance");
        provenance.remove(List.of("harnessVersion", "runId", "displayName", "jvm", "os", "cores", "startedAt", "endedAt",
                "settings", "source"));
        JsonNode phases = tree.get("phases");
        // Whether a phase measured anything is derived from its results, and the twins' are the earlier file's.
        phases.forEach(phase -> ((ObjectNode) phase).remove("measured"));
        ObjectNode load = (ObjectNode) phases.get(LoadPhase.ID);
        load.remove(List.of("nodesSeconds", "relationshipsSeconds", "afterLoadSeconds"));
        for (String timed : List.of(ReadPhase.ID, TraversePhase.ID, GraphPhase.ID, WritePhase.ID)) {
            for (JsonNode workload : phases.get(timed).get("workloads")) {
                ((ObjectNode) workload).remove(List.of("coldMs", "latency", "plans", "sampling"));
            }
        }
        for (JsonNode concurrent : phases.get(ConcurrentPhase.ID).get("workloads")) {
            for (JsonNode measured : concurrent.get("measurements")) {
                ((ObjectNode) measured).retain("threads", "failedCalls");
            }
        }
        ObjectNode hops = (ObjectNode) phases.get(HopsPhase.ID);
        hops.remove(List.of("coldMs", "fit"));
        for (JsonNode bucket : (ArrayNode) hops.get("buckets")) {
            ((ObjectNode) bucket).remove(List.of("medianMs", "p95Ms"));
        }
        return tree;
    }

    /**
     * The lines of the timed calls of the sequential phases, the only ones the earlier version wrote, as it
     * wrote them: without the header, the phase this version adds to each line, the concurrent phase's
     * warm-up calls, the hops calls and the last line.
     */
    private static List<String> timedCalls(Path answers) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(answers)) {
            JsonNode call = ResultsFiles.mapper().readTree(line);
            String phase = call.path("phase").asText();
            if (!phase.isEmpty() && !phase.equals("concurrent") && !phase.equals("hops")) {
                ((ObjectNode) call).remove("phase");
                lines.add(call.toString());
            }
        }
        return lines;
    }

    private static List<String> withoutMilliseconds(Path csv) throws IOException {
        return Files.readAllLines(csv).stream().map(line -> line.substring(0, line.lastIndexOf(','))).toList();
    }
}
