package dev.graphbench.api.support;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a variant is asked, written in its statement as a comment line {@code // only when: hops <= 1} (or
 * {@code -- only when: ...} in SQL): the variant is asked of a workload only where the workload gives that parameter
 * one fixed whole number that meets the condition ({@code reach-1} fixes {@code hops} to 1). A form that is quickest
 * at some depths only, and runs for minutes at others, is declared so beside its text, where {@code bench queries}
 * shows it. A workload whose argument is drawn, not fixed, is never asked such a variant.
 *
 * @param parameter the parameter's name: {@code hops}
 * @param operator  {@code =}, {@code <=} or {@code >=}
 * @param bound     the whole number it is compared with
 */
public record OnlyWhen(String parameter, String operator, long bound) {

    private static final Pattern LINE = Pattern.compile("^\\s*(?://|--)\\s*only when:(.*)$", Pattern.MULTILINE);
    private static final Pattern CONDITION = Pattern.compile("\\s*([A-Za-z][A-Za-z0-9_]*)\\s*(<=|>=|=)\\s*(\\d+)\\s*");

    /**
     * The condition {@code statement} declares; empty when it declares none.
     *
     * @throws IllegalArgumentException when its {@code only when:} line is not {@code NAME <= N}, {@code NAME >= N} or
     *                                  {@code NAME = N}, or it has two
     */
    public static Optional<OnlyWhen> of(String statement) {
        Matcher line = LINE.matcher(statement);
        if (!line.find()) {
            return Optional.empty();
        }
        Matcher condition = CONDITION.matcher(line.group(1));
        if (!condition.matches()) {
            throw new IllegalArgumentException("'only when:" + line.group(1) + "' is no condition: write a"
                    + " parameter, <=, >= or =, and a whole number, as in 'only when: hops <= 1'");
        }
        if (line.find()) {
            throw new IllegalArgumentException("a statement has one 'only when:' line, not two");
        }
        return Optional.of(new OnlyWhen(condition.group(1), condition.group(2), Long.parseLong(condition.group(3))));
    }

    /** Whether a workload that fixes {@code fixed} (each parameter given one value) meets the condition. */
    public boolean holds(Map<String, Object> fixed) {
        if (!(fixed.get(parameter) instanceof Number number) || number instanceof Double || number instanceof Float) {
            return false;
        }
        long value = number.longValue();
        return switch (operator) {
            case "<=" -> value <= bound;
            case ">=" -> value >= bound;
            default -> value == bound;
        };
    }

    @Override
    public String toString() {
        return parameter + " " + operator + " " + bound;
    }
}
