package dev.graphbench.options.values;

import dev.graphbench.api.MemoryBudget;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A memory budget: a size with an optional binary unit ({@code 512m}, {@code 2g}, {@code 1.5GiB}, {@code 64MB},
 * {@code 1073741824}) of at least {@link #LEAST} bytes; none for an empty text. Written back in the largest unit
 * that divides it: {@code 512m}, {@code 1536m}, {@code 2g}.
 */
public record ByteSize() implements ValueType<Optional<MemoryBudget>> {

    /** The least budget: below it no server starts at all, which would measure nothing. */
    public static final long LEAST = 16L << 20;
    private static final Pattern SIZE = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(?:([kKmMgGtT])(?:i?[bB])?|[bB])?");

    @Override
    public Optional<MemoryBudget> read(String option, String text) {
        if (text.isBlank()) {
            return Optional.empty();
        }
        String what = "a size such as 512m, 2g or 1.5GiB (k, m, g, t: binary units), at least " + show(LEAST)
                + ", or nothing for none";
        Matcher size = SIZE.matcher(text.strip());
        if (!size.matches()) {
            throw ValueType.wrong(option, what, text);
        }
        int power = size.group(2) == null ? 0 : "kmgt".indexOf(Character.toLowerCase(size.group(2).charAt(0))) + 1;
        double bytes = Double.parseDouble(size.group(1)) * Math.pow(1024, power);
        if (!(bytes >= LEAST) || bytes > Long.MAX_VALUE / 2) {
            throw ValueType.wrong(option, what, text);
        }
        long machine = machineMemory();
        if (machine > 0 && bytes > machine) {
            // Caught here, before any engine starts: a server sized past the machine refuses its settings at start.
            throw ValueType.wrong(option, "at most this machine's memory, " + MemoryBudget.show(machine), text);
        }
        return Optional.of(new MemoryBudget((long) bytes));
    }

    /** The memory of this machine, or of the container the JVM runs in, in bytes; 0 when unknown. */
    private static long machineMemory() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getTotalMemorySize() : 0;
    }

    @Override
    public String show(Optional<MemoryBudget> budget) {
        return budget.map(held -> show(held.bytes())).orElse("");
    }

    /** Bytes in the largest binary unit that divides them. */
    static String show(long bytes) {
        for (String unit : List.of("t", "g", "m", "k")) {
            long scale = 1L << (10 * ("kmgt".indexOf(unit) + 1));
            if (bytes % scale == 0) {
                return bytes / scale + unit;
            }
        }
        return String.valueOf(bytes);
    }
}
