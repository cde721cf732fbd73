package dev.graphbench.report;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.WorkloadResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * The benchmark's workloads as a results file lists them (the fixture {@code format-1-sf0.01/}, a run
 * of every engine written by graph-bench before results files had a format version), for tests that
 * make up results: the report knows no workload but from files.
 */
public final class Catalogue {

    /** The fixture's files, as they were written. */
    public static final String FIXTURE = "/format-1-sf0.01/";
    /** The fixture's engines. */
    public static final List<String> FIXTURE_ENGINES = List.of("reference", "neo4j", "postgres");

    private static final EngineRun REFERENCE = read("reference-sf0.01.json");

    private Catalogue() {
    }

    /** The sequential workloads of {@code phase}, in report order; twins of object store reads among the reads. */
    public static List<WorkloadResult> of(String phase) {
        return REFERENCE.workloads().stream().filter(workload -> workload.phase().equals(phase)).toList();
    }

    /** The object store's reads, without their twins. */
    public static List<WorkloadResult> objectReads() {
        return of("read").stream().filter(workload -> workload.twinOf() == null).toList();
    }

    /** The hand-written twin of object store read {@code read}. */
    public static WorkloadResult twinOf(String read) {
        return of("read").stream().filter(workload -> read.equals(workload.twinOf())).findFirst().orElseThrow();
    }

    /** The workloads of the concurrent phase. */
    public static List<ConcurrencyResult> concurrent() {
        return BuiltInResults.concurrency(REFERENCE);
    }

    /** Copies the fixture's results and hops calls files into {@code folder}. */
    public static void copyFixture(Path folder) {
        for (String engine : FIXTURE_ENGINES) {
            for (String file : List.of(engine + "-sf0.01.json", "hops-" + engine + "-sf0.01.csv")) {
                try (InputStream in = Catalogue.class.getResourceAsStream(FIXTURE + file)) {
                    Files.copy(in, folder.resolve(file));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }

    private static EngineRun read(String file) {
        try {
            Path copy = Files.createTempFile("fixture", ".json");
            try (InputStream in = Catalogue.class.getResourceAsStream(FIXTURE + file)) {
                Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
            }
            EngineRun run = BuiltInResults.read(copy);
            Files.delete(copy);
            return run;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
