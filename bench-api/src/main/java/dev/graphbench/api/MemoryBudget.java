package dev.graphbench.api;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The memory an embedded server is held to ({@code --memory-budget}): the harness holds its processes to it
 * where the operating system can (a control group), and the server's launcher sizes the server's own caches
 * to fit inside it, so that the server slows down or refuses work rather than being killed as soon as it
 * warms up.
 *
 * <p>When the harness holds the server by a control group, it makes the group before it starts the server and
 * passes it here ({@link #controlGroup()}): a launcher that starts the server's process has it join the group
 * before it runs anything ({@link #joining(List)}), so that the kernel charges the group all the server takes from
 * its first instruction, its start included, and starts it so again when it restarts. A launcher that does not
 * (its server started by a library) leaves the harness to move the server's processes into the group once it has
 * started, and what they took before is then charged elsewhere where the kernel does not move it with them
 * (cgroup v2, and cgroup v1 without {@code memory.move_charge_at_immigrate}).
 *
 * @param bytes        the budget, in bytes; above 0
 * @param controlGroup the folder of the control group the harness holds the server in (its {@code cgroup.procs}
 *                     lists the group's processes, in cgroup v1 and v2 alike); empty when it holds none
 */
public record MemoryBudget(long bytes, Optional<Path> controlGroup) {

    /** The file a process writes its id to, to join a control group, in cgroup v1 and v2 alike. */
    public static final String PROCESS_LIST = "cgroup.procs";

    /** Checks the budget. */
    public MemoryBudget {
        if (bytes <= 0) {
            throw new IllegalArgumentException("a memory budget must be above 0 bytes, got " + bytes);
        }
        Objects.requireNonNull(controlGroup, "controlGroup");
    }

    /** A budget of {@code bytes}, with no control group yet. */
    public MemoryBudget(long bytes) {
        this(bytes, Optional.empty());
    }

    /** This budget, held by the control group whose folder is {@code group}. */
    public MemoryBudget inControlGroup(Path group) {
        return new MemoryBudget(bytes, Optional.of(group));
    }

    /**
     * {@code command} such that the process it starts is in {@link #controlGroup()} before it runs anything: a
     * shell that writes its own process id to the group's {@link #PROCESS_LIST} and then replaces itself with
     * {@code command} ({@code exec}), so that the process keeps that id and every process it starts is in the
     * group too, and that fails, starting nothing, when it cannot join. {@code command} itself when there is no
     * group.
     */
    public List<String> joining(List<String> command) {
        if (controlGroup.isEmpty()) {
            return command;
        }
        List<String> joined = new ArrayList<>(List.of("/bin/sh", "-c", "echo $$ > \"$0\" && exec \"$@\"",
                controlGroup.get().resolve(PROCESS_LIST).toString()));
        joined.addAll(command);
        return joined;
    }

    /** {@code share} of the budget, in bytes, rounded down to a whole mebibyte and at least one. */
    public long share(double share) {
        return Math.max(1L << 20, (long) (bytes * share) >> 20 << 20);
    }

    /** {@code share} of the budget in whole mebibytes, at least one: what a setting such as {@code 64MB} takes. */
    public long shareMebibytes(double share) {
        return share(share) >> 20;
    }

    /** The budget as people read it: {@code 512 MiB}, {@code 1.5 GiB}. */
    @Override
    public String toString() {
        return show(bytes);
    }

    /** {@code bytes} as people read it: {@code 512 MiB}, {@code 1.5 GiB}, {@code 900 KiB}. */
    public static String show(long bytes) {
        if (bytes >= 1L << 30) {
            return trimmed(bytes / (double) (1L << 30)) + " GiB";
        }
        if (bytes >= 1L << 20) {
            return trimmed(bytes / (double) (1L << 20)) + " MiB";
        }
        return trimmed(bytes / 1024.0) + " KiB";
    }

    private static String trimmed(double value) {
        return String.format(Locale.ROOT, "%.2f", value).replaceFirst("\\.?0+$", "");
    }
}
