package dev.graphbench.api;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One workload of a hand-written query, as the catalogue describes it: what a run times, on which
 * graphs, with which arguments. Several workloads may ask one {@link Query} with different arguments
 * ({@code reach-2} and {@code reach-4} both ask {@code reach}, for 2 and 4 hops).
 *
 * @param id         the stable id, as in results files and reports
 * @param title      its row in the report
 * @param phase      the phase it runs in: {@code traverse} or {@code graph}
 * @param query      the query every engine translates
 * @param arguments  where each parameter's arguments come from; a parameter not named here draws from
 *                   {@link ArgumentSource#of(Parameter)}, an optional one is left out
 * @param graphKinds the kinds of graph it applies to ({@link dev.graphbench.api.graph.GraphSchema#kind()}); a
 *                   run on another kind lists it once as not applying
 * @param alsoIn     the other phases it takes part in, by id, such as {@code concurrent}, where its calls are made
 *                   on many threads at once; none by default
 * @param readsWholeLabels whether a call reads every node of a label (a count, a scan, a query over the whole
 *                   graph): its answer could count what writes made alongside it wrote, and is then not compared;
 *                   by default, a workload of the {@code graph} phase does
 */
public record WorkloadSpec(String id, String title, String phase, Query query, Map<String, ArgumentSource> arguments,
                           Set<String> graphKinds, Set<String> alsoIn, boolean readsWholeLabels) {

    /** A workload that takes part in its own phase alone, reading whole labels when it is of the graph phase. */
    public WorkloadSpec(String id, String title, String phase, Query query, Map<String, ArgumentSource> arguments,
                        Set<String> graphKinds) {
        this(id, title, phase, query, arguments, graphKinds, Set.of(), "graph".equals(phase));
    }

    /** Checks the parts against the query. */
    public WorkloadSpec {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(query, "query");
        arguments = Map.copyOf(arguments);
        graphKinds = Set.copyOf(graphKinds);
        alsoIn = Set.copyOf(alsoIn);
        if (!id.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("a workload id is lower case letters, digits and dashes, got '" + id + "'");
        }
        if (graphKinds.isEmpty()) {
            throw new IllegalArgumentException(id + " applies to no kind of graph");
        }
        for (String name : arguments.keySet()) {
            if (query.parameter(name).isEmpty()) {
                throw new IllegalArgumentException(id + ": " + query + " has no parameter " + name);
            }
        }
        for (Parameter parameter : query.parameters()) {
            if (!parameter.optional() && !arguments.containsKey(parameter.name())) {
                ArgumentSource.of(parameter);
            }
        }
    }

    /** A workload of {@code query} under the query's own id, each parameter drawn as its kind says. */
    public static WorkloadSpec of(Query query, String title, String phase, String... graphKinds) {
        return new WorkloadSpec(query.id(), title, phase, query, Map.of(), Set.of(graphKinds));
    }

    /** This workload under another id. */
    public WorkloadSpec withId(String id) {
        return new WorkloadSpec(id, title, phase, query, arguments, graphKinds, alsoIn, readsWholeLabels);
    }

    /** This workload, {@code parameter}'s arguments drawn from {@code source}. */
    public WorkloadSpec with(String parameter, ArgumentSource source) {
        Map<String, ArgumentSource> sources = new LinkedHashMap<>(arguments);
        sources.put(parameter, source);
        return new WorkloadSpec(id, title, phase, query, sources, graphKinds, alsoIn, readsWholeLabels);
    }

    /** This workload, taking part in {@code phases} too, such as {@code concurrent}. */
    public WorkloadSpec alsoIn(String... phases) {
        Set<String> more = new LinkedHashSet<>(alsoIn);
        more.addAll(List.of(phases));
        return new WorkloadSpec(id, title, phase, query, arguments, graphKinds, more, readsWholeLabels);
    }

    /** This workload, saying whether a call reads every node of a label. */
    public WorkloadSpec readingWholeLabels(boolean whole) {
        return new WorkloadSpec(id, title, phase, query, arguments, graphKinds, alsoIn, whole);
    }

    /** Where the arguments of each parameter a call passes come from, in the query's order of parameters. */
    public List<Map.Entry<String, ArgumentSource>> sources() {
        return query.parameters().stream()
                .filter(parameter -> arguments.containsKey(parameter.name()) || !parameter.optional())
                .map(parameter -> Map.entry(parameter.name(), arguments.containsKey(parameter.name())
                        ? arguments.get(parameter.name()) : ArgumentSource.of(parameter)))
                .toList();
    }
}
