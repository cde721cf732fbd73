package dev.graphbench.phases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.api.Settings;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.concurrent.ConcurrentPhase;
import dev.graphbench.phases.folder.FolderReadsPhase;
import dev.graphbench.phases.folder.FolderWritesPhase;
import dev.graphbench.phases.graph.GraphPhase;
import dev.graphbench.phases.hops.HopsPhase;
import dev.graphbench.phases.indexes.IndexesPhase;
import dev.graphbench.phases.ladder.LadderPhase;
import dev.graphbench.phases.load.LoadPhase;
import dev.graphbench.phases.read.ReadPhase;
import dev.graphbench.phases.traverse.TraversePhase;
import dev.graphbench.phases.write.WritePhase;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.phase.Phase;
import dev.graphbench.runner.phase.Phases;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad settings fail in build(), before anything runs, with one line that says what to do. */
class BenchmarkBuilderTest {

    @TempDir
    Path output;

    private Benchmark.Builder builder() {
        return Benchmark.builder().catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                .set(RunOption.OUTPUT, output);
    }

    @Test
    void anUnknownEngineListsTheKnownOnes() {
        assertThatThrownBy(() -> builder().set(RunOption.ENGINES, List.of("memgraph")).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown engine 'memgraph'; known engines are reference");
    }

    @Test
    void aVariantOfNoQueryOrBadlyNamedIsOneLineBeforeAnythingRuns() {
        EngineProvider reference = EngineCatalog.discover(getClass().getClassLoader(), Map.of())
                .provider(EngineCatalog.REFERENCE);
        try (Engine engine = reference.open(Settings.resolve(reference.settings(), Map.of()))) {
            assertThatThrownBy(() -> builder().engine(StandIn.named("typo").with("rech@levels"), engine).build())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("typo's statement 'rech@levels' is a variant of no query: name it"
                            + " QUERY@VARIANT after one of one-hop, ");
            assertThatThrownBy(() -> builder().engine(StandIn.named("typo").with("one-hop@Levels"), engine).build())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("typo's statement 'one-hop@Levels': a variant's name is lower case letters, digits and"
                            + " dashes, got 'Levels'");
            assertThat(builder().engine(StandIn.named("fine").with("one-hop@levels"), engine).build()).isNotNull();
        }
    }

    @Test
    void anUnknownPhaseListsThePhases() {
        assertThatThrownBy(() -> builder().set("phases", "warmup").build())
                .hasMessage("unknown phase 'warmup'; phases are load, indexes, read, traverse, graph, folder-reads, folder-writes, write, concurrent, hops, ladder");
        assertThat(RunOption.PHASES.parse(" Traverse ")).isEqualTo(PhaseList.of(TraversePhase.ID));
        assertThat(builder().set("phases", " Traverse ").build()).isNotNull();
    }

    @Test
    void callsWarmupAndTimeBelowTheirMinimumAreRefused() {
        assertThatThrownBy(() -> builder().set(RunOption.CALLS, 0).build()).hasMessage("--calls must be at least 1, got '0'");
        assertThatThrownBy(() -> builder().set(RunOption.WARMUP, 0).build()).hasMessage("--warmup must be at least 1, got '0'");
        assertThatThrownBy(() -> builder().set(RunOption.WARMUP_SECONDS, -0.5).build()).hasMessage("--warmup-seconds must be 0 seconds or more, got '-0.5'");
        assertThatThrownBy(() -> builder().set(RunOption.SETTLE_SECONDS, Double.NaN).build()).hasMessage("--settle-seconds must be 0 seconds or more, got 'NaN'");
        assertThatThrownBy(() -> builder().set(RunOption.MAX_SECONDS, 0.0).build())
                .hasMessage("--max-seconds must be above 0 seconds, got '0'");
    }

    @Test
    void aLoadWarmupIsAScaleFactorOrNone() {
        assertThatThrownBy(() -> builder().set(RunOption.LOAD_WARMUP, -0.01).build())
                .hasMessage("--load-warmup must be a scale factor from 0 (none) to 100, got '-0.01'");
        assertThatThrownBy(() -> builder().set("load-warmup", "small").build())
                .hasMessage("--load-warmup must be a scale factor such as 0.01, or 0 for none, got 'small'");
        assertThat(builder().set(RunOption.LOAD_WARMUP, 0.0).build()).isNotNull();
    }

    @Test
    void threadsOutsideOneTo256AreRefused() {
        assertThatThrownBy(() -> builder().set(RunOption.THREADS, 0).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--threads must be from 1 to 256, got '0'");
        assertThatThrownBy(() -> builder().set(RunOption.THREADS, 257).build()).hasMessage("--threads must be from 1 to 256, got '257'");
        assertThatThrownBy(() -> builder().set(RunOption.SWEEP, List.of(1, 2, 300)).build())
                .hasMessage("--sweep must be from 1 to 256, got '300'");
        assertThatThrownBy(() -> builder().set(RunOption.SWEEP, List.of()).build())
                .hasMessage("--sweep names no thread count; give some from 1 to 256, such as 1,2,4,8");
        assertThat(builder().set(RunOption.THREADS, 256).set(RunOption.SWEEP, List.of(256, 1)).build()).isNotNull();
    }

    @Test
    void aDurationBelowOneSecondIsRefused() {
        assertThatThrownBy(() -> builder().set(RunOption.DURATION, 0.5).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--duration must be at least 1 second, got '0.5'");
        assertThatThrownBy(() -> builder().set(RunOption.DURATION, Double.NaN).build())
                .hasMessage("--duration must be at least 1 second, got 'NaN'");
        assertThat(builder().set(RunOption.DURATION, 1.0).build()).isNotNull();
    }

    @Test
    void hopsPeopleOutsideOneToTenThousandAreRefused() {
        assertThatThrownBy(() -> builder().set(RunOption.HOPS_PEOPLE, 0).build())
                .hasMessage("--hops-people must be from 1 to 10000, got '0'");
        assertThatThrownBy(() -> builder().set(RunOption.HOPS_PEOPLE, 10_001).build())
                .hasMessage("--hops-people must be from 1 to 10000, got '10001'");
    }

    @Test
    void theObjectStoresReadsComeFirstItsWritesAfterEveryReadAndAllByDefault() {
        Phases phases = Phases.installed();
        assertThat(phases.all()).extracting(Phase::id).containsExactly(LoadPhase.ID, IndexesPhase.ID, ReadPhase.ID, TraversePhase.ID,
                GraphPhase.ID, FolderReadsPhase.ID, FolderWritesPhase.ID, WritePhase.ID, ConcurrentPhase.ID, HopsPhase.ID, LadderPhase.ID);
        assertThat(phases.find("read")).get().isInstanceOf(ReadPhase.class);
        assertThat(phases.find("write")).get().isInstanceOf(WritePhase.class);
        assertThat(phases.find("concurrent")).get().isInstanceOf(ConcurrentPhase.class);
        assertThat(phases.find("hops")).get().isInstanceOf(HopsPhase.class);
        assertThat(phases.resolve(PhaseList.EVERY).ids()).containsExactlyElementsOf(phases.all().stream()
                .map(Phase::id).toList());
    }

    @Test
    void scaleFactorsOutsideTheRangeAreRefused() {
        assertThatThrownBy(() -> builder().set(RunOption.SCALE_FACTOR, 0.0).build()).hasMessageContaining("above 0");
        assertThatThrownBy(() -> builder().set(RunOption.SCALE_FACTOR, -0.1).build()).hasMessageContaining("above 0");
        assertThatThrownBy(() -> builder().set(RunOption.SCALE_FACTOR, 1e9).build()).hasMessageContaining("at most 100");
    }

    @Test
    void anOutputFolderThatCannotBeWrittenIsRefusedBeforeAnythingRuns() throws IOException {
        Path file = Files.writeString(output.resolve("a-file"), "not a folder");
        assertThatThrownBy(() -> builder().set(RunOption.OUTPUT, file.resolve("results")).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--output: cannot write to " + file.resolve("results"))
                .hasMessageEndingWith("choose a folder you can write to");
    }

    @Test
    void theCommandLinesTextIsCheckedByTheSameOptionsAsTheTypedValues() {
        assertThatThrownBy(() -> builder().set("calls", "0")).hasMessage("--calls must be at least 1, got '0'");
        assertThatThrownBy(() -> builder().set("engines", "reference,,postgres")).hasMessage(
                "--engines has an empty item in 'reference,,postgres'; separate the items with single commas, such as a,b");
        assertThatThrownBy(() -> builder().set("engines", ",")).hasMessageStartingWith("--engines has an empty item");
        assertThatThrownBy(() -> builder().set("phases", "load,")).hasMessageStartingWith("--phases has an empty item");
        assertThat(builder().set("phases", "").build().options().get(RunOption.PHASES).ids()).as("every phase, in order")
                .containsExactly("load", "indexes", "read", "traverse", "graph", "folder-reads", "folder-writes", "write", "concurrent", "hops", "ladder");
        assertThatThrownBy(() -> builder().set("colour", "red")).hasMessage("no run option --colour");
        assertThat(builder().set("calls", " 7 ").set("sweep", "2,1").set("answers", "true").build()).isNotNull();
    }

    @Test
    void anOptionDefinedOutsideRunOptionIsCheckedByItsOwnRuleAndRecordedByName() {
        RunOption<Integer> batches = RunOption.atLeast("batches", 4, 1, "batches a test's engine writes in");

        assertThatThrownBy(() -> builder().set(batches, 0).build()).hasMessage("--batches must be at least 1, got '0'");
        assertThat(builder().set(batches, 7).build().options().recorded()).containsEntry("batches", "7")
                .containsEntry("calls", "300");
        assertThat(builder().build().options().recorded()).doesNotContainKey("batches");
    }

    @Test
    void aMemoryBudgetIsASizeInBinaryUnitsOrNone() {
        assertThat(RunOption.MEMORY_BUDGET.parse("512m")).contains(new MemoryBudget(512L << 20));
        assertThat(RunOption.MEMORY_BUDGET.parse("1.5GiB")).contains(new MemoryBudget(3L << 29));
        assertThat(RunOption.MEMORY_BUDGET.parse("64MB")).contains(new MemoryBudget(64L << 20));
        assertThat(RunOption.MEMORY_BUDGET.parse("1073741824")).contains(new MemoryBudget(1L << 30));
        assertThat(RunOption.MEMORY_BUDGET.parse("")).isEmpty();
        assertThat(RunOption.MEMORY_BUDGET.show(RunOption.MEMORY_BUDGET.parse("2048m"))).isEqualTo("2g");
        assertThat(RunOption.MEMORY_BUDGET.show(RunOption.MEMORY_BUDGET.parse("1.5g"))).isEqualTo("1536m");
        assertThatThrownBy(() -> builder().set("memory-budget", "lots")).hasMessage("--memory-budget must be a size"
                + " such as 512m, 2g or 1.5GiB (k, m, g, t: binary units), at least 16m, or nothing for none, got 'lots'");
        assertThatThrownBy(() -> builder().set("memory-budget", "1m")).hasMessageStartingWith("--memory-budget must be a size")
                .hasMessageEndingWith("got '1m'");
        assertThat(builder().set("memory-budget", "1g").build().options().recorded()).containsEntry("memory-budget", "1g");
    }

    /** A budget no server here could be held to is refused before anything runs, not by a server's settings at start. */
    @Test
    void aMemoryBudgetAboveThisMachinesMemoryIsRefused() {
        long machine = ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getTotalMemorySize();
        assertThatThrownBy(() -> builder().set("memory-budget", "99t")).hasMessage(
                "--memory-budget must be at most this machine's memory, " + MemoryBudget.show(machine) + ", got '99t'");
        assertThat(RunOption.MEMORY_BUDGET.parse((machine >> 20) + "m")).contains(new MemoryBudget(machine >> 20 << 20));
    }

    @Test
    void everyOptionsDefaultPassesItsOwnCheck() {
        for (RunOption<?> option : RunOption.all()) {
            assertThat(option.defaultValue()).as(option.name()).isNotNull();
            assertThat(option.help()).as(option.name()).isNotBlank();
        }
        assertThat(RunOption.CALLS.defaultValue()).isEqualTo(300);
        assertThat(RunOption.PHASES.defaultValue()).isEqualTo(PhaseList.EVERY);
        assertThat(RunOption.ENGINES.defaultValue()).isEmpty();
    }
}
