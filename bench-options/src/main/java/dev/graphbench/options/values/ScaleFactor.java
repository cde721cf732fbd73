package dev.graphbench.options.values;

import dev.graphbench.datagen.DatasetSpec;

/**
 * A scale factor of the generated graph, above 0 and at most {@link DatasetSpec#MAX_SCALE_FACTOR}; or, for the
 * untimed load before the timed one, 0 for none.
 *
 * @param noneAllowed whether 0 (none) is accepted
 */
public record ScaleFactor(boolean noneAllowed) implements ValueType<Double> {

    @Override
    public Double read(String option, String text) {
        return Decimal.parse(option, text, noneAllowed ? "a scale factor such as 0.01, or 0 for none"
                : "a number such as 0.1 or 1");
    }

    @Override
    public Double check(String option, Double sf) {
        if (noneAllowed) {
            if (!(sf >= 0) || sf > DatasetSpec.MAX_SCALE_FACTOR) {
                throw ValueType.wrong(option, "a scale factor from 0 (none) to " + (int) DatasetSpec.MAX_SCALE_FACTOR,
                        ValueType.plain(sf));
            }
            return sf;
        }
        if (!(sf > 0) || sf.isInfinite()) {
            throw ValueType.wrong(option, "above 0", ValueType.plain(sf));
        }
        if (sf > DatasetSpec.MAX_SCALE_FACTOR) {
            throw ValueType.wrong(option, "at most " + (int) DatasetSpec.MAX_SCALE_FACTOR
                    + " (scale factor 1 is 1.1 million nodes)", ValueType.plain(sf));
        }
        return sf;
    }

    @Override
    public String show(Double value) {
        return ValueType.plain(value);
    }
}
