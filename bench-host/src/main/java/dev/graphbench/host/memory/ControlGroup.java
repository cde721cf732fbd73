package dev.graphbench.host.memory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * One memory control group the harness made, holding an embedded server's processes to a limit: the kernel
 * reclaims the group's page cache when it reaches the limit, and ends a process of the group (its
 * out-of-memory killer) when nothing more can be reclaimed. Closing removes the group.
 */
public final class ControlGroup implements AutoCloseable {

    /** The two control-group interfaces; each names its files its own way. */
    public enum Version {
        V1("cgroup v1", "memory.limit_in_bytes", "memory.oom_control", "memory.max_usage_in_bytes"),
        V2("cgroup v2", "memory.max", "memory.events", "memory.peak");

        private final String title;
        private final String limitFile;
        private final String eventsFile;
        private final String peakFile;

        Version(String title, String limitFile, String eventsFile, String peakFile) {
            this.title = title;
            this.limitFile = limitFile;
            this.eventsFile = eventsFile;
            this.peakFile = peakFile;
        }

        /** {@code cgroup v1}, {@code cgroup v2}. */
        public String title() {
            return title;
        }

        /** The file that holds the group's limit. */
        public String limitFile() {
            return limitFile;
        }
    }

    private static final int REMOVE_ATTEMPTS = 50;

    private final Version version;
    private final Path path;

    ControlGroup(Version version, Path path) {
        this.version = version;
        this.path = path;
    }

    /** The group's folder. */
    public Path path() {
        return path;
    }

    /** The interface it was made with. */
    public Version version() {
        return version;
    }

    /** Holds the group to {@code bytes}; with swap present, to no more memory and swap together. */
    void limit(long bytes) {
        write(version.limitFile, Long.toString(bytes));
        if (version == Version.V1) {
            // A process moved in after its start brings the pages it already holds with it, so the budget counts them
            // (best effort: newer kernels refuse the setting; a server started inside the group needs none of it).
            writeIfPresent("memory.move_charge_at_immigrate", "3");
            writeIfPresent("memory.memsw.limit_in_bytes", Long.toString(bytes));
        } else {
            writeIfPresent("memory.swap.max", "0");
        }
    }

    /**
     * Moves process {@code pid} and every process under it into the group: the process first, so that what it
     * starts from now on starts inside; then the processes it had started already.
     *
     * @throws UncheckedIOException when the process cannot be moved
     */
    public void add(long pid) {
        write("cgroup.procs", Long.toString(pid));
        ProcessHandle.of(pid).ifPresent(root -> root.descendants().forEach(child -> {
            try {
                write("cgroup.procs", Long.toString(child.pid()));
            } catch (UncheckedIOException e) {
                if (child.isAlive()) {
                    throw e;
                }
            }
        }));
    }

    /** Whether process {@code pid} is in the group now. */
    public boolean contains(long pid) {
        return processes().contains(pid);
    }

    /** How many processes of the group the kernel's out-of-memory killer has ended so far. */
    public long oomKills() {
        return field(version.eventsFile, "oom_kill").orElse(0);
    }

    /** The most memory the group has been charged at once (page cache included), where the kernel keeps it. */
    public OptionalLong peakBytes() {
        try {
            return OptionalLong.of(Long.parseLong(Files.readString(path.resolve(version.peakFile)).strip()));
        } catch (IOException | UncheckedIOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** The processes in the group now. */
    List<Long> processes() {
        try (Stream<String> lines = Files.lines(path.resolve("cgroup.procs"))) {
            return lines.map(String::strip).filter(line -> !line.isEmpty()).map(Long::parseLong).toList();
        } catch (IOException | UncheckedIOException e) {
            return List.of();
        }
    }

    /**
     * Removes the group. A process still in it (a server that would not stop) is first moved to the group above,
     * so that the group can go; the kernel may take a moment to let go of a group whose last process just ended.
     */
    @Override
    public void close() {
        Path above = path.getParent().resolve("cgroup.procs");
        for (long pid : processes()) {
            try {
                Files.writeString(above, Long.toString(pid));
            } catch (IOException | UncheckedIOException e) {
                // Ended meanwhile; or it stays, and the group with it, which the message below names.
            }
        }
        IOException last = null;
        for (int attempt = 0; attempt < REMOVE_ATTEMPTS; attempt++) {
            try {
                Files.deleteIfExists(path);
                return;
            } catch (IOException e) {
                last = e;
                try {
                    Thread.sleep(100);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        throw new UncheckedIOException("cannot remove the control group " + path + ": " + last.getMessage()
                + "; remove it with rmdir once its processes have ended", last);
    }

    @Override
    public String toString() {
        return version.title + " group " + path;
    }

    private OptionalLong field(String file, String name) {
        try (Stream<String> lines = Files.lines(path.resolve(file))) {
            return lines.map(line -> line.strip().split("\\s+")).filter(fields -> fields.length == 2 && fields[0].equals(name))
                    .mapToLong(fields -> Long.parseLong(fields[1])).findFirst();
        } catch (IOException | UncheckedIOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    private void write(String file, String value) {
        try {
            Files.writeString(path.resolve(file), value);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + value + " to " + path.resolve(file) + ": " + e.getMessage(), e);
        }
    }

    private void writeIfPresent(String file, String value) {
        if (Files.exists(path.resolve(file))) {
            try {
                Files.writeString(path.resolve(file), value);
            } catch (IOException e) {
                // A setting this kernel refuses leaves the limit itself in force.
            }
        }
    }
}
