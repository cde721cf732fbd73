package dev.graphbench.api.results;

/**
 * How the figures were taken, so that two results files can be compared honestly.
 *
 * @param warmupCalls         untimed calls before each workload
 * @param calls               timed calls asked for per workload
 * @param maxSecondsPerWorkload the time after which a workload stops calling, whatever {@code calls} says
 * @param timer               the clock and where it was read
 */
public record Method(int warmupCalls, int calls, double maxSecondsPerWorkload, String timer) {
}
