package dev.graphbench.engine.postgres;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.util.Properties;
import org.postgresql.Driver;

/**
 * The server a user named and how to reach it, with the one-line messages for what can go wrong
 * when connecting. Never shows the password: not in {@link #toString()}, not in a message.
 */
final class ConnectionTarget {

    /** How long a connection attempt may take, in seconds, so that a dead server fails within 10 s. */
    static final int CONNECT_SECONDS = 8;

    private final String url;
    private final String user;
    private final String password;
    private final String urlVariable;
    private final String userVariable;
    private final String passwordVariable;
    private final Properties parsed;

    ConnectionTarget(String url, String user, String password, String urlVariable, String userVariable,
                     String passwordVariable) {
        this.url = url;
        this.user = user;
        this.password = password;
        this.urlVariable = urlVariable;
        this.userVariable = userVariable;
        this.passwordVariable = passwordVariable;
        Properties defaults = driverProperties();
        defaults.setProperty("user", user);
        this.parsed = Driver.parseURL(url, defaults);
        if (parsed == null) {
            throw new EngineException(urlVariable + " must be a URL like jdbc:postgresql://host:5432/database, got '"
                    + shownUrl() + "'");
        }
    }

    String url() {
        return url;
    }

    String user() {
        return parsed.getProperty("user", user);
    }

    /** The password from the settings, or {@code null}; for the pool only. */
    String password() {
        return password;
    }

    /** The URL with any password in it masked. */
    String shownUrl() {
        return Settings.redact(url);
    }

    /** {@code host:port/database}, without credentials. */
    String address() {
        return parsed.getProperty("PGHOST") + ":" + parsed.getProperty("PGPORT") + "/" + database();
    }

    String host() {
        return parsed.getProperty("PGHOST");
    }

    String port() {
        return parsed.getProperty("PGPORT");
    }

    private String database() {
        String database = parsed.getProperty("PGDBNAME");
        return database == null || database.isEmpty() ? user() : database;
    }

    /** The driver properties every connection gets besides user and password. */
    Properties driverProperties() {
        Properties properties = new Properties();
        properties.setProperty("connectTimeout", Integer.toString(CONNECT_SECONDS));
        properties.setProperty("loginTimeout", Integer.toString(CONNECT_SECONDS));
        properties.setProperty("ApplicationName", "graph-bench");
        return properties;
    }

    /** A one-line message for a failure to connect, saying what to check. */
    EngineException connectFailure(Throwable failure) {
        SQLException sql = find(failure, SQLException.class);
        String state = sql == null ? null : sql.getSQLState();
        String where = shownUrl();
        String message;
        if ("28P01".equals(state)) {
            message = "authentication failed for user " + user() + " at " + where + "; check " + userVariable
                    + " and " + passwordVariable;
        } else if ("3D000".equals(state)) {
            message = "database " + database() + " does not exist at " + host() + ":" + port()
                    + "; create it or name another in " + urlVariable;
        } else if ("28000".equals(state)) {
            message = where + " refused user " + user() + ": " + serverMessage(sql) + "; check " + userVariable
                    + " and the server's pg_hba.conf";
        } else if (sql != null && sql.getMessage() != null && sql.getMessage().contains("no password was provided")) {
            message = where + " wants a password for user " + user() + "; set " + passwordVariable;
        } else if (find(failure, ConnectException.class) != null) {
            message = "cannot connect to " + where + " within 10 s: connection refused; check " + urlVariable;
        } else if (find(failure, UnknownHostException.class) != null) {
            message = "cannot connect to " + where + ": unknown host " + host() + "; check " + urlVariable;
        } else if (find(failure, SocketTimeoutException.class) != null || isTimeout(sql)) {
            message = "cannot connect to " + where + " within 10 s: no answer; check " + urlVariable;
        } else {
            message = "cannot connect to " + where + " as " + user() + ": " + serverMessage(failure) + "; check "
                    + urlVariable;
        }
        return new EngineException(scrub(message), failure);
    }

    /** A one-line message for a statement that failed on the server. */
    EngineException failure(String what, Throwable failure) {
        return new EngineException(scrub(what + " failed on " + where() + ": " + serverMessage(failure)), failure);
    }

    private String where() {
        return "PostgreSQL at " + host() + ":" + port();
    }

    private static boolean isTimeout(SQLException sql) {
        return sql != null && sql.getMessage() != null && sql.getMessage().contains("timed out");
    }

    /** The first line of the deepest useful message, for errors that have no message of their own here. */
    private static String serverMessage(Throwable failure) {
        Throwable shown = failure;
        while (shown.getMessage() == null && shown.getCause() != null) {
            shown = shown.getCause();
        }
        String message = shown.getMessage() == null ? shown.getClass().getSimpleName() : shown.getMessage();
        int newline = message.indexOf('\n');
        return (newline < 0 ? message : message.substring(0, newline)).strip();
    }

    private String scrub(String message) {
        String scrubbed = Settings.redact(message);
        return password == null || password.isEmpty() ? scrubbed : scrubbed.replace(password, "***");
    }

    private static <T extends Throwable> T find(Throwable failure, Class<T> type) {
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

    @Override
    public String toString() {
        return shownUrl() + " as " + user();
    }
}
