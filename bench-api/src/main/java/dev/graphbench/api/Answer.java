package dev.graphbench.api;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * What an engine answered to one query call: rows of values.
 *
 * <p>Engines return whatever their driver gives; the constructor normalises every whole number
 * ({@code Integer}, {@code BigDecimal} 3, {@code Double} 3.0, ...) to {@link Long}, so that the
 * same answer compares equal across drivers. Other values are kept as they are.
 *
 * @param rows the rows, each a list of values
 */
public record Answer(List<List<Object>> rows) {

    /** Normalises numbers and copies the rows. */
    public Answer {
        List<List<Object>> copy = new ArrayList<>(rows.size());
        for (List<Object> row : rows) {
            List<Object> normalised = new ArrayList<>(row.size());
            for (Object value : row) {
                normalised.add(normalise(value));
            }
            copy.add(Collections.unmodifiableList(normalised));
        }
        rows = Collections.unmodifiableList(copy);
    }

    /** An answer of one row holding one count. */
    public static Answer ofCount(long count) {
        return new Answer(List.of(List.of(count)));
    }

    /** An answer of the given rows. */
    public static Answer ofRows(List<List<Object>> rows) {
        return new Answer(rows);
    }

    /** An answer of the given rows, each an array of values. */
    public static Answer ofRows(Object[]... rows) {
        return new Answer(Arrays.stream(rows).map(Arrays::asList).toList());
    }

    /** The single count of a one-row, one-column answer. */
    public long count() {
        if (rows.size() != 1 || rows.get(0).size() != 1 || !(rows.get(0).get(0) instanceof Long count)) {
            throw new IllegalStateException("not a single count: " + rows);
        }
        return count;
    }

    private static Object normalise(Object value) {
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof BigInteger big && big.bitLength() < 64) {
            return big.longValue();
        }
        if (value instanceof BigDecimal decimal) {
            BigDecimal stripped = decimal.stripTrailingZeros();
            if (stripped.scale() <= 0 && stripped.precision() - stripped.scale() < 19) {
                return stripped.longValueExact();
            }
            return stripped;
        }
        if ((value instanceof Double || value instanceof Float)) {
            double d = ((Number) value).doubleValue();
            if (d == Math.rint(d) && Math.abs(d) < 0x1p53) {
                return (long) d;
            }
            return d;
        }
        return value;
    }
}
