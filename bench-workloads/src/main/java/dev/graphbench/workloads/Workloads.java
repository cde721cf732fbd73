package dev.graphbench.workloads;

import dev.graphbench.api.ArgumentSource;
import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Query;
import dev.graphbench.api.WorkloadCatalogue;
import dev.graphbench.api.WorkloadSpec;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.workloads.core.Workload;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import dev.graphbench.workloads.stated.CatalogueStatements;
import dev.graphbench.workloads.stated.StatedDialect;
import dev.graphbench.workloads.stated.StatedEngine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The workload catalogue of a run, in the order reports print it: the object store's reads, each
 * followed by its hand-written twin; the workloads of hand-written queries every {@link WorkloadCatalogue}
 * found gives (graph-bench's own, then those of jars and plugins), phase by phase; the writes; the hops; the
 * depth ladder. Each workload says which phases it takes part in ({@link Workload#takesPartIn}), and a phase asks
 * the catalogue for its own ({@link #of}). It also knows every {@link Query} those workloads ask, so that a
 * statement named after none of them is found out.
 */
public final class Workloads {

    /** The phases of the hand-written queries' workloads, in the order their tables print. */
    private static final List<String> QUERY_PHASES_FIRST = List.of("traverse", "graph");

    private final List<Workload> all;
    /** The workloads of each phase they are also in, hand-written queries' first: the concurrent phase's. */
    private final Map<String, List<Workload>> alsoIn;
    private final Map<String, Query> queries;
    private final List<WorkloadCatalogue> catalogues;

    private Workloads(List<Workload> all, Map<String, List<Workload>> alsoIn, Map<String, Query> queries,
                      List<WorkloadCatalogue> catalogues) {
        this.catalogues = List.copyOf(catalogues);
        this.all = List.copyOf(all);
        this.alsoIn = Collections.unmodifiableMap(new LinkedHashMap<>(alsoIn));
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

    /** The catalogue of exactly {@code catalogues}, besides the object store's workloads, the hops and the ladder. */
    public static Workloads of(List<WorkloadCatalogue> catalogues) {
        Map<String, Query> queries = new LinkedHashMap<>();
        Map<String, String> sources = new LinkedHashMap<>();
        List<Workload> queryWorkloads = new ArrayList<>();
        for (WorkloadCatalogue catalogue : catalogues) {
            String source = catalogue.getClass().getName();
            for (WorkloadSpec spec : catalogue.workloads()) {
                if (!spec.phase().matches("[a-z][a-z0-9-]*")) {
                    throw new IllegalArgumentException(source + ": workload " + spec.id() + " is in phase '"
                            + spec.phase() + "'; a phase's id is lower case letters, digits and dashes");
                }
                String taken = sources.putIfAbsent(spec.id(), source);
                if (taken != null) {
                    throw new IllegalArgumentException("two workloads are named '" + spec.id() + "': one of " + taken
                            + ", one of " + source);
                }
                addQuery(queries, spec.query(), source);
                Optional<Query> check = catalogue.check(spec);
                queryWorkloads.add(check.isPresent()
                        ? new CheckedWrite(spec, catalogue, check.get()) : new QueryWorkload(spec, catalogue));
            }
        }
        checkArgumentsOf(queryWorkloads);
        addQuery(queries, Queries.HOPS, "graph-bench's hops phase");
        addQuery(queries, Queries.REACH_RELATIONSHIPS, "graph-bench's depth ladder");
        List<Workload> all = new ArrayList<>();
        for (ObjectRead read : ObjectWorkloads.reads()) {
            all.add(read);
            all.add(read.handWritten());
            addQuery(queries, read.handWritten().statement(), "graph-bench's object store reads");
        }
        for (String phase : QUERY_PHASES_FIRST) {
            queryWorkloads.stream().filter(workload -> workload.phase().equals(phase)).forEach(all::add);
        }
        queryWorkloads.stream().filter(workload -> !QUERY_PHASES_FIRST.contains(workload.phase())).forEach(all::add);
        all.addAll(ObjectWorkloads.writes());
        all.add(new HopsWorkload());
        all.add(LadderWorkload.INSTANCE);
        // The hand-written queries' workloads first, then the object store's: the write-up times its traversal first.
        Map<String, List<Workload>> alsoIn = new LinkedHashMap<>();
        List<Workload> queriesFirst = new ArrayList<>(queryWorkloads);
        all.stream().filter(workload -> !queryWorkloads.contains(workload)).forEach(queriesFirst::add);
        for (Workload workload : queriesFirst) {
            workload.alsoIn().forEach(phase -> alsoIn.computeIfAbsent(phase, id -> new ArrayList<>()).add(workload));
        }
        return new Workloads(all, alsoIn, queries, catalogues);
    }

    /**
     * Checks that each workload asked another's arguments ({@link WorkloadCatalogue#argumentsOf}) names a workload that
     * draws its own, of the same parameters from the same sources: only then is call {@code k} the same question.
     */
    private static void checkArgumentsOf(List<Workload> workloads) {
        Map<String, Workload> byId = new LinkedHashMap<>();
        workloads.forEach(workload -> byId.put(workload.id(), workload));
        for (Workload workload : workloads) {
            if (workload.stream().equals(workload.id())) {
                continue;
            }
            Workload of = byId.get(workload.stream());
            String asked = workload.id() + " is asked the arguments of " + workload.stream();
            if (of == null || !of.stream().equals(of.id())) {
                throw new IllegalArgumentException(asked + ", which is no workload of hand-written queries that draws"
                        + " its own: name one of " + workloads.stream().filter(w -> w.stream().equals(w.id()))
                        .map(Workload::id).toList());
            }
            List<Map.Entry<String, ArgumentSource>> own = sources(workload);
            List<Map.Entry<String, ArgumentSource>> theirs = sources(of);
            // Each parameter draws from a stream named after it, so the order of the parameters does not matter.
            if (!Set.copyOf(own).equals(Set.copyOf(theirs))) {
                throw new IllegalArgumentException(asked + ", whose parameters are drawn otherwise: give it the"
                        + " parameters " + describe(theirs) + " (it has " + describe(own) + ")");
            }
        }
    }

    private static List<Map.Entry<String, ArgumentSource>> sources(Workload workload) {
        WorkloadSpec spec = switch (workload) {
            case QueryWorkload query -> query.spec();
            case CheckedWrite write -> write.write().spec();
            default -> throw new IllegalStateException(workload.id() + " is no workload of a catalogue");
        };
        return spec.sources();
    }

    private static String describe(List<Map.Entry<String, ArgumentSource>> sources) {
        return sources.stream().map(source -> source.getKey() + ": " + switch (source.getValue()) {
            case ArgumentSource.NodeIds ids -> "ids of " + ids.label();
            case ArgumentSource.StartNodes starts -> "start nodes of " + starts.type();
            case ArgumentSource.Numbers numbers -> numbers.min() + " to " + numbers.max();
            case ArgumentSource.Values values -> "one of " + values.values();
        }).collect(Collectors.joining(", ", "[", "]"));
    }

    /**
     * This catalogue and {@code more}'s workloads after its own, such as a workload folder's.
     *
     * @throws IllegalArgumentException one line naming a workload of {@code more} whose id is taken
     */
    public Workloads with(WorkloadCatalogue more) {
        List<WorkloadCatalogue> all = new ArrayList<>(catalogues);
        all.add(more);
        return of(all);
    }

    /**
     * The statements the catalogues bring for {@code engine}, whose own statements are in {@code language}, by query
     * id ({@link WorkloadCatalogue#statement}): empty when every query it runs is in its own statements.
     */
    public CatalogueStatements statements(String engine, String language) {
        Map<String, String> statements = new LinkedHashMap<>();
        for (WorkloadCatalogue catalogue : catalogues) {
            for (WorkloadSpec spec : catalogue.workloads()) {
                catalogue.statement(spec.query(), engine, language)
                        .ifPresent(statement -> statements.putIfAbsent(spec.query().id(), statement));
            }
        }
        return new CatalogueStatements(engine, statements);
    }

    /** {@code own}, {@code engine}'s dialect, with the statements the catalogues bring for it ({@link #statements}). */
    public Dialect dialect(String engine, Dialect own) {
        CatalogueStatements added = statements(engine, own.language());
        return added.statements().isEmpty() ? own : new StatedDialect(own, added);
    }

    /** {@code engine}, whose dialect is {@code own}, its sessions given the statements the catalogues bring for it. */
    public Engine engine(String engine, Dialect own, Engine opened) {
        CatalogueStatements added = statements(engine, own.language());
        return added.statements().isEmpty() ? opened : new StatedEngine(opened, added);
    }

    /** The catalogues the workloads of hand-written queries come from, in order. */
    public List<WorkloadCatalogue> catalogues() {
        return catalogues;
    }

    private static void addQuery(Map<String, Query> queries, Query query, String source) {
        Query known = queries.putIfAbsent(query.id(), query);
        if (known != null && !known.equals(query)) {
            throw new IllegalArgumentException(source + " defines query " + query.id() + " again, otherwise: "
                    + "give it another id");
        }
    }

    /**
     * Checks the names of {@code engine}'s variant statements ({@code reach@levels}): each is named after a query
     * some workload asks, and its variant's name is one a variant can have.
     *
     * @throws IllegalArgumentException one line naming the first statement that is not, and what to name it
     */
    public void checkVariants(String engine, Dialect dialect) {
        for (String name : dialect.statements().keySet()) {
            int at = name.indexOf(VariantWorkload.SEPARATOR);
            if (at < 0) {
                continue;
            }
            Query query = queries.get(name.substring(0, at));
            if (query == null) {
                throw new IllegalArgumentException(engine + "'s statement '" + name + "' is a variant of no query: name"
                        + " it QUERY@VARIANT after one of " + String.join(", ", queries.keySet()));
            }
            try {
                query.variant(name.substring(at + 1));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(engine + "'s statement '" + name + "': " + e.getMessage(), e);
            }
        }
    }

    /** Every workload, in report order. */
    public List<Workload> all() {
        return all;
    }

    /**
     * The workloads that take part in phase {@code phase}: those timed in it, in report order, then those also in
     * it, the hand-written queries' first.
     */
    public List<Workload> of(String phase) {
        List<Workload> of = new ArrayList<>(all.stream().filter(workload -> workload.phase().equals(phase)).toList());
        of.addAll(alsoIn.getOrDefault(phase, List.of()));
        return List.copyOf(of);
    }

    /** The workload {@code id}, when there is one. */
    public Optional<Workload> find(String id) {
        return all.stream().filter(workload -> workload.id().equals(id)).findFirst();
    }

    /** Every query the workloads ask, by id: the catalogues' in their order, the hops, the object store reads' twins. */
    public Map<String, Query> queries() {
        return queries;
    }
}
