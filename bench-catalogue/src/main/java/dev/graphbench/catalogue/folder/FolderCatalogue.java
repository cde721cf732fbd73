package dev.graphbench.catalogue.folder;

import dev.graphbench.api.ArgumentSource;
import dev.graphbench.api.Parameter;
import dev.graphbench.api.Query;
import dev.graphbench.api.WorkloadCatalogue;
import dev.graphbench.api.WorkloadSpec;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A workload folder over the graph a run loads: a {@link WorkloadCatalogue} whose workloads ask the folder's
 * statements ({@link #statement}), every argument drawn seeded from the graph. A read is timed in the phase
 * {@link WorkloadFolder#READS} and takes part in the concurrent phase; a write is timed in {@link WorkloadFolder#WRITES},
 * each call checked by the read the folder names ({@link #check}).
 */
public final class FolderCatalogue implements WorkloadCatalogue {

    /** Every kind of graph: a folder's workloads are written for the graph the user loads. */
    private static final Set<String> EVERY_KIND = Set.of(GraphSchema.GENERATED_KIND, GraphSchema.ONE_LABEL,
            GraphSchema.PROPERTY);

    private final WorkloadFolder folder;
    private final Map<String, WorkloadSpec> specs = new LinkedHashMap<>();

    FolderCatalogue(WorkloadFolder folder, GraphSchema schema, WorkloadFolder.PropertyValues values) {
        this.folder = folder;
        for (FolderWorkload workload : folder.workloads()) {
            List<Parameter> parameters = new ArrayList<>();
            Map<String, ArgumentSource> sources = new LinkedHashMap<>();
            workload.parameters().forEach((name, source) -> {
                String what = workload.name() + "'s parameter " + name;
                switch (source) {
                    case FolderWorkload.Source.Ids ids -> {
                        Label label = label(schema, what, ids.label());
                        parameters.add(Parameter.id(name, label));
                        sources.put(name, ArgumentSource.nodeIds(label));
                    }
                    case FolderWorkload.Source.Range range -> {
                        parameters.add(Parameter.wholeNumber(name, range.min(), range.max()));
                        sources.put(name, ArgumentSource.numbers(range.min(), range.max()));
                    }
                    case FolderWorkload.Source.Values drawn -> {
                        Label label = label(schema, what, drawn.label());
                        Property property = property(label, what, drawn.property());
                        List<Object> found = values.of(label, property.name());
                        if (found.isEmpty()) {
                            throw new IllegalArgumentException(what + " draws values of " + drawn.label() + "."
                                    + drawn.property() + ", which no node of the graph has");
                        }
                        parameters.add(parameter(what, name, property, found));
                        sources.put(name, new ArgumentSource.Values(found));
                    }
                }
            });
            Parameter[] declared = parameters.toArray(Parameter[]::new);
            Query query = switch (workload.answer()) {
                case ORDERED -> Query.orderedRows(workload.name(), declared);
                case SET -> Query.rows(workload.name(), declared);
                case COUNT -> Query.count(workload.name(), declared);
            };
            WorkloadSpec spec = new WorkloadSpec(workload.name(), workload.title(),
                    workload.kind().writes() ? WorkloadFolder.WRITES : WorkloadFolder.READS, query, sources, EVERY_KIND);
            specs.put(workload.name(), workload.kind().writes() ? spec : spec.alsoIn("concurrent"));
        }
    }

    /** The folder it is of. */
    public WorkloadFolder folder() {
        return folder;
    }

    /** Every workload, in the folder's order. */
    @Override
    public List<WorkloadSpec> workloads() {
        return List.copyOf(specs.values());
    }

    /** A write's check: the read of the folder its workloads file names, asked after each call. */
    @Override
    public Optional<Query> check(WorkloadSpec workload) {
        return declared(workload.id()).map(FolderWorkload::check).map(specs::get).map(WorkloadSpec::query);
    }

    /** The workload its {@code arguments-of} names, whose arguments it is asked call by call; its own id without one. */
    @Override
    public String argumentsOf(WorkloadSpec workload) {
        return declared(workload.id()).map(FolderWorkload::argumentsOf).orElse(workload.id());
    }

    /** The folder's file for the engine, its own ({@code NAME.ENGINE.cypher}) before its language's. */
    @Override
    public Optional<String> statement(Query query, String engine, String language) {
        return specs.containsKey(query.baseId()) ? folder.statement(query.baseId(), engine, language) : Optional.empty();
    }

    /** Why {@code engine} does not run {@code query}: the folder's files it looked for. */
    @Override
    public String unsupported(Query query, String engine, String language) {
        String why = specs.containsKey(query.baseId()) ? folder.unsupported(query.baseId(), engine, language) : null;
        return why == null ? WorkloadCatalogue.super.unsupported(query, engine, language)
                : engine + " does not run " + query.id() + ": " + why;
    }

    /** The workload {@code name} of the folder, as declared. */
    public Optional<FolderWorkload> declared(String name) {
        return folder.workloads().stream().filter(workload -> workload.name().equals(name)).findFirst();
    }

    static Label label(GraphSchema schema, String what, String name) {
        return schema.labels().stream().filter(label -> label.graphName().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(what + " names the label " + name + ", which the"
                        + " graph does not have; it has " + schema.labels().stream().map(Label::graphName).toList()));
    }

    static Property property(Label label, String what, String name) {
        return label.properties().stream().filter(property -> property.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(what + " names the property " + label.graphName() + "."
                        + name + ", which the graph does not have; " + label.graphName() + " has "
                        + label.properties().stream().map(Property::name).toList()));
    }

    private static Parameter parameter(String what, String name, Property property, List<Object> values) {
        if (!property.array() && property.type() == Property.Type.STRING) {
            return Parameter.text(name);
        }
        if (!property.array() && property.type() == Property.Type.LONG) {
            long min = values.stream().mapToLong(value -> (Long) value).min().orElseThrow();
            long max = values.stream().mapToLong(value -> (Long) value).max().orElseThrow();
            return Parameter.wholeNumber(name, min, max);
        }
        throw new IllegalArgumentException(what + " draws values of " + property.name() + ", a "
                + property.type().name().toLowerCase(java.util.Locale.ROOT) + (property.array() ? " array" : "")
                + ": values are drawn of a string or whole-number property; give a {range: [A, B]} or {ids: LABEL}");
    }
}
