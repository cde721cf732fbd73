package dev.graphbench.workloads;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How the open loop spaces the intended start times of its calls. */
public enum Arrivals {
    /** Evenly, one every {@code 1/rate} seconds, as YCSB's {@code -target} and wrk2 do. */
    UNIFORM,
    /** As a Poisson process of that rate: exponential gaps from a seeded stream, as pgbench's {@code -R} does. */
    POISSON;

    /** As the command line writes it. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The arrivals written as {@code id}. */
    static Arrivals of(String id) {
        return Arrays.stream(values()).filter(arrivals -> arrivals.id().equals(id.strip())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--arrivals must be " + Arrays.stream(values())
                        .map(Arrivals::id).collect(Collectors.joining(" or ")) + ", got '" + id + "'"));
    }
}
