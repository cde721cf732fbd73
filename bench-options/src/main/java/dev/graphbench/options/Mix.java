package dev.graphbench.options;

import dev.graphbench.options.values.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A mixed workload as the user wrote it: workloads of the sequential phases with whole-number
 * weights, run together on the concurrent phase's threads.
 *
 * @param shares each workload and its weight, in the order written; empty for no mix
 */
public record Mix(List<Share> shares) {

    /** What {@code --mix default} stands for: mostly reads of a view, some saves, a few traversals. */
    public static final String DEFAULT = "load-view=80,save-fragment=15,two-hops=5";

    /**
     * How the command line writes a mix, {@code workload=weight} items, comma-separated, or {@code default}, and
     * reads it back. Each workload is named once; whether each is one that can run in a mix is checked against the
     * run's catalogue when the run is built.
     */
    public static final ValueType<Mix> TYPE = new ValueType<>() {
        @Override
        public Mix read(String option, String text) {
            if (text.isBlank()) {
                return none();
            }
            String written = text.strip().equals("default") ? DEFAULT : text.strip();
            List<Share> shares = new ArrayList<>();
            for (String item : written.split(",", -1)) {
                String[] parts = item.split("=", -1);
                if (parts.length != 2 || parts[0].isBlank() || !parts[1].strip().matches("[0-9]{1,6}")
                        || Integer.parseInt(parts[1].strip()) == 0) {
                    throw new IllegalArgumentException("--" + option + " must be workload=weight items with whole"
                            + " weights above 0, such as " + DEFAULT + " (or default), got '" + item.strip() + "' in '"
                            + text.strip() + "'");
                }
                shares.add(new Share(parts[0].strip(), Integer.parseInt(parts[1].strip())));
            }
            return new Mix(shares);
        }

        @Override
        public Mix check(String option, Mix mix) {
            Set<String> named = new HashSet<>();
            for (Share share : mix.shares) {
                if (!named.add(share.workload())) {
                    throw new IllegalArgumentException("--" + option + " names " + share.workload() + " twice; give"
                            + " each workload once, with its whole weight");
                }
            }
            return mix;
        }

        @Override
        public String show(Mix mix) {
            return mix.show();
        }
    };

    /** Copies the shares. */
    public Mix {
        shares = List.copyOf(shares);
    }

    /**
     * One workload of a mix.
     *
     * @param workload its id
     * @param weight   its whole-number weight: its share of the calls is weight over the sum of weights
     */
    public record Share(String workload, int weight) {
    }

    /** No mix. */
    public static Mix none() {
        return new Mix(List.of());
    }

    /** Whether a mix was asked for. */
    public boolean isEmpty() {
        return shares.isEmpty();
    }

    /** As the command line writes it. */
    public String show() {
        return shares.stream().map(share -> share.workload() + "=" + share.weight()).collect(Collectors.joining(","));
    }

    /** The sum of the weights. */
    public int totalWeight() {
        return shares.stream().mapToInt(Share::weight).sum();
    }
}
