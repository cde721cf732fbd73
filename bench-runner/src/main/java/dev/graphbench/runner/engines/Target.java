package dev.graphbench.runner.engines;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.runner.engines.EngineCatalog.Availability;

/**
 * An engine to run: a provider with its settings, or an engine the caller opened.
 *
 * @param name         the engine's name in results
 * @param provider     the provider: its name, display name and dialect are the engine's
 * @param settings     the provider's settings, or null
 * @param availability whether the provider can run here, or null
 * @param requested    whether the user named it: one that cannot run is then held, not skipped
 * @param engine       the open engine, or null
 */
public record Target(String name, EngineProvider provider, Settings settings, Availability availability,
                     boolean requested, Engine engine) {

    /** An engine the run opens and closes. */
    public static Target of(EngineProvider provider, Settings settings, Availability availability, boolean requested) {
        return new Target(provider.name(), provider, settings, availability, requested, null);
    }

    /** An engine of {@code provider}'s the caller opened and will close. */
    public static Target of(EngineProvider provider, Engine engine) {
        return new Target(provider.name(), provider, null, null, true, engine);
    }
}
