package dev.graphbench.engine.reference;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.List;

/**
 * The reference engine: the graph in this JVM's heap as compact arrays (node ids by ordinal, both
 * directions of every relationship type as compressed sparse rows), every query answered directly
 * in Java. It is the independent check on every other engine's answers. It needs no server and has
 * no settings.
 */
public final class ReferenceProvider implements EngineProvider {

    private static final Dialect DIALECT = new ReferenceDialect();

    @Override
    public String name() {
        return "reference";
    }

    @Override
    public String displayName() {
        return "Reference";
    }

    @Override
    public String description() {
        return "in-memory reference in plain Java, compact arrays; checks every engine's answers";
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
        return DIALECT;
    }

    @Override
    public String howToConfigure() {
        return "nothing to configure: the reference engine runs in process";
    }

    @Override
    public Engine open(Settings settings) {
        return new ReferenceEngine();
    }
}
