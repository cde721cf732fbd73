package dev.graphbench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.PathSemantics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A results file reads back as it was written; a file from before the concurrent and hops phases, and
 * one of format 1, still read; a file of a newer format is refused, naming it.
 */
class ResultsFilesTest {

    @TempDir
    Path folder;

    private static Provenance provenance(Method method) {
        return new Provenance("dev", "20261202-000000-abcdef", "postgres", "PostgreSQL", "reference", Map.of("url", "jdbc:postgresql://127.0.0.1:5432/postgres"), "jvm", "os",
                2, 0.1, 42, "sha256:00", Instant.parse("2025-01-01T00:00:00Z"), Instant.parse("2025-01-01T00:01:00Z"),
                method);
    }

    @Test
    void everyPartOfARunReadsBackEqual() {
        Latency latency = new Latency(100, 0.5, 0.9, 1.2, 0.1, 3.0, 0.55);
        Throughput one = new Throughput(1, 1.0, 2000, 0, 2000, latency, 1.0, null);
        Throughput eight = new Throughput(8, 1.01, 7000, 3, 6930.7, latency, 3.47, "connection reset");
        EngineRun run = new EngineRun(provenance(new Method(30, 300, 60, "nanoTime", 8, 15.0, List.of(1, 8), 150, 2.0, 30.0, 300.0)),
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

        assertThat(ResultsFiles.read(folder.resolve("postgres-sf0.1.json"))).isEqualTo(run);
    }

    @Test
    void aFileWrittenBeforeTheNewPhasesReadsWithNoneOfThem() throws IOException {
        EngineRun old = new EngineRun(provenance(new Method(30, 300, 60, "nanoTime")), null, Status.OK, null, null, null,
                List.of());
        ResultsFiles.write(old, folder.resolve("reference-sf0.1.json"));
        String json = Files.readString(folder.resolve("reference-sf0.1.json"));

        Path withoutThem = Files.writeString(folder.resolve("old-sf0.1.json"),
                json.replaceAll("(?s),\\s*\"concurrency\"\\s*:\\s*\\[\\s*]", ""));

        EngineRun read = ResultsFiles.read(withoutThem);
        assertThat(json).contains("\"concurrency\"");
        assertThat(read.concurrency()).isEmpty();
        assertThat(read.hops()).isNull();
        assertThat(read.provenance().method().threads()).isNull();
    }

    @Test
    void aFileOfFormatOneReadsWithWhatItLackedDerived() throws IOException {
        Path file = folder.resolve("neo4j-sf0.01.json");
        try (var in = getClass().getResourceAsStream("/format-1/neo4j-sf0.01.json")) {
            Files.copy(in, file);
        }
        assertThat(Files.readString(file)).doesNotContain("formatVersion").doesNotContain("twinOf");

        EngineRun run = ResultsFiles.read(file);

        assertThat(run.formatVersion()).isEqualTo(ResultsFiles.FORMAT_VERSION);
        assertThat(run.provenance().displayName()).isEqualTo("Neo4j Community");
        assertThat(run.provenance().judge()).isEqualTo("reference");
        assertThat(run.workload("read-issue-detail").twinOf()).isEqualTo("load-view");
        assertThat(run.workload("count-comments").twinOf()).isEqualTo("count-all");
        assertThat(run.workload("load-view").twinOf()).isNull();
        assertThat(run.workloads().stream().filter(w -> w.twinOf() != null)).hasSize(8);
        assertThat(run.workload("two-hops").latency().calls()).isEqualTo(20);
    }

    @Test
    void aFileOfANewerFormatIsRefusedNamingIt() throws IOException {
        EngineRun run = new EngineRun(provenance(new Method(30, 300, 60, "nanoTime")), null, Status.OK, null, null, null,
                List.of());
        Path file = folder.resolve("postgres-sf0.1.json");
        ResultsFiles.write(run, file);
        Files.writeString(file, Files.readString(file).replace("\"formatVersion\" : 2", "\"formatVersion\" : 99"));

        assertThatThrownBy(() -> ResultsFiles.read(file)).hasMessageContaining(file.toString())
                .hasMessageContaining("written in format 99 by a newer graph-bench, which reads up to format 2");
    }
}
