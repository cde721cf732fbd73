package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.graphbench.api.MemoryBudget;
import dev.graphbench.conformance.ReachGraphs;
import dev.graphbench.host.memory.ControlGroup;
import dev.graphbench.host.memory.ControlGroups;
import dev.graphbench.options.PhaseList;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.CycleResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.events.RunListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code neo4j} engine's server in a run, as {@code bench run} runs it: a process of its own, not the harness's;
 * held by the control group a {@code --memory-budget} run makes for it, on this machine's cgroup v1 or v2, from its
 * first instruction, so that the group is charged what it takes, and a budget too small ends it; started again as a
 * new process on its data by {@code --cycles}, in the group again, its answers still agreeing with the reference's.
 */
class Neo4jServerRunTest {

    private static final long BUDGET = 1L << 30;

    @TempDir
    Path work;

    @Test
    void aColdCycleStartsTheServerAgainAsANewProcessOnItsData() {
        ServerWatch watch = new ServerWatch(null);
        EngineRun neo4j = run(watch, Optional.empty()).run("neo4j");

        assertThat(neo4j.status()).as(neo4j.reason()).isEqualTo(Status.OK);
        CycleResult cold = neo4j.cycles().getFirst();
        assertThat(cold.cold()).isTrue();
        assertThat(cold.start()).matches("Neo4j .* in a JVM of its own .* restarted on its data in [0-9.]+ s; .*");
        for (List<WorkloadResult> cycle : List.of(cold.workloads(), neo4j.workloads())) {
            assertThat(cycle).isNotEmpty().allSatisfy(workload -> {
                assertThat(workload.status()).as(workload.id()).isEqualTo(Status.OK);
                assertThat(workload.agreement().verdict()).as(workload.id()).isEqualTo(Agreement.Verdict.AGREES);
            });
        }
        // The server after the load, then the one the cold cycle started: two processes, neither the harness's.
        assertThat(watch.loaded).isNotNull();
        assertThat(watch.cycled).isNotNull().isNotEqualTo(watch.loaded);
        assertThat(List.of(watch.loaded, watch.cycled)).doesNotContain(ProcessHandle.current().pid());
        assertThat(ProcessHandle.of(watch.loaded).map(ProcessHandle::isAlive).orElse(false)).isFalse();
        assertThat(watch.seen).as("every server this run started has stopped").allSatisfy(pid ->
                assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).isFalse());
        // Its memory read from its own process, not the harness's heap.
        assertThat(neo4j.memory().residentMeasure()).startsWith("PSS of the embedded server's process tree");
    }

    @Test
    void aMemoryBudgetHoldsTheServersProcessInTheControlGroupTheRunMakesForIt() {
        ControlGroups.Found found = ControlGroups.onThisMachine();
        assumeTrue(found.available().isPresent(), () -> "no control group can be made here: " + found.unavailable());
        ControlGroups groups = found.available().get();
        ServerWatch watch = new ServerWatch(groups);
        EngineRun neo4j = run(watch, Optional.of(new MemoryBudget(BUDGET))).run("neo4j");

        assertThat(neo4j.status()).as(neo4j.reason()).isEqualTo(Status.OK);
        MemoryResult.Budget held = neo4j.memory().budget();
        assertThat(held.enforced()).isTrue();
        assertThat(held.bytes()).isEqualTo(BUDGET);
        assertThat(held.how()).isEqualTo(groups.version().title() + " " + groups.version().limitFile()
                + " around the server's processes, from their start");
        assertThat(held.caches()).isEqualTo("heap 409 MiB, page cache 358 MiB, in a JVM of its own");
        // Each server process the run started, seen while it ran: in the group made for neo4j, limited to the budget.
        assertThat(watch.held).as("servers seen in their group").isNotEmpty();
        assertThat(watch.held).allSatisfy(seen -> {
            assertThat(seen.pid()).isNotEqualTo(ProcessHandle.current().pid());
            assertThat(seen.group().getFileName().toString()).startsWith("graph-bench-" + ProcessHandle.current().pid()
                    + "-neo4j-");
            assertThat(seen.ownGroup()).as("/proc/%d/cgroup", seen.pid()).endsWith(seen.group().getFileName().toString());
            assertThat(seen.limit()).isEqualTo(BUDGET);
            // The kernel charges the server's memory to that group, within its limit: the budget holds it.
            assertThat(seen.charged()).as("memory charged to the group").isPositive().isLessThanOrEqualTo(BUDGET);
            assertThat(seen.peak()).as("the group's peak").isGreaterThanOrEqualTo(seen.charged())
                    .isLessThanOrEqualTo(BUDGET);
            // All of it, its start included: a server moved in once started leaves what it took then charged
            // elsewhere. Its own anonymous memory (heap, page cache, code) is charged nowhere else; the files it
            // maps (the JDK's, the jars) may have been charged to whoever read them first.
            assertThat(seen.charged()).as("memory charged to the group against the server's own, %s", seen)
                    .isGreaterThanOrEqualTo((long) (0.8 * seen.residentAnonymous()));
        });
        assertThat(watch.cycled).isNotNull().isNotEqualTo(watch.loaded);
        assertThat(watch.held).extracting(Held::pid).contains(watch.cycled);
        assertThat(groups.made()).as("the groups this run made, once it ended").isEmpty();
    }

    @Test
    void aBudgetTooSmallForTheServerEndsItAndHoldsTheEngineWithTheKernelsReason() {
        ControlGroups.Found found = ControlGroups.onThisMachine();
        assumeTrue(found.available().isPresent(), () -> "no control group can be made here: " + found.unavailable());
        long budget = 128L << 20;
        EngineRun neo4j = run(new RunListener() { }, Optional.of(new MemoryBudget(budget))).run("neo4j");

        // Its JVM, inside the group from its start, outgrows 128 MiB as it starts or loads, and the kernel ends it.
        String reason = neo4j.status() == Status.HELD ? neo4j.reason() : BuiltInResults.load(neo4j).reason();
        assertThat(reason).as("why neo4j was held").isNotNull().startsWith("out of memory: the kernel's out-of-memory"
                + " killer ended a process of its server, held to 128 MiB by a control group; ");
        assertThat(neo4j.workloads()).allSatisfy(workload -> assertThat(workload.status()).isEqualTo(Status.HELD));
        assertThat(found.available().get().made()).as("the groups this run made, once it ended").isEmpty();
    }

    private BenchmarkResult run(RunListener watch, Optional<MemoryBudget> budget) {
        Path edgeList = ReachGraphs.writeEdgeList(work.resolve("reach.txt"));
        return Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of("BENCH_NEO4J_PAGECACHE", "64m",
                        "BENCH_NEO4J_HEAP", "512m")))
                .set(RunOption.ENGINES, List.of("neo4j"))
                .set(RunOption.DATASET, "snap:" + edgeList)
                .set(RunOption.PHASES, PhaseList.of("load", "traverse"))
                .set(RunOption.CYCLES, 2)
                .set(RunOption.LOAD_WARMUP, 0.0)
                .set(RunOption.MEMORY_BUDGET, budget)
                .set(RunOption.CALLS, 5).set(RunOption.PRECISION, 0.0).set(RunOption.WARMUP, 1)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.PLANS, false)
                .set(RunOption.OUTPUT, work.resolve("results"))
                .workDirectory(work.resolve("work"))
                .listener(watch)
                .build().run();
    }

    /**
     * A server process seen in a control group: its group as {@code /proc} names it, the group made, its limit, the
     * memory charged to it then and the most it had been charged.
     */
    record Held(long pid, String ownGroup, Path group, long limit, long charged, long peak, long resident,
                long residentAnonymous) {
    }

    /** Looks, while the run goes on, at the Neo4j server this JVM runs: its process, and its control group. */
    private static final class ServerWatch implements RunListener {
        private final ControlGroups groups;
        /** Servers this JVM ran before the run (another test's), not the run's. */
        private final Set<Long> before = servers();
        final Set<Long> seen = new LinkedHashSet<>();
        final List<Held> held = new ArrayList<>();
        Long loaded;
        Long cycled;

        ServerWatch(ControlGroups groups) {
            this.groups = groups;
        }

        @Override
        public void ended(String engine, String words, double seconds) {
            if (engine.equals("neo4j") && words.equals("loaded relationships")) {
                loaded = look();
            }
        }

        @Override
        public void message(String engine, String line) {
            if (engine.equals("neo4j") && line.startsWith("cycle 1 of 2, cold: ")) {
                cycled = look();
            }
        }

        @Override
        public void started(String engine, String phase, String task, long total, String unit) {
            if (engine.equals("neo4j") && phase.equals("traverse")) {
                look();
            }
        }

        /** The server process running now, a child of this JVM; and where the budget holds it, its group. */
        private Long look() {
            List<Long> servers = servers().stream().filter(server -> !before.contains(server)).toList();
            assertThat(servers).as("Neo4j servers of the run").hasSize(1);
            long pid = servers.getFirst();
            seen.add(pid);
            if (groups != null) {
                List<Path> made = groups.made().stream()
                        .filter(group -> group.getFileName().toString().contains("-neo4j-")).toList();
                assertThat(made).as("groups made for neo4j").hasSize(1);
                Path group = made.getFirst();
                boolean v1 = groups.version() == ControlGroup.Version.V1;
                long resident = statusBytes(pid, "VmRSS:");
                long residentAnonymous = statusBytes(pid, "RssAnon:");
                long charged = Long.parseLong(read(group.resolve(v1 ? "memory.usage_in_bytes" : "memory.current")));
                // memory.peak came with Linux 5.19; before it, v2 keeps no peak.
                Path peak = group.resolve(v1 ? "memory.max_usage_in_bytes" : "memory.peak");
                held.add(new Held(pid, memoryGroup(pid, groups.version()), group,
                        Long.parseLong(read(group.resolve(groups.version().limitFile()))), charged,
                        Files.exists(peak) ? Long.parseLong(read(peak)) : charged, resident, residentAnonymous));
            }
            return pid;
        }

        private static Set<Long> servers() {
            Set<Long> servers = new LinkedHashSet<>();
            ProcessHandle.current().children().filter(ProcessHandle::isAlive).map(ProcessHandle::pid)
                    .filter(ServerWatch::isServer).forEach(servers::add);
            return servers;
        }

        private static boolean isServer(long pid) {
            try {
                return Neo4jServerTest.commandLine(pid).contains(Neo4jServerMain.class.getName());
            } catch (IOException e) {
                return false;
            }
        }

        /** The process's memory group, from {@code /proc/PID/cgroup}: the v1 memory controller's, or v2's one. */
        private static String memoryGroup(long pid, ControlGroup.Version version) {
            for (String line : read(Path.of("/proc", Long.toString(pid), "cgroup")).split("\n")) {
                String[] fields = line.split(":", 3);
                if (fields.length == 3 && (version == ControlGroup.Version.V1
                        ? List.of(fields[1].split(",")).contains("memory") : fields[0].equals("0"))) {
                    return fields[2].strip();
                }
            }
            return "";
        }

        /** A line of {@code /proc/PID/status} ({@code VmRSS:     41236 kB}), in bytes. */
        private static long statusBytes(long pid, String field) {
            for (String line : read(Path.of("/proc", Long.toString(pid), "status")).split("\n")) {
                if (line.startsWith(field)) {
                    return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
                }
            }
            throw new AssertionError("no " + field + " in /proc/" + pid + "/status");
        }

        private static String read(Path file) {
            try {
                return Files.readString(file).strip();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
