package dev.graphbench.workloads;

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

    /** Copies the rates; a search has none given. */
    public Rates {
        offered = List.copyOf(offered);
        if (search && !offered.isEmpty()) {
            throw new IllegalArgumentException("--rate auto searches for the rate itself: give auto alone, or rates"
                    + " such as 500,1000");
        }
    }

    /** The rates {@code rates}, in calls a second. */
    public static Rates of(Double... rates) {
        return new Rates(Arrays.asList(rates), false);
    }

    /** The rates as the command line writes them: {@code 500,1000}, {@code auto}, or nothing. */
    public String show() {
        return search ? AUTO : offered.stream().map(RunOption::plain).collect(Collectors.joining(","));
    }
}
