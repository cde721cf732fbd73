package dev.graphbench.api;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The entry point of an engine, found by {@link java.util.ServiceLoader}: a jar adds an engine
 * by implementing this interface and naming the class in
 * {@code META-INF/services/dev.graphbench.api.EngineProvider}.
 *
 * <p>The harness resolves the provider's {@link #settings()} from the environment. When they name
 * a server ({@link #isConfigured}), it calls {@link #open} with them; otherwise, if the provider
 * has an {@link #embeddedServer()}, it starts one and calls {@link #open} with the settings the
 * server gives back; otherwise the engine is reported as skipped, with {@link #howToConfigure}.
 */
public interface EngineProvider {

    /** The short name users type: {@code "postgres"}. Lower case, no spaces, unique. */
    String name();

    /** The name reports print: {@code "PostgreSQL"}. */
    String displayName();

    /** One line for the {@code engines} command: {@code "PostgreSQL over JDBC, two tables and joins"}. */
    String description();

    /** Every setting the engine reads, with its environment variable and default. */
    List<Setting> settings();

    /** Whether {@code settings} name a server of the user's own (or the engine needs no server). */
    boolean isConfigured(Settings settings);

    /**
     * Checks the form of what {@code settings} say, without connecting: a URL the driver cannot read, a
     * scheme it does not speak. The harness calls it for every engine of a run before it starts any, so
     * that a mistake costs nothing; whole numbers are checked already ({@link Setting#wholeNumber}). The
     * default checks nothing.
     *
     * @throws IllegalArgumentException one line naming the variable, what it got and what it accepts;
     *                                  never a password
     */
    default void check(Settings settings) {
    }

    /**
     * Makes sure the server {@code settings} name answers and takes the credentials given, before any
     * engine of the run starts, so that a closed port, an unknown host or a wrong password is one line
     * and nothing has run. The harness calls it for each engine of a run whose settings name a server
     * ({@link #isConfigured}), after {@link #check}. The default opens the engine and closes it again;
     * a provider whose {@link #open} does more than connect may answer quicker with a connection of its own.
     *
     * @throws EngineException one line naming what did not answer and the variable to check, never a password
     */
    default void probe(Settings settings) {
        open(settings).close();
    }

    /** A server the harness can start on this machine when none is configured; empty when there is none. */
    default Optional<EmbeddedServer.Launcher> embeddedServer() {
        return Optional.empty();
    }

    /** The text of each hand-written query, for people to read; needs no server. */
    Dialect dialect();

    /** What a user sets to point the engine at a server of their own, for messages. */
    default String howToConfigure() {
        return "set " + settings().stream()
                .filter(setting -> setting.defaultValue() == null && !setting.secret())
                .map(Setting::environmentVariable)
                .collect(Collectors.joining(", "));
    }

    /**
     * Connects to the server the settings name. Fails with an {@link EngineException} whose message
     * is one line naming what did not answer and the variable to set, never a password.
     */
    Engine open(Settings settings);
}
