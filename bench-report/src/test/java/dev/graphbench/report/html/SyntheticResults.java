package dev.graphbench.report.html;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.phases.hops.HopsResult;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.report.Catalogue;
import dev.graphbench.report.Methods;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ServerResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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
        // The hand-written queries first, so that their figures stay those the tests check; then the object store's.
        List<WorkloadResult> all = new ArrayList<>(Catalogue.of("traverse"));
        all.addAll(Catalogue.of("graph"));
        all.addAll(Catalogue.of("read"));
        all.addAll(Catalogue.of("write"));
        for (int i = 0; i < all.size(); i++) {
            WorkloadResult workload = all.get(i);
            if (held != null && i == 2) {
                workloads.add(WorkloadResult.notMeasured(workload.id(), workload.phase(), workload.title(),
                        Status.HELD, held, workload.twinOf()));
                continue;
            }
            double median = 0.01 * scale * (i + 1);
            workloads.add(new WorkloadResult(workload.id(), workload.phase(), workload.title(), Status.OK, null,
                    median * 10, new Latency(300, median, median * 3, median * 4, median / 2, median * 5, median), "d",
                    List.of("a"), engine.equals("reference") ? Agreement.ofReference() : Agreement.agrees("reference"),
                    workload.twinOf()));
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
        return BuiltInResults.run(provenance(engine, settings), new EngineInfo(engine + " product", "1." + (int) scale,
                engine + "-driver", "2.0", "embedded, 127.0.0.1:5432"), Status.OK, null, server, load, workloads,
                concurrency(engine, scale), hops(engine, scale), null);
    }

    /** The sweep at 1, 2, 4 and 8 threads: calls a second falling with {@code scale}, speedups levelling off. */
    private static List<ConcurrencyResult> concurrency(String engine, double scale) {
        List<ConcurrencyResult> results = new ArrayList<>();
        for (ConcurrencyResult workload : Catalogue.concurrent()) {
            double single = 100_000 / scale;
            List<Throughput> measurements = new ArrayList<>();
            double[] speedups = {1, 1.8, 2.0 + scale / 100, 2.1 - scale / 200};
            for (int i = 0; i < speedups.length; i++) {
                double perSecond = single * speedups[i];
                measurements.add(new Throughput(1 << i, 15, (long) (perSecond * 15), 0, perSecond,
                        new Latency(1000, scale / 100, scale / 50, scale / 40, 0, scale / 10, scale / 100), speedups[i],
                        null));
            }
            results.add(new ConcurrencyResult(workload.id(), workload.title(), Status.OK, null, measurements,
                    engine.equals("reference") ? Agreement.ofReference() : Agreement.agrees("reference")));
        }
        return results;
    }

    /** The hops phase: a line of {@code scale / 100} ms a call and {@code scale / 400} µs a path. */
    private static HopsResult hops(String engine, double scale) {
        List<HopsResult.Bucket> buckets = List.of(
                new HopsResult.Bucket("under 100", 0, 100L, 264, scale / 90, scale / 50),
                new HopsResult.Bucket("100 to 1,000", 100, 1_000L, 122, scale / 80, scale / 40),
                new HopsResult.Bucket("over 1,000", 1_000, null, 214, scale / 20, scale / 5));
        return new HopsResult(Status.OK, null, PathSemantics.WALK, "hops-" + engine + "-sf0.01.csv", 600, scale / 10,
                buckets, new HopsResult.Fit(scale / 100, scale / 400, 0.93),
                engine.equals("reference") ? Agreement.ofReference() : Agreement.agrees("reference"), null);
    }

    /** Writes each run's hops calls file to {@code folder}: 600 calls near its line, from 1 to 275,590 paths. */
    static void writeHopsCalls(List<EngineRun> runs, Path folder) throws IOException {
        for (EngineRun run : runs) {
            HopsResult.Fit fit = BuiltInResults.hops(run).fit();
            StringBuilder csv = new StringBuilder("person,hops,paths,ms\n");
            for (int i = 0; i < 600; i++) {
                long paths = Math.round(Math.pow(275_590, i / 599.0));
                double ms = (fit.fixedMs() + fit.perPathMicros() / 1000 * paths) * (1 + 0.3 * Math.sin(i * 1.3));
                csv.append(String.format(Locale.ROOT, "p%d,%d,%d,%.6f%n", i / 4, 1 + i % 4, paths, ms));
            }
            Files.writeString(folder.resolve(BuiltInResults.hops(run).file()), csv);
        }
    }

    static Provenance provenance(String engine, Map<String, String> settings) {
        return new Provenance("0.1.0-test", "20261202-000000-abcdef", engine, engine, "reference", settings, "Eclipse Adoptium 25.0.3", "Linux 6.1 amd64", 2, 0.01, 42,
                DATASET, Instant.parse("2026-11-30T10:45:36.657Z"), Instant.parse("2026-11-30T10:45:50.103Z"),
                Methods.everyPhase());
    }
}
