package dev.graphbench.engine.postgres;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import dev.graphbench.sql.JdbcSettings;
import dev.graphbench.sql.JdbcTarget;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
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

    @Override
    public EngineException connectFailure(Throwable failure) {
        SQLException sql = find(failure, SQLException.class);
        String state = sql == null ? null : sql.getSQLState();
        String where = shownUrl();
        String message;
        if ("28P01".equals(state)) {
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

    /** The server without its database: {@code PostgreSQL at db:5432}. */
    @Override
    protected String server() {
        return product() + " at " + host() + ":" + port();
    }

    private static boolean isTimeout(SQLException sql) {
        return sql != null && sql.getMessage() != null && sql.getMessage().contains("timed out");
    }
}
