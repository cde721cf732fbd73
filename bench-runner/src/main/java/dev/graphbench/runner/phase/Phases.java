package dev.graphbench.runner.phase;

import dev.graphbench.options.PhaseList;
import dev.graphbench.results.ClientMerge;
import dev.graphbench.results.Method;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.PhaseTypes;
import dev.graphbench.results.RawPhaseResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The phases found: every {@link Phase} that {@link ServiceLoader} finds on the class path and in the plugins'
 * class loaders, each id once, in the order they run ({@link Phase#order()}, then id).
 */
public final class Phases {

    private final List<Phase<?>> all;

    private Phases(List<Phase<?>> all) {
        this.all = all.stream().sorted(Comparator.comparingInt((Phase<?> phase) -> phase.order())
                .thenComparing(Phase::id)).toList();
    }

    /** The phases on this class path. */
    public static Phases installed() {
        return discover(List.of(Phases.class.getClassLoader()));
    }

    /**
     * The phases {@code loaders} find, each phase class once.
     *
     * @throws IllegalArgumentException one line naming two phases of one id, or a phase whose id is not one
     */
    public static Phases discover(List<ClassLoader> loaders) {
        Map<String, Phase<?>> found = new LinkedHashMap<>();
        Map<String, String> classes = new LinkedHashMap<>();
        for (ClassLoader loader : loaders) {
            for (Phase<?> phase : ServiceLoader.load(Phase.class, loader)) {
                String source = phase.getClass().getName();
                if (!phase.id().matches("[a-z][a-z0-9-]*")) {
                    throw new IllegalArgumentException(source + " is a phase of id '" + phase.id() + "'; a phase's id is"
                            + " lower case letters, digits and dashes");
                }
                String taken = classes.putIfAbsent(phase.id(), source);
                if (taken != null && !taken.equals(source)) {
                    throw new IllegalArgumentException("two phases have the id '" + phase.id() + "': " + taken + " and "
                            + source + "; remove one of their jars");
                }
                found.putIfAbsent(phase.id(), phase);
            }
        }
        return new Phases(new ArrayList<>(found.values()));
    }

    /** Exactly {@code phases}. */
    public static Phases of(List<Phase<?>> phases) {
        return new Phases(phases);
    }

    /** Every phase, in the order they run. */
    public List<Phase<?>> all() {
        return all;
    }

    /** The phase of id {@code id}, when there is one. */
    public Optional<Phase<?>> find(String id) {
        return all.stream().filter(phase -> phase.id().equals(id)).findFirst();
    }

    /** Every phase's id, comma-separated, in order. */
    public String ids() {
        return all.stream().map(Phase::id).collect(Collectors.joining(", "));
    }

    /** Each phase's result type, by its id: how a results file's phases are read as their types. */
    public PhaseTypes types() {
        Map<String, Class<? extends PhaseResult>> types = new LinkedHashMap<>();
        all.forEach(phase -> types.put(phase.id(), phase.resultType()));
        return new PhaseTypes(types);
    }

    /**
     * How the clients' results of each phase are added up ({@code bench merge}): each phase's own way.
     *
     * @throws IllegalArgumentException (when used) one line naming a phase no installed phase reads
     */
    public ClientMerge.PhaseMerge merging() {
        return (id, results, clients, method) -> merge(find(id).orElseThrow(() -> new IllegalArgumentException(
                "the clients' files hold the phase '" + id + "', which no phase installed reads; merge them where the"
                        + " plugin that measured it is")), results, clients, method);
    }

    private static <R extends PhaseResult> R merge(Phase<R> phase, List<PhaseResult> results, List<String> clients,
                                                   Method method) {
        List<R> typed = results.stream().map(result -> result instanceof RawPhaseResult raw ? raw.as(phase.resultType())
                : phase.resultType().cast(result)).toList();
        return phase.merge(typed, clients, method);
    }

    /**
     * The phases {@code asked} names, each checked, in the order they run: every phase when it names none.
     *
     * @throws IllegalArgumentException one line naming a phase there is none of, and the phases there are
     */
    public PhaseList resolve(PhaseList asked) {
        for (String id : asked.ids()) {
            if (find(id).isEmpty()) {
                throw new IllegalArgumentException("unknown phase '" + id + "'; phases are " + ids());
            }
        }
        return new PhaseList(all.stream().map(Phase::id).filter(asked::includes).toList());
    }
}
