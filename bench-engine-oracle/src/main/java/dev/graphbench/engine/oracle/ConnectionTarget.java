package dev.graphbench.engine.oracle;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import java.net.ConnectException;
import java.sql.SQLException;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server a user named and how to reach it, with the one-line messages for what can go wrong
 * when connecting or running a statement. Never shows the password: not in {@link #toString()}, not
 * in a message.
 */
final class ConnectionTarget {

    /** How long a connection attempt may take, in seconds, so that a dead server fails within 10 s. */
    static final int CONNECT_SECONDS = 8;

    private static final String PREFIX = "jdbc:oracle:thin:@";
    /** {@code //host:port/service}, the form the README uses; other forms are shown as written. */
    private static final Pattern EASY_CONNECT = Pattern.compile("//([^/:?]+)(?::([^/?]*))?(?:/([^?]*))?.*");
    /** What the driver adds to a message and a user needs not read: the connection's id. */
    private static final Pattern CONNECTION_ID = Pattern.compile("\\s*\\(CONNECTION_ID=[^)]*\\)");

    private final String url;
    private final String user;
    private final String password;
    private final String urlVariable;
    private final String userVariable;
    private final String passwordVariable;
    private final String address;

    ConnectionTarget(String url, String user, String password, String urlVariable, String userVariable,
                     String passwordVariable) {
        this.url = url;
        this.user = user;
        this.password = password;
        this.urlVariable = urlVariable;
        this.userVariable = userVariable;
        this.passwordVariable = passwordVariable;
        String rest = url.startsWith(PREFIX) ? url.substring(PREFIX.length()) : "";
        Matcher easy = EASY_CONNECT.matcher(rest);
        if (rest.isBlank() || rest.startsWith("//") && !easy.matches()) {
            throw new EngineException(urlVariable + " must be a URL like jdbc:oracle:thin:@//host:1521/FREEPDB1, got '"
                    + shownUrl() + "'; the user and password go in " + userVariable + " and " + passwordVariable);
        }
        this.address = easy.matches()
                ? easy.group(1) + ":" + (easy.group(2) == null || easy.group(2).isEmpty() ? "1521" : easy.group(2))
                        + (easy.group(3) == null ? "" : "/" + easy.group(3))
                : Settings.redact(rest);
    }

    String url() {
        return url;
    }

    String user() {
        return user;
    }

    /** The password from the settings, or {@code null}; for the pool only. */
    String password() {
        return password;
    }

    /** The URL with any password in it masked. */
    String shownUrl() {
        return Settings.redact(url);
    }

    /** {@code host:port/service}, or the connect descriptor as written, without credentials. */
    String address() {
        return address;
    }

    /**
     * The driver properties every connection gets besides user and password: the driver gives up
     * connecting after {@link #CONNECT_SECONDS}, and a server that accepts the connection and never
     * answers counts too (the login timeout; the connect timeout covers the TCP connection only).
     */
    Properties driverProperties() {
        Properties properties = new Properties();
        properties.setProperty("oracle.net.CONNECT_TIMEOUT", Integer.toString(CONNECT_SECONDS * 1000));
        properties.setProperty("oracle.jdbc.loginTimeout", Integer.toString(CONNECT_SECONDS));
        properties.setProperty("v$session.program", "graph-bench");
        return properties;
    }

    /** A one-line message for a failure to connect, saying what to check. */
    EngineException connectFailure(Throwable failure) {
        SQLException sql = find(failure, SQLException.class);
        int code = sql == null ? 0 : sql.getErrorCode();
        String where = shownUrl();
        Throwable cause = sql == null ? failure : sql;
        String message = switch (code) {
            case 1017 -> "authentication failed for user " + user + " at " + where + ": " + oracleMessage(sql)
                    + "; check " + userVariable + " and " + passwordVariable;
            case 1005 -> where + " wants a password for user " + user + "; set " + passwordVariable;
            case 12514 -> where + " has no such service: " + oracleMessage(sql) + "; check the service name in "
                    + urlVariable;
            case 18714 -> "cannot connect to " + where + " within 10 s: no answer; check " + urlVariable;
            case 17067, 17865, 17866 -> urlVariable + " is not a URL the driver can read: " + oracleMessage(sql)
                    + "; write it as jdbc:oracle:thin:@//host:1521/service";
            default -> find(failure, ConnectException.class) != null
                    ? "cannot connect to " + where + " within 10 s: " + oracleMessage(cause) + "; check " + urlVariable
                    : "cannot connect to " + where + " as " + user + ": " + oracleMessage(cause) + "; check "
                            + urlVariable;
        };
        return new EngineException(scrub(message), failure);
    }

    /** A one-line message for a statement that failed on the server. */
    EngineException failure(String what, Throwable failure) {
        return new EngineException(scrub(what + " failed on Oracle at " + address + ": " + oracleMessage(failure)),
                failure);
    }

    /**
     * The first line of the deepest message that says something, without the driver's connection id:
     * {@code ORA-01017: invalid credential or not authorized; logon denied}.
     */
    static String oracleMessage(Throwable failure) {
        Throwable shown = failure;
        while (shown.getMessage() == null && shown.getCause() != null) {
            shown = shown.getCause();
        }
        String message = shown.getMessage() == null ? shown.getClass().getSimpleName() : shown.getMessage();
        int newline = message.indexOf('\n');
        return CONNECTION_ID.matcher(newline < 0 ? message : message.substring(0, newline)).replaceAll("").strip();
    }

    private String scrub(String message) {
        String scrubbed = Settings.redact(message);
        return password == null || password.isEmpty() ? scrubbed : scrubbed.replace(password, "***");
    }

    static <T extends Throwable> T find(Throwable failure, Class<T> type) {
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
        return shownUrl() + " as " + user;
    }
}
