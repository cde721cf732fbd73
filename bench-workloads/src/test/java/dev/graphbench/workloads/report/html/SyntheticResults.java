package dev.graphbench.workloads.report.html;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.results.Agreement;
import dev.graphbench.api.results.EngineRun;
import dev.graphbench.api.results.Latency;
import dev.graphbench.api.results.LoadResult;
import dev.graphbench.api.results.Method;
import dev.graphbench.api.results.Provenance;
import dev.graphbench.api.results.ServerResult;
import dev.graphbench.api.results.Status;
import dev.graphbench.api.results.WorkloadResult;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.Workloads;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Results as the runner writes them, made up, for reports that need no engine. */
final class SyntheticResults {

    static final String DATASET = "sha256:e492f3e9e13fe1b19c62c74b61e82514bc59f00bca39c5181065066d9020b9ef";

    private SyntheticResults() {
    }

    /** The reference and three engines, each slower than the reference; a workload held on the last, for {@code heldReason}. */
    static List<EngineRun> fourEngines(String heldReason) {
        List<EngineRun> runs = new ArrayList<>();
        runs.add(run("reference", 1, null));
        runs.add(run("neo4j", 40, null));
        runs.add(run("postgres", 25, null));
        runs.add(run("oracle", 60, heldReason));
        return runs;
    }

    /** An engine's run: every workload measured at {@code scale} times a base figure, one held when {@code held} is set. */
    static EngineRun run(String engine, double scale, String held) {
        List<WorkloadResult> workloads = new ArrayList<>();
        List<Workload> all = Workloads.all();
        for (int i = 0; i < all.size(); i++) {
            Workload workload = all.get(i);
            if (held != null && i == 2) {
                workloads.add(WorkloadResult.notMeasured(workload.id(), workload.phase().id(), workload.title(),
                        Status.HELD, held));
                continue;
            }
            double median = 0.01 * scale * (i + 1);
            workloads.add(new WorkloadResult(workload.id(), workload.phase().id(), workload.title(), Status.OK, null,
                    median * 10, new Latency(300, median, median * 3, median * 4, median / 2, median * 5, median), "d",
                    List.of("a"), engine.equals("reference") ? Agreement.ofReference() : Agreement.agrees("reference")));
        }
        LoadResult load = new LoadResult(Status.OK, null, 0.02 * scale, 0.05 * scale, 0.01 * scale, 11_215, 45_159,
                List.of());
        ServerResult server = engine.equals("reference") ? null
                : new ServerResult(engine + " server", 2.5, 0.4, (long) (scale * 10_000_000));
        Map<String, String> settings = new LinkedHashMap<>();
        if (!engine.equals("reference")) {
            settings.put("url", "jdbc:" + engine + "://127.0.0.1:5432/bench");
            settings.put("password", "***");
        }
        return new EngineRun(provenance(engine, settings), new EngineInfo(engine + " product", "1." + (int) scale,
                engine + "-driver", "2.0", "embedded, 127.0.0.1:5432"), Status.OK, null, server, load, workloads);
    }

    static Provenance provenance(String engine, Map<String, String> settings) {
        return new Provenance("0.1.0-test", engine, settings, "Eclipse Adoptium 25.0.3", "Linux 6.1 amd64", 2, 0.01, 42,
                DATASET, Instant.parse("2026-11-30T10:45:36.657Z"), Instant.parse("2026-11-30T10:45:50.103Z"),
                new Method(30, 300, 60, "System.nanoTime() around each call"));
    }
}
