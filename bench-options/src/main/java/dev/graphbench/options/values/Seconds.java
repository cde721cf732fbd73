package dev.graphbench.options.values;

/**
 * Seconds from {@code least}, which is itself accepted when {@code inclusive}.
 *
 * @param least     the bound
 * @param inclusive whether the bound is accepted
 */
public record Seconds(double least, boolean inclusive) implements ValueType<Double> {

    @Override
    public Double read(String option, String text) {
        return Decimal.parse(option, text, "a number of seconds");
    }

    @Override
    public Double check(String option, Double value) {
        boolean fits = inclusive ? value >= least : value > least;
        if (!fits || value.isInfinite()) {
            throw ValueType.wrong(option, requirement(), ValueType.plain(value));
        }
        return value;
    }

    private String requirement() {
        if (!inclusive) {
            return "above " + ValueType.plain(least) + " seconds";
        }
        return least == 0 ? "0 seconds or more" : "at least " + ValueType.plain(least)
                + (least == 1 ? " second" : " seconds");
    }

    @Override
    public String show(Double value) {
        return ValueType.plain(value);
    }
}
