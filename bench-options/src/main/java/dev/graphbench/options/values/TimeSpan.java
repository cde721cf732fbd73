package dev.graphbench.options.values;

import java.util.List;
import java.util.Map;

/** A time with its unit ({@code 10ms}, {@code 500us}, {@code 1s}), above 0, in milliseconds; written back in ms. */
public record TimeSpan() implements ValueType<Double> {

    /** Each unit and its milliseconds, the longest suffix first: {@code 10ms} also ends in {@code s}. */
    private static final List<Map.Entry<String, Double>> UNITS = List.of(Map.entry("ms", 1.0), Map.entry("us", 1e-3),
            Map.entry("s", 1e3));

    @Override
    public Double read(String option, String text) {
        String what = "a time with its unit, such as 10ms, 500us or 1s";
        for (Map.Entry<String, Double> unit : UNITS) {
            if (text.endsWith(unit.getKey())) {
                return Decimal.parse(option, text.substring(0, text.length() - unit.getKey().length()), what)
                        * unit.getValue();
            }
        }
        throw ValueType.wrong(option, what, text);
    }

    @Override
    public Double check(String option, Double ms) {
        if (!(ms > 0) || ms.isInfinite()) {
            throw ValueType.wrong(option, "above 0", show(ms));
        }
        return ms;
    }

    @Override
    public String show(Double ms) {
        return ValueType.plain(ms) + "ms";
    }
}
