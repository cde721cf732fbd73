package dev.graphbench.workloads;

import dev.graphbench.api.Query;
import dev.graphbench.api.WorkloadCatalogue;
import dev.graphbench.api.WorkloadSpec;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.catalogue.AnyGraphCatalogue;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Stream;

/**
 * The workload catalogue of a run, in the order reports print it: the object store's reads, each
 * followed by its hand-written twin; the workloads of hand-written queries every {@link WorkloadCatalogue}
 * found gives (graph-bench's own, then those of jars and plugins), phase by phase; the writes. It also
 * knows every {@link Query} those workloads ask, so that a statement named after none of them is found out.
 */
public final class Workloads {

    /**
     * The concurrent phase's workloads, each also a workload of a sequential phase, whose answers it shares:
     * the write-up's on the generated graph, Semurg's reach at 4 hops on any other.
     */
    private static final List<String> CONCURRENT = List.of(Queries.TWO_HOPS.id(), "load-view",
            AnyGraphCatalogue.reachId(AnyGraphCatalogue.MAX_HOPS));

    private static final Workload HOPS = new HopsWorkload();

    private final List<Workload> all;
    private final Map<String, Query> queries;

    private Workloads(List<Workload> all, Map<String, Query> queries) {
        this.all = List.copyOf(all);
        this.queries = Collections.unmodifiableMap(new LinkedHashMap<>(queries));
    }

    /** The catalogue of graph-bench's own workloads and those of every catalogue on this class path. */
    public static Workloads builtIn() {
        return discover(List.of(Workloads.class.getClassLoader()));
    }

    /**
     * The catalogue of the {@link WorkloadCatalogue}s {@code loaders} find, each catalogue class taken once.
     *
     * @throws IllegalArgumentException one line naming the catalogue whose workload is wrong, or the two that
     *                                  give one id
     */
    public static Workloads discover(List<ClassLoader> loaders) {
        Map<String, WorkloadCatalogue> found = new LinkedHashMap<>();
        for (ClassLoader loader : loaders) {
            for (WorkloadCatalogue catalogue : ServiceLoader.load(WorkloadCatalogue.class, loader)) {
                found.putIfAbsent(catalogue.getClass().getName(), catalogue);
            }
        }
        // graph-bench's own catalogues first, so that a jar's workloads follow them in the report.
        List<WorkloadCatalogue> ordered = found.values().stream()
                .sorted(Comparator.comparing(catalogue -> !catalogue.getClass().getName().startsWith("dev.graphbench.")))
                .toList();
        return of(ordered);
    }

    /** The catalogue of exactly {@code catalogues}, besides the object store's workloads and the hops. */
    public static Workloads of(List<WorkloadCatalogue> catalogues) {
        Map<String, Query> queries = new LinkedHashMap<>();
        Map<String, String> sources = new LinkedHashMap<>();
        List<Workload> queryWorkloads = new ArrayList<>();
        for (WorkloadCatalogue catalogue : catalogues) {
            String source = catalogue.getClass().getName();
            for (WorkloadSpec spec : catalogue.workloads()) {
                Phase phase = phase(spec, source);
                String taken = sources.putIfAbsent(spec.id(), source);
                if (taken != null) {
                    throw new IllegalArgumentException("two workloads are named '" + spec.id() + "': one of " + taken
                            + ", one of " + source);
                }
                addQuery(queries, spec.query(), source);
                queryWorkloads.add(new QueryWorkload(spec, phase));
            }
        }
        addQuery(queries, Queries.HOPS, "graph-bench's hops phase");
        addQuery(queries, Queries.REACH_RELATIONSHIPS, "graph-bench's depth ladder");
        List<Workload> all = new ArrayList<>();
        for (ObjectRead read : ObjectWorkloads.reads()) {
            all.add(read);
            all.add(read.handWritten());
            addQuery(queries, read.handWritten().query(), "graph-bench's object store reads");
        }
        for (Phase phase : List.of(Phase.TRAVERSE, Phase.GRAPH)) {
            queryWorkloads.stream().filter(workload -> workload.phase() == phase).forEach(all::add);
        }
        all.addAll(ObjectWorkloads.writes());
        return new Workloads(all, queries);
    }

    private static Phase phase(WorkloadSpec spec, String source) {
        Phase phase = Phase.of(spec.phase());
        if (phase != Phase.TRAVERSE && phase != Phase.GRAPH) {
            throw new IllegalArgumentException(source + ": workload " + spec.id() + " is in phase " + spec.phase()
                    + "; a workload of a hand-written query runs in the traverse or graph phase");
        }
        return phase;
    }

    private static void addQuery(Map<String, Query> queries, Query query, String source) {
        Query known = queries.putIfAbsent(query.id(), query);
        if (known != null && !known.equals(query)) {
            throw new IllegalArgumentException(source + " defines query " + query.id() + " again, otherwise: "
                    + "give it another id");
        }
    }

    /** Every workload of the sequential phases (read, traverse, graph and write), in report order. */
    public List<Workload> all() {
        return all;
    }

    /** The workloads of sequential phase {@code phase}, in report order; none for the others. */
    public List<Workload> of(Phase phase) {
        return all.stream().filter(workload -> workload.phase() == phase).toList();
    }

    /** The sequential workloads that apply to a graph of {@code schema}, in report order. */
    public List<Workload> applyingTo(GraphSchema schema) {
        return all.stream().filter(workload -> workload.appliesTo(schema)).toList();
    }

    /** The workloads the concurrent phase runs on a graph of any kind, in report order. */
    public List<Workload> concurrent() {
        return CONCURRENT.stream().map(this::find).flatMap(Optional::stream).toList();
    }

    /** The workloads the concurrent phase runs on a graph of {@code schema}, in report order. */
    public List<Workload> concurrent(GraphSchema schema) {
        return concurrent().stream().filter(workload -> workload.appliesTo(schema)).toList();
    }

    /** The hops phase's workload: the {@code hops} query from seeded people, 1 to 4 hops each. */
    public Workload hops() {
        return HOPS;
    }

    /** The workload {@code id} of any phase, when there is one. */
    public Optional<Workload> find(String id) {
        return Stream.concat(all.stream(), Stream.of(HOPS)).filter(workload -> workload.id().equals(id)).findFirst();
    }

    /** Every query the workloads ask, by id: the catalogues' in their order, the hops, the object store reads' twins. */
    public Map<String, Query> queries() {
        return queries;
    }
}
