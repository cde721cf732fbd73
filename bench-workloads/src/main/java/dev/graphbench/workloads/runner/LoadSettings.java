package dev.graphbench.workloads.runner;

import dev.graphbench.workloads.Arrivals;
import dev.graphbench.workloads.Client;
import dev.graphbench.workloads.Mix;
import dev.graphbench.workloads.RunOption;
import java.util.List;

/**
 * How the concurrent phase loads an engine besides its closed loop.
 *
 * @param rates    the open loop's offered rates, calls a second ascending; empty for the closed loop alone
 * @param sloMs    the p99 limit under which a rate's throughput is usable, in ms
 * @param arrivals how the open loop spaces its intended start times
 * @param mix      the mixed workload the concurrent phase also runs; empty for none
 * @param client   which of several client processes this one is
 * @param timetable when each concurrent window opens; null to open each as soon as its threads are ready
 */
public record LoadSettings(List<Double> rates, double sloMs, Arrivals arrivals, Mix mix, Client client,
                           Timetable timetable) {

    /** Copies the rates. */
    public LoadSettings {
        rates = List.copyOf(rates);
    }

    /** The closed loop alone, with the options' defaults for the rest. */
    public static LoadSettings closedLoop() {
        return new LoadSettings(List.of(), RunOption.SLO.defaultValue(), RunOption.ARRIVALS.defaultValue(), Mix.none(),
                Client.ALONE, null);
    }
}
