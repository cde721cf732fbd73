package dev.graphbench.sql;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.support.NamedStatements;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Runs the statements of an engine's schema file by their names' prefix, in the file's order, on one
 * connection: {@code drop-} to drop, {@code create-} before the load, {@code after-load-} after it
 * (indexes, statistics), {@code after-writes-} once the write phase's objects are deleted. An engine
 * whose steps need more than {@link Statement#execute} (a PL/SQL unit) or whose failures say more
 * (a privilege missing) overrides {@link #execute} or {@link #failure}.
 */
public class JdbcSchema implements Schema {

    private final JdbcEngine engine;
    private final NamedStatements statements;

    /** The steps of {@code statements}, run on {@code engine}. */
    public JdbcSchema(JdbcEngine engine, NamedStatements statements) {
        this.engine = engine;
        this.statements = statements;
    }

    @Override
    public void drop() {
        run("drop-");
    }

    /** The tables hold any graph: a node's labels and properties are JSON, a relationship's type text. */
    @Override
    public void create(GraphSchema graph) {
        run("create-");
    }

    @Override
    public void afterLoad() {
        run("after-load-");
    }

    @Override
    public void afterWrites() {
        run("after-writes-");
    }

    /** The engine the steps run on. */
    protected JdbcEngine engine() {
        return engine;
    }

    /** Runs step {@code step}, whose text is {@code text}, with {@code statement} on {@code connection}. */
    protected void execute(Connection connection, Statement statement, String step, String text) throws SQLException {
        statement.execute(text);
    }

    /** What to throw when step {@code step} failed with {@code failure}. */
    protected EngineException failure(String step, SQLException failure) {
        return engine.target().failure("schema step " + step, failure);
    }

    /**
     * What a schema file runs, as {@code bench schema} prints it: its {@code create-} steps (each as {@code sent}
     * makes it), a comment line, then its {@code after-load-} steps.
     */
    public static List<String> printed(NamedStatements statements, UnaryOperator<String> sent) {
        List<String> printed = new ArrayList<>();
        statements.all().forEach((name, text) -> {
            if (name.startsWith("create-")) {
                printed.add(sent.apply(text));
            }
        });
        printed.add("-- after the load:");
        statements.all().forEach((name, text) -> {
            if (name.startsWith("after-load-")) {
                printed.add(text);
            }
        });
        return printed;
    }

    /** Runs {@code texts} in order on one connection: the first that fails fails step {@code step}, named by its line. */
    protected void runAll(List<String> texts, String step) {
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement()) {
            for (String text : texts) {
                try {
                    statement.execute(text);
                } catch (SQLException e) {
                    throw failure(step + " (" + text.lines().findFirst().orElse("") + ")", e);
                }
            }
        } catch (SQLException e) {
            throw failure(step, e);
        }
    }

    private void run(String prefix) {
        if (statements.all().keySet().stream().noneMatch(name -> name.startsWith(prefix))) {
            return;
        }
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement()) {
            for (Map.Entry<String, String> entry : statements.all().entrySet()) {
                if (entry.getKey().startsWith(prefix)) {
                    try {
                        execute(connection, statement, entry.getKey(), entry.getValue());
                    } catch (SQLException e) {
                        throw failure(entry.getKey(), e);
                    }
                }
            }
        } catch (SQLException e) {
            throw engine.target().failure("schema step " + prefix + "*", e);
        }
    }
}
