package dev.graphbench.options.values;

import java.util.ArrayList;
import java.util.List;

/**
 * Whole numbers from 1 to {@code most}, comma-separated, at least one; kept distinct and ascending.
 *
 * @param most    the largest accepted
 * @param example what a user might write, for the refusal of none: {@code 1,2,4,8}
 */
public record Counts(int most, String example) implements ValueType<List<Integer>> {

    @Override
    public List<Integer> read(String option, String text) {
        List<Integer> counts = new ArrayList<>();
        for (String count : Items.split(option, text)) {
            counts.add(Whole.parse(option, count));
        }
        return counts;
    }

    @Override
    public List<Integer> check(String option, List<Integer> counts) {
        if (counts.isEmpty()) {
            throw new IllegalArgumentException("--" + option + " names no thread count; give some from 1 to " + most
                    + ", such as " + example);
        }
        Whole each = Whole.between(1, most);
        counts.forEach(count -> each.check(option, count));
        return counts.stream().distinct().sorted().toList();
    }

    @Override
    public String show(List<Integer> counts) {
        return Items.joined(counts);
    }
}
