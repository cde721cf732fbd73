package dev.graphbench.options;

import dev.graphbench.options.values.Items;
import dev.graphbench.options.values.ValueType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The offered rates of the concurrent phase's open loop ({@code --rate}): the rates given, none, or a
 * search for the highest rate each engine sustains under the SLO ({@code --rate auto}).
 *
 * @param offered the rates given, in calls a second, ascending; empty for none, and for a search
 * @param search  whether the rate is searched for rather than given
 */
public record Rates(List<Double> offered, boolean search) {

    /** How the command line asks for a search. */
    public static final String AUTO = "auto";
    /** No open loop: the closed loop alone. */
    public static final Rates NONE = new Rates(List.of(), false);
    /** A search for the highest rate each engine sustains under the SLO. */
    public static final Rates SEARCH = new Rates(List.of(), true);

    /** How the command line writes rates, {@code 500,1000} or {@code auto}, and reads them back. */
    public static final ValueType<Rates> TYPE = new ValueType<>() {
        @Override
        public Rates read(String option, String text) {
            if (text.equals(AUTO)) {
                return SEARCH;
            }
            List<Double> rates = new ArrayList<>();
            for (String rate : Items.orNone(option, text)) {
                if (rate.equals(AUTO)) {
                    throw new IllegalArgumentException("--" + option + " auto searches for the rate itself: give auto"
                            + " alone, or rates such as 500,1000, got '" + text + "'");
                }
                try {
                    rates.add(Double.parseDouble(rate));
                } catch (NumberFormatException e) {
                    throw ValueType.wrong(option, "calls a second such as 500 or 500,1000,2000, or auto", rate);
                }
            }
            return new Rates(rates, false);
        }

        @Override
        public Rates check(String option, Rates rates) {
            for (double rate : rates.offered()) {
                if (!(rate > 0) || rate > RunOption.MAX_RATE) {
                    throw ValueType.wrong(option, "above 0 and at most " + ValueType.plain(RunOption.MAX_RATE)
                            + " calls a second", ValueType.plain(rate));
                }
            }
            return new Rates(rates.offered().stream().distinct().sorted().toList(), rates.search());
        }

        @Override
        public String show(Rates rates) {
            return rates.show();
        }
    };

    /** Copies the rates; a search has none given. */
    public Rates {
        offered = List.copyOf(offered);
        if (search && !offered.isEmpty()) {
            throw new IllegalArgumentException(RunOption.RATE + " auto searches for the rate itself: give auto alone,"
                    + " or rates such as 500,1000");
        }
    }

    /** The rates {@code rates}, in calls a second. */
    public static Rates of(Double... rates) {
        return new Rates(Arrays.asList(rates), false);
    }

    /** The rates as the command line writes them: {@code 500,1000}, {@code auto}, or nothing. */
    public String show() {
        return search ? AUTO : offered.stream().map(ValueType::plain).collect(Collectors.joining(","));
    }
}
