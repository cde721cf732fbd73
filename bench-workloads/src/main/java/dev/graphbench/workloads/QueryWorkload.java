package dev.graphbench.workloads;

import dev.graphbench.api.Answer;
import dev.graphbench.api.ArgumentSource;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.WorkloadCatalogue;
import dev.graphbench.api.WorkloadSpec;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A workload of one hand-written query, as the catalogue describes it ({@link WorkloadSpec}): every
 * engine runs its own statement for the query, each call with arguments drawn from seeded streams as
 * the workload's sources say.
 *
 * @param spec      the catalogue's entry
 * @param catalogue the catalogue it is of, which says why an engine does not run it; null for none in particular
 */
public record QueryWorkload(WorkloadSpec spec, WorkloadCatalogue catalogue) implements Workload {

    /** The workload {@code spec}, of no catalogue in particular. */
    public QueryWorkload(WorkloadSpec spec) {
        this(spec, null);
    }

    @Override
    public String id() {
        return spec.id();
    }

    @Override
    public String phase() {
        return spec.phase();
    }

    @Override
    public Set<String> alsoIn() {
        return spec.alsoIn();
    }

    @Override
    public boolean readsWholeLabels() {
        return spec.readsWholeLabels();
    }

    @Override
    public String title() {
        return spec.title();
    }

    /** The query every engine translates. */
    @Override
    public Optional<Query> query() {
        return Optional.of(spec.query());
    }

    @Override
    public boolean appliesTo(GraphSchema schema) {
        return spec.graphKinds().contains(schema.kind());
    }

    @Override
    public boolean supportedBy(Support support) {
        return support.supports(spec.query());
    }

    /** The catalogue's reason: a workload folder's names the files it looked for. */
    @Override
    public String unsupported(String engine, Support support) {
        return catalogue == null ? Workload.super.unsupported(engine, support)
                : catalogue.unsupported(spec.query(), engine, support.dialect().language());
    }

    /** Its id, or the workload whose arguments its catalogue says it is asked ({@link WorkloadCatalogue#argumentsOf}). */
    @Override
    public String stream() {
        return catalogue == null ? id() : catalogue.argumentsOf(spec);
    }

    /** Each parameter's arguments from a stream of its own, named after the parameter; columns in name order. */
    @Override
    public List<Map<String, Object>> arguments(ArgumentLists lists, String stream, int count) {
        Map<String, List<?>> columns = new TreeMap<>();
        for (Map.Entry<String, ArgumentSource> source : spec.sources()) {
            columns.put(source.getKey(), draw(lists, source.getValue(), stream + "/" + source.getKey(), count));
        }
        List<Map<String, Object>> calls = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Map<String, Object> call = new LinkedHashMap<>();
            for (Map.Entry<String, List<?>> column : columns.entrySet()) {
                call.put(column.getKey(), column.getValue().get(i));
            }
            spec.query().check(call);
            calls.add(call);
        }
        return calls;
    }

    private static List<?> draw(ArgumentLists lists, ArgumentSource source, String stream, int count) {
        return switch (source) {
            case ArgumentSource.NodeIds ids -> lists.ids(ids.label(), stream, count);
            case ArgumentSource.StartNodes starts -> lists.startNodes(starts.type(), stream, count);
            case ArgumentSource.Numbers numbers -> lists.numbers(stream, count, numbers.min(), numbers.max());
            case ArgumentSource.Values values -> lists.picks(stream, count, values.values());
        };
    }

    /**
     * The engine's variants of the query, in the order of its statements: those it asks of a workload that fixes
     * the arguments this one does ({@code hops=4} for {@code reach-4}).
     */
    @Override
    public List<Workload> variants(Support support) {
        Map<String, Object> fixed = new LinkedHashMap<>();
        spec.arguments().forEach((parameter, source) -> {
            if (source instanceof ArgumentSource.Values values && values.values().size() == 1) {
                fixed.put(parameter, values.values().getFirst());
            }
        });
        return support.dialect().variants(spec.query(), fixed).stream()
                .<Workload>map(name -> new VariantWorkload(this, name)).toList();
    }

    @Override
    public Answer call(Session session, Map<String, Object> arguments) {
        return session.execute(spec.query(), arguments);
    }

    @Override
    public String canonical(Object answer) {
        return Canonical.text(spec.query(), (Answer) answer);
    }

    @Override
    public String toString() {
        return id();
    }
}
