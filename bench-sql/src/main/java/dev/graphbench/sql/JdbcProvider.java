package dev.graphbench.sql;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.ServerProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;

/**
 * The provider of an engine over JDBC: its name, display name and first settings from its
 * {@link JdbcSettings}, configured when the URL is set, its URL checked before anything runs by making
 * its {@link JdbcTarget}, and opened on that target with a pool of the size set. An engine module gives
 * its description and dialect, makes its target and opens its engine.
 *
 * @param <T> the engine's target
 */
public abstract class JdbcProvider<T extends JdbcTarget> extends ServerProvider {

    private final JdbcSettings block;

    /** The provider of {@code block}'s engine, whose own settings, {@code own}, follow the block's. */
    protected JdbcProvider(JdbcSettings block, Setting... own) {
        super(block.server(), block.afterServer(own));
        this.block = block;
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

    /** What {@link #target} refuses (a URL the driver cannot read, say) is refused before anything runs. */
    @Override
    public void check(Settings settings) {
        if (isConfigured(settings)) {
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
