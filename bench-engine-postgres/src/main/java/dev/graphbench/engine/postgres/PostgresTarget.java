package dev.graphbench.engine.postgres;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import dev.graphbench.sql.JdbcSettings;
import dev.graphbench.sql.JdbcTarget;
import java.net.ConnectException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.util.Optional;
import java.util.Properties;
import org.postgresql.Driver;

/**
 * The PostgreSQL server a user named, as pgjdbc reads its URL, and what pgjdbc's errors mean when
 * connecting: a SQLSTATE, or the network's exception underneath.
 */
final class PostgresTarget extends JdbcTarget {

    private final Properties parsed;

    /** @throws EngineException when no URL is set, or pgjdbc cannot read it */
    PostgresTarget(JdbcSettings block, Settings settings) {
        super(block, settings);
        Properties defaults = driverProperties();
        if (super.user() != null) {
            defaults.setProperty("user", super.user());
        }
        this.parsed = Driver.parseURL(url(), defaults);
        if (parsed == null) {
            throw new EngineException(urlVariable() + " must be a URL like jdbc:postgresql://host:5432/database, got '"
                    + shownUrl() + "'");
        }
    }

    /** The user the URL names, else the setting's. */
    @Override
    public String user() {
        return parsed.getProperty("user", super.user());
    }

    /** {@code host:port/database}, without credentials. */
    @Override
    public String address() {
        return host() + ":" + port() + "/" + database();
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

    @Override
    public Properties driverProperties() {
        Properties properties = new Properties();
        properties.setProperty("connectTimeout", Integer.toString(CONNECT_SECONDS));
        properties.setProperty("loginTimeout", Integer.toString(CONNECT_SECONDS));
        properties.setProperty("ApplicationName", "graph-bench");
        return properties;
    }

    /**
     * A one-line message for a failure to connect, saying what to check: for the embedded server the harness
     * started, what became of it, since no setting of the user's is to blame.
     */
    @Override
    public EngineException connectFailure(Throwable failure) {
        SQLException sql = find(failure, SQLException.class);
        String state = sql == null ? null : sql.getSQLState();
        String where = shownUrl();
        String message;
        Optional<String> embedded = lostEmbedded(failure, sql);
        if (embedded.isPresent()) {
            message = "cannot connect to " + where + ": " + message(failure) + "; " + embedded.get();
        } else if ("28P01".equals(state)) {
            message = "authentication failed for user " + user() + " at " + where + "; check " + userVariable()
                    + " and " + passwordVariable();
        } else if ("3D000".equals(state)) {
            message = "database " + database() + " does not exist at " + host() + ":" + port()
                    + "; create it or name another in " + urlVariable();
        } else if ("28000".equals(state)) {
            message = where + " refused user " + user() + ": " + message(sql) + "; check " + userVariable()
                    + " and the server's pg_hba.conf";
        } else if (sql != null && sql.getMessage() != null && sql.getMessage().contains("no password was provided")) {
            message = where + " wants a password for user " + user() + "; set " + passwordVariable();
        } else if (find(failure, ConnectException.class) != null) {
            message = "cannot connect to " + where + " within 10 s: connection refused; check " + urlVariable();
        } else if (find(failure, UnknownHostException.class) != null) {
            message = "cannot connect to " + where + ": unknown host " + host() + "; check " + urlVariable();
        } else if (find(failure, SocketTimeoutException.class) != null || isTimeout(sql)) {
            message = "cannot connect to " + where + " within 10 s: no answer; check " + urlVariable();
        } else {
            message = "cannot connect to " + where + " as " + user() + ": " + message(failure) + "; check "
                    + urlVariable();
        }
        return new EngineException(scrub(message), failure);
    }

    /** A one-line message for a statement that failed on the server; the embedded server's end, if it ended. */
    @Override
    public EngineException failure(String what, Throwable failure) {
        Optional<String> embedded = lostEmbedded(failure, find(failure, SQLException.class));
        return embedded.isEmpty() ? super.failure(what, failure)
                : new EngineException(scrub(what + " failed on " + server() + ": " + message(failure) + "; "
                        + embedded.get()), failure);
    }

    /**
     * What became of the embedded server this names, when {@code failure} is its connection lost (SQL state class
     * 08, or the server shutting down: 57P01 to 57P03, or the socket refused or closed) and its postmaster has
     * exited; empty otherwise, and for a server the user named.
     */
    private Optional<String> lostEmbedded(Throwable failure, SQLException sql) {
        String state = sql == null || sql.getSQLState() == null ? "" : sql.getSQLState();
        boolean lost = state.startsWith("08") || state.startsWith("57P") || find(failure, ConnectException.class) != null
                || find(failure, SocketException.class) != null;
        return lost ? EmbeddedPostgresServer.whatBecameOf(host() + ":" + port()) : Optional.empty();
    }

    /** The server without its database: {@code PostgreSQL at db:5432}. */
    @Override
    protected String server() {
        return product() + " at " + host() + ":" + port();
    }

    private static boolean isTimeout(SQLException sql) {
        return sql != null && sql.getMessage() != null && sql.getMessage().contains("timed out");
    }
}
