package dev.graphbench.phases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.RateResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.phases.hops.HopsResult;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.results.Method;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ServerResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The results of graph-bench's own phases read back from a results file as they were written, each under its phase's
 * id; files of formats 1 to 3 read into the same phases, what they lacked derived; a file of format 3 from before the
 * concurrent and hops phases reads with none of them.
 */
class BuiltInResultsFilesTest {

    @TempDir
    Path folder;

    private static Provenance provenance(Method method) {
        return new Provenance("dev", "20261202-000000-abcdef", "postgres", "PostgreSQL", "reference", Map.of("url", "jdbc:postgresql://127.0.0.1:5432/postgres"), "jvm", "os",
                2, 0.1, 42, "sha256:00", Instant.parse("2025-01-01T00:00:00Z"), Instant.parse("2025-01-01T00:01:00Z"),
                method);
    }

    /** The options of a run of the sequential phases alone, as a format 3 file records them. */
    private static Method sequential() {
        return new Method("nanoTime", Map.of("warmup", "30", "calls", "300", "max-seconds", "60"));
    }

    @Test
    void everyPartOfARunReadsBackEqual() throws IOException {
        Latency latency = new Latency(100, 0.5, 0.9, 1.2, 0.1, 3.0, 0.55);
        Throughput one = new Throughput(1, 1.0, 2000, 0, 2000, latency, 1.0, null);
        Throughput eight = new Throughput(8, 1.01, 7000, 3, 6930.7, latency, 3.47, "connection reset");
        EngineRun run = BuiltInResults.run(provenance(new Method("nanoTime", options())),
                new EngineInfo("PostgreSQL", "17", "pgjdbc", "42", "embedded"), Status.OK, null,
                new ServerResult("PostgreSQL 17 on 127.0.0.1:1", 4.2, 0.3, 123L),
                new LoadResult(Status.OK, null, 1, 2, 3, 10, 20, List.of()),
                List.of(WorkloadResult.notMeasured("two-hops", "traverse", "2 hops", Status.HELD, "why", null),
                        WorkloadResult.notMeasured("read-fragment", "read", "by hand", Status.HELD, "why", "load-fragment")),
                List.of(new ConcurrencyResult("two-hops", "2 hops", Status.OK, null, List.of(one, eight),
                        Agreement.agrees("reference"))),
                new HopsResult(Status.OK, null, PathSemantics.WALK, "hops-postgres-sf0.1.csv", 600, 2.5,
                        List.of(new HopsResult.Bucket("under 100", 0, 100L, 500, 0.2, 0.4),
                                new HopsResult.Bucket("over 100,000", 100_000, null, 0, null, null)),
                        new HopsResult.Fit(0.15, 0.21, 0.97), Agreement.agrees("reference"), "postgres counts walks"),
                new MemoryResult(123L, "PSS of the embedded server's processes"));

        ResultsFiles.write(run, folder.resolve("postgres-sf0.1.json"));

        EngineRun read = BuiltInResults.read(folder.resolve("postgres-sf0.1.json"));
        assertThat(read).isEqualTo(run);
        assertThat(read.formatVersion()).isEqualTo(4);
        assertThat(read.phases()).containsOnlyKeys("load", "traverse", "read", "concurrent", "hops");
        assertThat(read.provenance().method().options()).containsExactlyEntriesOf(options());
        assertThat(read.provenance().method().get(RunOption.SWEEP)).containsExactly(1, 8);
        assertThat(read.provenance().method().get(RunOption.DURATION)).isEqualTo(15.0);
        assertThat(Files.readString(folder.resolve("postgres-sf0.1.json"))).contains("\"formatVersion\" : 4")
                .contains("\"options\" : {").contains("\"max-seconds\" : \"60\"").doesNotContain("maxSecondsPerWorkload");
    }

    /** Every option of a run with a concurrent phase, in the order the run lists them. */
    private static Map<String, String> options() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("sf", "0.1");
        options.put("calls", "300");
        options.put("warmup", "30");
        options.put("max-seconds", "60");
        options.put("threads", "8");
        options.put("duration", "15");
        options.put("sweep", "1,8");
        options.put("hops-people", "150");
        options.put("warmup-seconds", "2");
        options.put("settle-seconds", "30");
        options.put("call-timeout", "300");
        options.put("rate", "");
        options.put("client", "1/1");
        return options;
    }

    @Test
    void aFileWrittenBeforeTheNewPhasesReadsWithNoneOfThem() throws IOException {
        EngineRun old = BuiltInResults.run(provenance(sequential()), null, Status.OK, null, null, null, List.of());
        ResultsFiles.write(old, folder.resolve("reference-sf0.1.json"));
        String json = Files.readString(folder.resolve("reference-sf0.1.json"));

        // A file of format 3 had a field a phase, and before these phases neither "concurrency" nor "hops".
        Path withoutThem = Files.writeString(folder.resolve("old-sf0.1.json"), json
                .replace("\"formatVersion\" : 4", "\"formatVersion\" : 3")
                .replaceAll("(?s),\\s*\"phases\"\\s*:\\s*\\{\\s*}", ", \"workloads\" : [ ]"));

        EngineRun read = BuiltInResults.read(withoutThem);
        assertThat(Files.readString(withoutThem)).contains("\"workloads\" : [ ]").doesNotContain("\"phases\"",
                "\"concurrency\"", "\"hops\"");
        assertThat(read.phases()).isEmpty();
        assertThat(BuiltInResults.concurrency(read)).isEmpty();
        assertThat(BuiltInResults.hops(read)).isNull();
        assertThat(read.provenance().method().get(RunOption.THREADS)).isNull();
    }

    @Test
    void aFileOfFormatOneReadsWithWhatItLackedDerived() throws IOException {
        Path file = fixture("/format-1/neo4j-sf0.01.json", "neo4j-sf0.01.json");
        assertThat(Files.readString(file)).doesNotContain("formatVersion").doesNotContain("twinOf");

        EngineRun run = BuiltInResults.read(file);

        assertThat(run.formatVersion()).isEqualTo(ResultsFiles.FORMAT_VERSION);
        assertThat(run.provenance().displayName()).isEqualTo("Neo4j Community");
        assertThat(run.provenance().judge()).isEqualTo("reference");
        assertThat(run.workload("read-issue-detail").twinOf()).isEqualTo("load-view");
        assertThat(run.workload("count-comments").twinOf()).isEqualTo("count-all");
        assertThat(run.workload("load-view").twinOf()).isNull();
        assertThat(run.workloads().stream().filter(w -> w.twinOf() != null)).hasSize(8);
        assertThat(run.workload("two-hops").latency().calls()).isEqualTo(20);
        Method method = run.provenance().method();
        assertThat(method.timer()).isEqualTo("System.nanoTime() around each call, wall clock at the client");
        assertThat(method.options()).containsExactly(entry("warmup", "2"), entry("calls", "20"),
                entry("max-seconds", "60"), entry("threads", "2"), entry("duration", "1"), entry("sweep", "1,2"),
                entry("hops-people", "10"), entry("warmup-seconds", "0"), entry("settle-seconds", "0"));
        assertThat(method.get(RunOption.MAX_SECONDS)).isEqualTo(60.0);
        assertThat(method.get(RunOption.WARMUP)).isEqualTo(2);
        assertThat(method.text(RunOption.RATE)).isNull();
        assertThat(method.client()).isNull();
    }

    @Test
    void aFileOfFormatTwoReadsEveryMethodFieldAsAnOptionByName() throws IOException {
        Path file = fixture("/format-2/postgres-sf0.1.json", "postgres-sf0.1.json");
        assertThat(Files.readString(file)).contains("\"formatVersion\" : 2", "\"maxSecondsPerWorkload\" : 60.0",
                "\"sloMs\" : 5.0", "\"rates\" : [ 500.0, 1000.0 ]", "\"loadWarmupScaleFactor\" : 0.03");

        EngineRun run = BuiltInResults.read(file);

        assertThat(run.formatVersion()).isEqualTo(ResultsFiles.FORMAT_VERSION);
        Method method = run.provenance().method();
        assertThat(method.timer()).isEqualTo("System.nanoTime() around each call, wall clock at the client");
        assertThat(method.options()).containsExactly(entry("warmup", "10"), entry("calls", "300"),
                entry("max-seconds", "60"), entry("threads", "8"), entry("duration", "5"), entry("sweep", "1,2,4,8"),
                entry("hops-people", "150"), entry("warmup-seconds", "2"), entry("settle-seconds", "30"),
                entry("call-timeout", "300"), entry("rate", "500,1000"), entry("slo", "5ms"),
                entry("arrivals", "poisson"), entry("mix", "one-hop=8,two-hops=2"), entry("client", "1/2"),
                entry("start-at", "2026-12-02T06:30:00Z"), entry("load-warmup", "0.03"));
        assertThat(method.get(RunOption.SLO)).isEqualTo(5.0);
        assertThat(method.get(RunOption.RATE).offered()).containsExactly(500.0, 1000.0);
        assertThat(method.get(RunOption.START_AT)).contains(Instant.parse("2026-12-02T06:30:00Z"));
        assertThat(method.get(RunOption.LOAD_WARMUP)).isEqualTo(0.03);
        assertThat(method.client()).isEqualTo("1/2");
        // What format 2 recorded besides its method reads as it did.
        assertThat(run.provenance().displayName()).isEqualTo("PostgreSQL");
        assertThat(run.workload("two-hops").agreement()).isEqualTo(Agreement.agrees("reference"));
        assertThat(BuiltInResults.concurrent(run, "two-hops").rates()).extracting(RateResult::targetRate).containsExactly(500.0, 1000.0);
        assertThat(BuiltInResults.concurrent(run, "two-hops").at(8).callsPerSecond()).isEqualTo(500.0);
    }

    @Test
    void anOlderFileWrittenAgainIsFormatFourAndReadsBackEqual() throws IOException {
        for (String fixture : new String[] {"/format-1/neo4j-sf0.01.json", "/format-2/postgres-sf0.1.json"}) {
            EngineRun old = BuiltInResults.read(fixture(fixture, "old.json"));
            Path rewritten = folder.resolve("rewritten.json");
            ResultsFiles.write(old, rewritten);

            assertThat(Files.readString(rewritten)).as(fixture).contains("\"formatVersion\" : 4", "\"options\" : {")
                    .doesNotContain("warmupCalls");
            assertThat(BuiltInResults.read(rewritten)).as(fixture).isEqualTo(old);
            Files.delete(folder.resolve("old.json"));
        }
    }

    private Path fixture(String resource, String name) throws IOException {
        Path file = folder.resolve(name);
        try (var in = getClass().getResourceAsStream(resource)) {
            Files.copy(in, file);
        }
        return file;
    }
}
