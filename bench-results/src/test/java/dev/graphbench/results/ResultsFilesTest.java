package dev.graphbench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.options.RunOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A results file reads back as it was written: the run's own fields, and each phase's result under its id, kept as
 * written until read as the phase's type, and written again as it was when its phase is not known here. Files of
 * formats 1 to 3 still read, their phases under their ids and their method's fields as options by name; a file of a
 * newer format is refused, naming it. (How graph-bench's own phases' results read back: BuiltInResultsFilesTest.)
 */
class ResultsFilesTest {

    @TempDir
    Path folder;

    /** A phase's result of a test's own: what a plugin's phase would write. */
    record Counted(String what, int count) implements PhaseResult {

        @Override
        public boolean measured() {
            return count > 0;
        }

        @Override
        public boolean incomplete() {
            return count == 0;
        }
    }

    private static final PhaseTypes COUNTED = new PhaseTypes(Map.of("counted", Counted.class));

    private static Provenance provenance(Method method) {
        return new Provenance("dev", "20261202-000000-abcdef", "postgres", "PostgreSQL", "reference", Map.of("url",
                "jdbc:postgresql://127.0.0.1:5432/postgres"), "jvm", "os", 2, 0.1, 42, "sha256:00",
                Instant.parse("2025-01-01T00:00:00Z"), Instant.parse("2025-01-01T00:01:00Z"), method);
    }

    /** The options of a run of the sequential phases alone, as a format 3 file records them. */
    private static Method sequential() {
        return new Method("nanoTime", Map.of("warmup", "30", "calls", "300", "max-seconds", "60"));
    }

    private static EngineRun run(Map<String, PhaseResult> phases, MemoryResult memory) {
        return new EngineRun(ResultsFiles.FORMAT_VERSION, provenance(sequential()),
                new EngineInfo("PostgreSQL", "17", "pgjdbc", "42", "embedded"), Status.OK, null,
                new ServerResult("PostgreSQL 17 on 127.0.0.1:1", 4.2, 0.3, 123L), memory,
                Map.of("open", 1.5), phases, List.of(), null);
    }

    @Test
    void aPhasesResultIsWrittenUnderItsIdAndReadsBackAsItsTypeOrAsWritten() throws IOException {
        EngineRun run = run(Map.of("counted", new Counted("nodes", 12)), new MemoryResult(123L, "PSS"));
        Path file = folder.resolve("postgres-sf0.1.json");

        ResultsFiles.write(run, file);

        assertThat(Files.readString(file)).contains("\"formatVersion\" : 4", "\"phases\" : {", "\"counted\" : {",
                "\"what\" : \"nodes\"", "\"count\" : 12", "\"measured\" : true");
        EngineRun raw = ResultsFiles.read(file);
        assertThat(raw.phases().get("counted")).isInstanceOf(RawPhaseResult.class);
        assertThat(raw.measuredSomething()).as("known from the file, without the phase's type").isTrue();
        assertThat(raw.phase("counted", Counted.class)).isEqualTo(new Counted("nodes", 12));
        EngineRun typed = ResultsFiles.read(file, COUNTED);
        assertThat(typed).isEqualTo(run);
        assertThat(typed.phases().get("counted").incomplete()).isFalse();
    }

    @Test
    void aPhaseNotKnownHereIsWrittenAgainAsItWas() throws IOException {
        Path file = folder.resolve("postgres-sf0.1.json");
        ResultsFiles.write(run(Map.of("counted", new Counted("nodes", 0)), null), file);
        String written = Files.readString(file);

        Path again = folder.resolve("again-sf0.1.json");
        ResultsFiles.write(ResultsFiles.read(file), again);

        assertThat(Files.readString(again)).isEqualTo(written);
        assertThat(ResultsFiles.read(again).measuredSomething()).isFalse();
    }

    @Test
    void memoryAndDiskFiguresAndTheBudgetReadBackAndAnOlderFilesMemoryReadsWithoutThem() throws IOException {
        MemoryResult.Budget budget = new MemoryResult.Budget(256L << 20, true, "cgroup v1 memory.limit_in_bytes",
                "shared_buffers 64MB");
        MemoryResult memory = new MemoryResult(240_000_000L, "PSS", 30_000_000L, 250_000_000L, 268_000_000L, "PSS",
                1_400_000_000L, "pg_database_size", budget);
        EngineRun run = run(Map.of(), memory);
        Path file = folder.resolve("postgres-sf0.1.json");
        ResultsFiles.write(run, file);

        EngineRun read = ResultsFiles.read(file);
        assertThat(read.memory()).isEqualTo(memory);
        assertThat(read.memory().biggerThanMemory()).isTrue();
        assertThat(Files.readString(file)).doesNotContain("biggerThanMemory");

        // A file written before the memory and disk figures has the memory after the run alone.
        Path older = Files.writeString(folder.resolve("older-sf0.1.json"), Files.readString(file)
                .replaceAll("(?s)\"memory\" : \\{.*?\"budget\" : \\{.*?}\\s*}", "\"memory\" : { \"bytes\" : 123,"
                        + " \"measure\" : \"PSS\" }"));
        MemoryResult before = ResultsFiles.read(older).memory();
        assertThat(before).isEqualTo(new MemoryResult(123, "PSS"));
        assertThat(before.biggerThanMemory()).isFalse();
        assertThat(new MemoryResult(1, "PSS", null, null, null, null, 10L, "disk",
                new MemoryResult.Budget(100, false, "advisory", null)).biggerThanMemory()).isFalse();
    }

    @Test
    void aFileOfFormatOneReadsItsPhasesUnderTheirIdsAndItsMethodAsOptions() throws IOException {
        Path file = fixture("/format-1/neo4j-sf0.01.json", "neo4j-sf0.01.json");
        assertThat(Files.readString(file)).doesNotContain("formatVersion").doesNotContain("twinOf");

        EngineRun run = ResultsFiles.read(file);

        assertThat(run.formatVersion()).isEqualTo(ResultsFiles.FORMAT_VERSION);
        assertThat(run.phases()).containsOnlyKeys("load", "read", "traverse", "graph", "write", "concurrent", "hops");
        assertThat(run.phases().values()).allMatch(result -> result instanceof RawPhaseResult);
        assertThat(run.measuredSomething()).isTrue();
        assertThat(run.provenance().displayName()).isEqualTo("Neo4j Community");
        assertThat(run.provenance().judge()).isEqualTo("reference");
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

        EngineRun run = ResultsFiles.read(file);

        assertThat(run.formatVersion()).isEqualTo(ResultsFiles.FORMAT_VERSION);
        assertThat(run.phases()).containsOnlyKeys("load", "traverse", "graph", "concurrent");
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
        assertThat(run.provenance().displayName()).isEqualTo("PostgreSQL");
    }

    @Test
    void anOlderFileWrittenAgainIsFormatFourAndReadsBackEqual() throws IOException {
        for (String fixture : new String[] {"/format-1/neo4j-sf0.01.json", "/format-2/postgres-sf0.1.json"}) {
            EngineRun old = ResultsFiles.read(fixture(fixture, "old.json"));
            Path rewritten = folder.resolve("rewritten.json");
            ResultsFiles.write(old, rewritten);

            assertThat(Files.readString(rewritten)).as(fixture).contains("\"formatVersion\" : 4", "\"options\" : {",
                    "\"phases\" : {").doesNotContain("warmupCalls", "\"concurrency\"");
            assertThat(ResultsFiles.read(rewritten)).as(fixture).isEqualTo(old);
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

    @Test
    void aFileOfANewerFormatIsRefusedNamingIt() throws IOException {
        Path file = folder.resolve("postgres-sf0.1.json");
        ResultsFiles.write(run(Map.of(), null), file);
        Files.writeString(file, Files.readString(file).replace("\"formatVersion\" : 4", "\"formatVersion\" : 99"));

        assertThatThrownBy(() -> ResultsFiles.read(file)).hasMessageContaining(file.toString())
                .hasMessageContaining("written in format 99 by a newer graph-bench, which reads up to format 4");
    }
}
