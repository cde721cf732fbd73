package dev.graphbench.phases;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.List;
import java.util.Map;

/** An engine that needs a server nobody configured and cannot start one. */
final class UnreachableProvider implements EngineProvider {

    @Override
    public String name() {
        return "unreachable";
    }

    @Override
    public String displayName() {
        return "Unreachable";
    }

    @Override
    public String description() {
        return "an engine with no server";
    }

    @Override
    public List<Setting> settings() {
        return List.of(Setting.of("url", "BENCH_UNREACHABLE_URL", null, "its server"));
    }

    @Override
    public boolean isConfigured(Settings settings) {
        return settings.isSet("url");
    }

    @Override
    public Dialect dialect() {
        return new Dialect() {
            @Override
            public String language() {
                return "none";
            }

            @Override
            public Map<String, String> statements() {
                return Map.of();
            }

            @Override
            public PathSemantics paths() {
                return PathSemantics.WALK;
            }
        };
    }

    @Override
    public Engine open(Settings settings) {
        throw new EngineException("cannot connect");
    }
}
