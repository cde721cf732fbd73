package dev.graphbench.phases;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.runner.engines.EngineCatalog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The provider of an engine a test opened itself and hands to the runner: a name, and the reference
 * engine's statements less those the test takes away, with those it adds (variants), counting paths by the
 * rule the test declares.
 */
public record StandIn(String name, Set<String> without, Map<String, String> added, PathSemantics paths)
        implements EngineProvider {

    private static final Dialect REFERENCE = EngineCatalog.discover(StandIn.class.getClassLoader(), Map.of())
            .provider(EngineCatalog.REFERENCE).dialect();

    /** An engine named {@code name} with the reference's statements. */
    public static StandIn named(String name) {
        return new StandIn(name, Set.of(), Map.of(), REFERENCE.paths());
    }

    /** The same, without a statement for {@code query}. */
    public StandIn without(Query query) {
        return new StandIn(name, Set.of(query.id()), added, paths);
    }

    /** The same, with a statement named {@code name} too: a variant's, {@code one-hop@plus-one}. */
    public StandIn with(String statement) {
        Map<String, String> more = new LinkedHashMap<>(added);
        more.put(statement, "(" + statement + ", answered by the test's engine)");
        return new StandIn(name, without, more, paths);
    }

    /** The same, declaring that it counts paths as {@code declared}. */
    public StandIn counting(PathSemantics declared) {
        return new StandIn(name, without, added, declared);
    }

    @Override
    public String displayName() {
        return "Stand-in " + name;
    }

    @Override
    public String description() {
        return "an engine a test opened";
    }

    @Override
    public List<Setting> settings() {
        return List.of();
    }

    @Override
    public boolean isConfigured(Settings settings) {
        return true;
    }

    @Override
    public Dialect dialect() {
        return new Dialect() {
            @Override
            public String language() {
                return REFERENCE.language();
            }

            @Override
            public Map<String, String> statements() {
                Map<String, String> statements = new LinkedHashMap<>(REFERENCE.statements());
                statements.keySet().removeAll(without);
                statements.putAll(added);
                return statements;
            }

            @Override
            public PathSemantics paths() {
                return paths;
            }

            @Override
            public Optional<String> objectStatement(ObjectCall call) {
                return REFERENCE.objectStatement(call);
            }
        };
    }

    /** The test opens the engine itself. */
    @Override
    public Engine open(Settings settings) {
        throw new UnsupportedOperationException("a stand-in's engine is opened by its test");
    }
}
