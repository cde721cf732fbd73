package dev.graphbench.sql;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.ServerSettings;
import dev.graphbench.api.Settings;
import java.util.Properties;

/**
 * The server a user named in a JDBC engine's settings and how to reach it, with the one-line messages
 * for what can go wrong connecting or running a statement. An engine says how its driver reads the URL
 * ({@link #address()}), which properties every connection gets and what its driver's errors mean when
 * connecting. Never shows the password: not in {@link #toString()}, not in a message.
 */
public abstract class JdbcTarget {

    /** How long a connection attempt may take, in seconds, so that a dead server fails within 10 s. */
    public static final int CONNECT_SECONDS = 8;

    private final JdbcSettings block;
    private final String url;
    private final String user;
    private final String password;

    /**
     * The server {@code settings} name, in {@code block}'s settings.
     *
     * @throws EngineException when no URL is set, naming the variable
     */
    protected JdbcTarget(JdbcSettings block, Settings settings) {
        this.block = block;
        this.url = block.url(settings);
        this.user = settings.get(ServerSettings.USER);
        this.password = settings.get(ServerSettings.PASSWORD);
    }

    /** {@code host:port/database}, or however the driver's URL names the server, without credentials. */
    public abstract String address();

    /** The driver properties every connection gets besides user and password. */
    public abstract Properties driverProperties();

    /** A one-line message for a failure to connect, saying what to check. */
    public abstract EngineException connectFailure(Throwable failure);

    /** The JDBC URL as set; it may hold a password, so it is for the driver only: show {@link #shownUrl()}. */
    public String url() {
        return url;
    }

    /** The user to connect as; {@code null} when none is named. */
    public String user() {
        return user;
    }

    /** The password from the settings, or {@code null}; for the driver only. */
    public String password() {
        return password;
    }

    /** The URL with any password in it masked. */
    public String shownUrl() {
        return Settings.redact(url);
    }

    /** The engine's name, {@code "postgres"}. */
    public String engine() {
        return block.engine();
    }

    /** The product's name, {@code "PostgreSQL"}. */
    public String product() {
        return block.product();
    }

    /** A one-line message for a statement that failed on the server. */
    public EngineException failure(String what, Throwable failure) {
        return new EngineException(scrub(what + " failed on " + server() + ": " + message(failure)), failure);
    }

    /** The server as a failure names it: {@code PostgreSQL at db:5432/bench}. */
    protected String server() {
        return product() + " at " + address();
    }

    /** What a user reads of a driver's error: {@link #firstLine}, which an engine may trim further. */
    protected String message(Throwable failure) {
        return firstLine(failure);
    }

    /** The first line of the deepest message that says something, or the deepest exception's name. */
    protected static String firstLine(Throwable failure) {
        Throwable shown = failure;
        while (shown.getMessage() == null && shown.getCause() != null) {
            shown = shown.getCause();
        }
        String message = shown.getMessage() == null ? shown.getClass().getSimpleName() : shown.getMessage();
        int newline = message.indexOf('\n');
        return (newline < 0 ? message : message.substring(0, newline)).strip();
    }

    /** {@code message} without a URL's credentials or the password. */
    protected String scrub(String message) {
        String scrubbed = Settings.redact(message);
        return password == null || password.isEmpty() ? scrubbed : scrubbed.replace(password, "***");
    }

    /** The first of {@code failure}'s causes, itself included, that is a {@code type}; null when none is. */
    protected static <T extends Throwable> T find(Throwable failure, Class<T> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
            if (cause.getCause() == cause) {
                break;
            }
        }
        return null;
    }

    /** The variable of the URL, for messages. */
    protected String urlVariable() {
        return block.server().address().environmentVariable();
    }

    /** The variable of the user, for messages. */
    protected String userVariable() {
        return block.server().user().environmentVariable();
    }

    /** The variable of the password, for messages. */
    protected String passwordVariable() {
        return block.server().password().environmentVariable();
    }

    /** The variable of the pool's size, for messages. */
    String poolSizeVariable() {
        return block.poolSizeVariable();
    }

    @Override
    public String toString() {
        return shownUrl() + " as " + user();
    }
}
