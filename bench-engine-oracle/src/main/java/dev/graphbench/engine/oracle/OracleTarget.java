package dev.graphbench.engine.oracle;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import dev.graphbench.sql.JdbcSettings;
import dev.graphbench.sql.JdbcTarget;
import java.net.ConnectException;
import java.sql.SQLException;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Oracle server a user named, as the thin driver's URL names it, and what the driver's error
 * numbers mean when connecting.
 */
final class OracleTarget extends JdbcTarget {

    private static final String PREFIX = "jdbc:oracle:thin:@";
    /** {@code //host:port/service}, the form the README uses; other forms are shown as written. */
    private static final Pattern EASY_CONNECT = Pattern.compile("//([^/:?]+)(?::([^/?]*))?(?:/([^?]*))?.*");
    /** What the driver adds to a message and a user needs not read: the connection's id. */
    private static final Pattern CONNECTION_ID = Pattern.compile("\\s*\\(CONNECTION_ID=[^)]*\\)");

    private final String address;

    /** @throws EngineException when no URL is set, or it is not the thin driver's */
    OracleTarget(JdbcSettings block, Settings settings) {
        super(block, settings);
        String rest = url().startsWith(PREFIX) ? url().substring(PREFIX.length()) : "";
        Matcher easy = EASY_CONNECT.matcher(rest);
        if (rest.isBlank() || rest.startsWith("//") && !easy.matches()) {
            throw new EngineException(urlVariable() + " must be a URL like jdbc:oracle:thin:@//host:1521/FREEPDB1, got '"
                    + shownUrl() + "'; the user and password go in " + userVariable() + " and " + passwordVariable());
        }
        this.address = easy.matches()
                ? easy.group(1) + ":" + (easy.group(2) == null || easy.group(2).isEmpty() ? "1521" : easy.group(2))
                        + (easy.group(3) == null ? "" : "/" + easy.group(3))
                : Settings.redact(rest);
    }

    /** {@code host:port/service}, or the connect descriptor as written, without credentials. */
    @Override
    public String address() {
        return address;
    }

    /**
     * The driver gives up connecting after {@link #CONNECT_SECONDS}, and a server that accepts the
     * connection and never answers counts too (the login timeout; the connect timeout covers the TCP
     * connection only).
     */
    @Override
    public Properties driverProperties() {
        Properties properties = new Properties();
        properties.setProperty("oracle.net.CONNECT_TIMEOUT", Integer.toString(CONNECT_SECONDS * 1000));
        properties.setProperty("oracle.jdbc.loginTimeout", Integer.toString(CONNECT_SECONDS));
        properties.setProperty("v$session.program", "graph-bench");
        return properties;
    }

    @Override
    public EngineException connectFailure(Throwable failure) {
        SQLException sql = find(failure, SQLException.class);
        int code = sql == null ? 0 : sql.getErrorCode();
        String where = shownUrl();
        Throwable cause = sql == null ? failure : sql;
        String message = switch (code) {
            case 1017 -> "authentication failed for user " + user() + " at " + where + ": " + oracleMessage(sql)
                    + "; check " + userVariable() + " and " + passwordVariable();
            case 1005 -> where + " wants a password for user " + user() + "; set " + passwordVariable();
            case 12514 -> where + " has no such service: " + oracleMessage(sql) + "; check the service name in "
                    + urlVariable();
            case 18714 -> "cannot connect to " + where + " within 10 s: no answer; check " + urlVariable();
            case 17067, 17865, 17866 -> urlVariable() + " is not a URL the driver can read: " + oracleMessage(sql)
                    + "; write it as jdbc:oracle:thin:@//host:1521/service";
            default -> find(failure, ConnectException.class) != null
                    ? "cannot connect to " + where + " within 10 s: " + oracleMessage(cause) + "; check " + urlVariable()
                    : "cannot connect to " + where + " as " + user() + ": " + oracleMessage(cause) + "; check "
                            + urlVariable();
        };
        return new EngineException(scrub(message), failure);
    }

    /** The driver's message without its connection id. */
    @Override
    protected String message(Throwable failure) {
        return oracleMessage(failure);
    }

    /**
     * The first line of the deepest message that says something, without the driver's connection id:
     * {@code ORA-01017: invalid credential or not authorized; logon denied}.
     */
    static String oracleMessage(Throwable failure) {
        return CONNECTION_ID.matcher(firstLine(failure)).replaceAll("").strip();
    }
}
