package dev.graphbench.api;

import java.util.List;
import java.util.Optional;

/**
 * Workloads of hand-written queries, found by {@link java.util.ServiceLoader}: graph-bench's own
 * catalogue is one, and a jar adds workloads by implementing this interface and naming the class in
 * {@code META-INF/services/dev.graphbench.api.WorkloadCatalogue}. Adding a workload takes its entry
 * here, its reference answer (the reference engine's own, or {@link Query#answeredBy}) and one statement
 * per engine that runs it; an engine without one reports it as unsupported.
 *
 * <p>An engine's statements for a query it does not ship with go into a resource
 * {@code META-INF/graph-bench/statements/<engine>/<statements file>} on the engine's class path, such as
 * {@code META-INF/graph-bench/statements/postgres/queries.sql}: the engine reads it beside its own.
 */
public interface WorkloadCatalogue {

    /** The workloads, in the order reports print them within their phase. */
    List<WorkloadSpec> workloads();

    /**
     * The statement engine {@code engine}, whose statements are in {@code language} ({@link Dialect#language()}),
     * runs for {@code query}, when the catalogue brings its statements itself, as a workload folder does (a file
     * per workload and language); the harness gives it to the engine with the query ({@link Query#stated}). Empty,
     * by default, when the engine's own statements hold it.
     */
    default Optional<String> statement(Query query, String engine, String language) {
        return Optional.empty();
    }

    /**
     * For a workload that writes, the read asked after each of its calls, with the call's arguments (each
     * parameter of the read by its name), on the same session and in the same transaction: its answer is the
     * call's, compared as any answer is, and the transaction is then rolled back ({@link Session#begin()}).
     * Empty, by default, for a workload that reads.
     */
    default Optional<Query> check(WorkloadSpec workload) {
        return Optional.empty();
    }

    /**
     * The id of the workload whose arguments {@code workload} is asked, call by call: by default its own, its
     * arguments drawn from seeded streams of its own. Another workload's id, of the same parameters drawn from the same
     * sources, makes call {@code k} ask exactly what that workload's call {@code k} asks, so that the two answers can
     * be compared call by call (a workload folder's {@code arguments-of}).
     */
    default String argumentsOf(WorkloadSpec workload) {
        return workload.id();
    }

    /**
     * Why engine {@code engine}, whose statements are in {@code language}, does not run {@code query}, shown where
     * its workload is unsupported: by default, that it does not; a catalogue that brings its statements names what
     * it looked for (a workload folder, the files).
     */
    default String unsupported(Query query, String engine, String language) {
        return engine + " does not support " + query.id();
    }
}
