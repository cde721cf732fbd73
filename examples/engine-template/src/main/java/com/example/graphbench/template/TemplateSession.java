package com.example.graphbench.template;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import java.util.Map;

/** One thread's use of the engine: with a server, its own connection or driver session. */
final class TemplateSession implements Session {

    private final TemplateDialect dialect;
    private final TemplateStore store;

    TemplateSession(TemplateDialect dialect, TemplateStore store) {
        this.dialect = dialect;
        this.store = store;
    }

    @Override
    public Answer execute(Query query, Map<String, Object> arguments) {
        String statement = dialect.statement(query).orElseThrow(() -> new UnsupportedException(
                "template does not support " + query + ": queries.txt has no statement named " + query.id()));
        return store.run(statement, arguments);
    }

    @Override
    public void close() {
        // Closes the connection or driver session this thread used.
    }
}
