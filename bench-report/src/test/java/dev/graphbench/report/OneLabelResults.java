package dev.graphbench.report;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.hops.HopsResult;
import dev.graphbench.phases.ladder.LadderResult;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.DatasetSource;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Results of a run on a SNAP file, made up: the reach workloads and the depth ladder on the reference, Neo4j inside
 * the application, PostgreSQL and FalkorDB as servers, and Oracle skipped (no server configured).
 */
public final class OneLabelResults {

    public static final String DATASET = "snap:/data/com-orkut.ungraph.txt.gz";
    public static final String LABEL = "snap-com-orkut.ungraph";
    public static final String FILE_SHA = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
    public static final String NO_SERVER = "no server configured; set BENCH_ORACLE_URL";
    /** The ladder's depths, every engine's; FalkorDB's is held at the last one. */
    static final int[] DEPTHS = {2, 4, 8, 16};

    private OneLabelResults() {
    }

    /** The runs, in no particular order: the report sorts its columns. */
    public static List<EngineRun> runs() {
        return List.of(
                run("postgres", "embedded, 127.0.0.1:5432", 30, false),
                run("falkordb", "embedded, 127.0.0.1:6379", 10, true),
                run("reference", "in-process", 1, false),
                run("neo4j-embedded", "in-process, embedded Java API", 20, false),
                skipped("oracle"));
    }

    static Provenance provenance(String engine) {
        return new Provenance("0.1.0-test", "20261204-120000-abcdef", engine, displayName(engine), "reference", Map.of(),
                "Eclipse Adoptium 25.0.3", "Linux 6.1 amd64", 2, 0, 42, "sha256:" + "ab".repeat(32),
                Instant.parse("2026-12-04T12:00:00Z"), Instant.parse("2026-12-04T12:01:00Z"), Methods.everyPhase(),
                DATASET, LABEL, new DatasetSource(3_072_441, 117_185_083, "com-orkut.ungraph.txt.gz", 447_180_160L,
                FILE_SHA, true, 0, 0));
    }

    private static String displayName(String engine) {
        return switch (engine) {
            case "postgres" -> "PostgreSQL";
            case "falkordb" -> "FalkorDB";
            case "neo4j-embedded" -> "Neo4j embedded";
            case "neo4j" -> "Neo4j";
            case "oracle" -> "Oracle";
            default -> "Reference";
        };
    }

    private static EngineRun run(String engine, String deployment, double scale, boolean heldLast) {
        return run(engine, displayName(engine), deployment, scale, heldLast);
    }

    /** {@code engine}'s run, as the product {@code product} reports itself, its figures {@code scale} times the judge's. */
    static EngineRun run(String engine, String product, String deployment, double scale, boolean heldLast) {
        List<WorkloadResult> workloads = new ArrayList<>();
        for (int k = 1; k <= 4; k++) {
            double median = 0.01 * scale * k;
            workloads.add(new WorkloadResult("reach-" + k, "traverse", "distinct nodes within " + k + " hops of a start node",
                    Status.OK, null, median * 10, new Latency(40, median, median * 2, median * 3, median / 2, median * 4,
                    median), "d", List.of(), engine.equals("reference") ? Agreement.ofReference()
                    : Agreement.agrees("reference"), null));
        }
        List<LadderResult.Rung> rungs = new ArrayList<>();
        long[] reached = {120, 9_000, 455_604, 455_604};
        for (int i = 0; i < DEPTHS.length; i++) {
            boolean held = heldLast && i == DEPTHS.length - 1;
            rungs.add(held ? new LadderResult.Rung(DEPTHS[i], Status.HELD, "no answer within 300 s", null, null, null, 0)
                    : new LadderResult.Rung(DEPTHS[i], Status.OK, null, reached[i], scale * (i + 2), scale * (i + 1), 3));
        }
        LadderResult ladder = new LadderResult(heldLast ? Status.HELD : Status.OK, heldLast ? "depth 16 held" : null,
                "p36", rungs, 8, scale * 3, 117_185_083L, 117_185_083 / (scale * 3 / 1000), engine.equals("reference")
                ? Agreement.ofReference() : Agreement.agrees("reference"));
        return BuiltInResults.run(ResultsFiles.FORMAT_VERSION, provenance(engine), new EngineInfo(product, "1",
                engine + "-driver", "1", deployment), Status.OK, null, null, null, workloads, List.of(), null, null,
                ladder, null);
    }

    private static EngineRun skipped(String engine) {
        List<WorkloadResult> workloads = new ArrayList<>();
        for (int k = 1; k <= 4; k++) {
            workloads.add(WorkloadResult.notMeasured("reach-" + k, "traverse", "distinct nodes within " + k + " hops",
                    Status.SKIPPED, NO_SERVER, null));
        }
        return BuiltInResults.run(ResultsFiles.FORMAT_VERSION, provenance(engine), null, Status.SKIPPED, NO_SERVER, null, null,
                workloads, List.of(ConcurrencyResult.notMeasured("reach-4", "reach 4", Status.SKIPPED, NO_SERVER)),
                HopsResult.notMeasured(Status.SKIPPED, NO_SERVER, null), null,
                LadderResult.notMeasured(Status.SKIPPED, NO_SERVER), null);
    }
}
