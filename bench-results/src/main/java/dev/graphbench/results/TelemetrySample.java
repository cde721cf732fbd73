package dev.graphbench.results;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One second of a measurement's {@link Telemetry}: what was used from the window's opening to the
 * end of that second, and what was held at its end.
 *
 * @param second    the second this sample closes, as the concurrent phase's {@code Interval.second()}: the sample taken at its end
 * @param atSeconds when the sample was taken, in seconds from the window's opening; a sample taken late (its
 *                  reading took long) says so here, and a rate a second divides by the time between samples
 * @param server    the server's processes; null when none was read
 * @param client    the harness's JVM, which makes the calls
 * @param told      the figures the server told, by its names: a counter's rise since the window opened, a level
 *                  as read; empty when it tells none or stopped answering
 */
public record TelemetrySample(double second, double atSeconds, ProcessUse server, ProcessUse client,
                              Map<String, Long> told) {

    /** Copies the figures, keeping their order. */
    public TelemetrySample {
        told = told == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(told));
    }
}
