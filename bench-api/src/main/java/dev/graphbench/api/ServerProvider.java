package dev.graphbench.api;

import java.util.List;

/**
 * The provider of an engine that reaches a server: its settings are a {@link ServerSettings} block, then
 * its own, and it is configured when the block's address is set. A provider extends it with its name,
 * its dialect and how it opens its engine, as with any {@link EngineProvider}.
 */
public abstract class ServerProvider implements EngineProvider {

    private final ServerSettings server;
    private final List<Setting> settings;

    /** A provider whose settings are {@code server}'s, then {@code own}. */
    protected ServerProvider(ServerSettings server, Setting... own) {
        this.server = server;
        this.settings = server.followedBy(own);
    }

    @Override
    public List<Setting> settings() {
        return settings;
    }

    /** Configured when the server's address is set. */
    @Override
    public boolean isConfigured(Settings settings) {
        return server.isConfigured(settings);
    }

    /** The block of the server's address, user and password. */
    protected ServerSettings server() {
        return server;
    }
}
