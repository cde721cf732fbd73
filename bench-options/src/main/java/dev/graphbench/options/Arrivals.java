package dev.graphbench.options;

import dev.graphbench.options.values.ValueType;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How the open loop spaces the intended start times of its calls. */
public enum Arrivals {
    /** Evenly, one every {@code 1/rate} seconds, as YCSB's {@code -target} and wrk2 do. */
    UNIFORM,
    /** As a Poisson process of that rate: exponential gaps from a seeded stream, as pgbench's {@code -R} does. */
    POISSON;

    /** How the command line writes an arrival process, and reads it back. */
    public static final ValueType<Arrivals> TYPE = new ValueType<>() {
        @Override
        public Arrivals read(String option, String text) {
            return Arrays.stream(values()).filter(arrivals -> arrivals.id().equals(text.strip())).findFirst()
                    .orElseThrow(() -> ValueType.wrong(option, Arrays.stream(values()).map(Arrivals::id)
                            .collect(Collectors.joining(" or ")), text));
        }

        @Override
        public String show(Arrivals value) {
            return value.id();
        }
    };

    /** As the command line writes it. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
