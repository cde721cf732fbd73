package dev.graphbench.api.support;

import dev.graphbench.api.Parameter;
import dev.graphbench.api.Query;
import java.util.Map;

/**
 * Writes a query's literal parameters ({@link Parameter#asLiteral()}) into a statement: the one place a
 * value becomes statement text. A statement marks where with {@code {name}}, for a number its language
 * takes no parameter for (a Cypher path's length, {@code [:LINK*1..{hops}]}). Each value is checked against
 * its parameter (a whole number within its range) here too, however the harness checked it before, and
 * written as digits: nothing a call is given can become more than a number in the statement. Every other
 * parameter is still bound by the engine, and so is a literal one, for a statement that names it as a
 * parameter rather than in braces.
 */
public final class Literals {

    private Literals() {
    }

    /** Where a statement writes {@code parameter}'s value: {@code {hops}}. */
    public static String placeholder(Parameter parameter) {
        return "{" + parameter.name() + "}";
    }

    /**
     * {@code statement}, the statement of {@code query}, with each literal parameter's placeholder replaced by
     * its value in {@code arguments}, in digits.
     *
     * @throws IllegalArgumentException one line naming the query and the parameter, when a placeholder's value
     *                                  is missing, not a whole number, or outside its range
     */
    public static String write(Query query, String statement, Map<String, ?> arguments) {
        String written = statement;
        for (Parameter parameter : query.parameters()) {
            String placeholder = placeholder(parameter);
            if (!parameter.literal() || !written.contains(placeholder)) {
                continue;
            }
            Object value = arguments.get(parameter.name());
            parameter.check(query, value);
            written = written.replace(placeholder, Long.toString(((Number) value).longValue()));
        }
        return written;
    }
}
