package dev.graphbench.engine.oracle;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.sql.SentSql;
import dev.graphbench.sql.SqlPlans;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Oracle's plans ({@code plans.sql}): the statement run again with {@code statistics_level} {@code ALL},
 * in a transaction rolled back, then {@code DBMS_XPLAN.DISPLAY_CURSOR} of the session's last cursor with
 * its actual rows. The plan is DBMS_XPLAN's table of text, read by its column headings: {@code Id},
 * {@code Operation} (indented one space a level), {@code Name}, {@code E-Rows}, {@code A-Rows} and
 * {@code A-Time}; the server's time is the root's {@code A-Time}.
 */
final class OraclePlans implements SqlPlans {

    static final NamedStatements STATEMENTS = NamedStatements.load(OraclePlans.class, "plans.sql", "--");
    private static final Pattern ROWS = Pattern.compile("(\\d+)([KMG]?)");
    private static final Pattern TIME = Pattern.compile("(\\d+):(\\d+):(\\d+(?:\\.\\d+)?)");

    @Override
    public String how() {
        return "DBMS_XPLAN.DISPLAY_CURSOR with ALLSTATS LAST, the statement run again in a transaction rolled back";
    }

    @Override
    public Plan plan(Connection connection, SentSql sent) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        List<String> lines = new ArrayList<>();
        try (Statement session = connection.createStatement()) {
            session.execute(STATEMENTS.get("statistics-all"));
            try (PreparedStatement statement = connection.prepareStatement(sent.sql())) {
                sent.values().bind(statement);
                if (statement.execute()) {
                    try (ResultSet rows = statement.getResultSet()) {
                        while (rows.next()) {
                            // The plan's actual rows count only what the client fetched.
                        }
                    }
                }
            }
            try (ResultSet plan = session.executeQuery(STATEMENTS.get("last-plan"))) {
                while (plan.next()) {
                    lines.add(plan.getString(1));
                }
            }
        } finally {
            connection.rollback();
            try (Statement session = connection.createStatement()) {
                session.execute(STATEMENTS.get("statistics-typical"));
            }
            connection.setAutoCommit(autoCommit);
        }
        return parse(sent.sql(), lines);
    }

    /** The plan DBMS_XPLAN's lines give of {@code statement}. */
    static Plan parse(String statement, List<String> lines) {
        List<PlanOperator> operators = new ArrayList<>();
        List<String> headings = null;
        Double serverMs = null;
        for (String line : lines) {
            if (!line.startsWith("|")) {
                continue;
            }
            List<String> cells = cells(line);
            if (headings == null) {
                if (!cells.isEmpty() && cells.getFirst().strip().equals("Id")) {
                    headings = cells.stream().map(String::strip).toList();
                }
                continue;
            }
            String operation = cell(cells, headings, "Operation");
            if (operation == null) {
                continue;
            }
            int depth = operation.length() - operation.stripLeading().length() - 1;
            String name = cell(cells, headings, "Name");
            operators.add(new PlanOperator(Math.max(0, depth), operation.strip(), name == null ? "" : name.strip(),
                    rows(cell(cells, headings, "E-Rows")), wholeRows(cell(cells, headings, "A-Rows"))));
            if (serverMs == null) {
                serverMs = millis(cell(cells, headings, "A-Time"));
            }
        }
        return new Plan(statement, "text", String.join("\n", lines), true, operators, serverMs);
    }

    /** The cells between a line's bars, unstripped: an operation's indent is its depth. */
    private static List<String> cells(String line) {
        String inner = line.substring(1, line.endsWith("|") ? line.length() - 1 : line.length());
        return List.of(inner.split("\\|", -1));
    }

    private static String cell(List<String> cells, List<String> headings, String heading) {
        int at = headings.indexOf(heading);
        return at < 0 || at >= cells.size() ? null : cells.get(at);
    }

    /** DBMS_XPLAN writes large counts as {@code 12K}, {@code 3M}; empty when it has none. */
    private static Double rows(String cell) {
        if (cell == null) {
            return null;
        }
        Matcher rows = ROWS.matcher(cell.strip());
        if (!rows.matches()) {
            return null;
        }
        long scale = switch (rows.group(2)) {
            case "K" -> 1_000L;
            case "M" -> 1_000_000L;
            case "G" -> 1_000_000_000L;
            default -> 1L;
        };
        return (double) Long.parseLong(rows.group(1)) * scale;
    }

    private static Long wholeRows(String cell) {
        Double rows = rows(cell);
        return rows == null ? null : rows.longValue();
    }

    private static Double millis(String cell) {
        if (cell == null) {
            return null;
        }
        Matcher time = TIME.matcher(cell.strip());
        return time.matches() ? (Integer.parseInt(time.group(1)) * 3600 + Integer.parseInt(time.group(2)) * 60
                + Double.parseDouble(time.group(3))) * 1000 : null;
    }
}
