package dev.graphbench.sql;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.List;

/**
 * The provider of an engine over JDBC: its name, display name and first settings from its
 * {@link JdbcSettings}, configured when the URL is set, its URL checked before anything runs by making
 * its {@link JdbcTarget}, and opened on that target with a pool of the size set. An engine module gives
 * its description and dialect, makes its target and opens its engine.
 *
 * @param <T> the engine's target
 */
public abstract class JdbcProvider<T extends JdbcTarget> implements EngineProvider {

    private final JdbcSettings block;
    private final List<Setting> settings;

    /** The provider of {@code block}'s engine, whose own settings, {@code own}, follow the block's. */
    protected JdbcProvider(JdbcSettings block, Setting... own) {
        this.block = block;
        this.settings = block.followedBy(own);
    }

    /**
     * The server {@code settings} name.
     *
     * @throws EngineException one line naming the variable when a setting is missing or wrong
     */
    protected abstract T target(Settings settings);

    /** Opens the engine on {@code target} with a pool of {@code poolSize}; {@code settings} give the rest. */
    protected abstract Engine connect(T target, int poolSize, Settings settings);

    @Override
    public String name() {
        return block.engine();
    }

    @Override
    public String displayName() {
        return block.product();
    }

    @Override
    public List<Setting> settings() {
        return settings;
    }

    @Override
    public boolean isConfigured(Settings settings) {
        return block.isConfigured(settings);
    }

    /** What {@link #target} refuses (a URL the driver cannot read, say) is refused before anything runs. */
    @Override
    public void check(Settings settings) {
        if (block.isConfigured(settings)) {
            try {
                target(settings);
            } catch (EngineException e) {
                throw new IllegalArgumentException(e.getMessage());
            }
        }
    }

    @Override
    public Engine open(Settings settings) {
        return connect(target(settings), block.poolSize(settings), settings);
    }
}
