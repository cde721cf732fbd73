package dev.graphbench.host.memory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * Where this machine lets the harness make memory control groups, found once: cgroup v2 (a {@code cgroup2}
 * mount whose controllers include {@code memory}) when it can, else cgroup v1 (a {@code cgroup} mount of the
 * {@code memory} controller). A group is made beneath the one the harness itself runs in, so that whatever
 * holds the harness holds its servers too and the groups are its own; on v2, where a group that holds
 * processes may not hand controllers to groups beneath it, beneath the root of the hierarchy instead.
 */
public final class ControlGroups {

    /** The prefix of every group the harness makes: {@code graph-bench-<pid>-<engine>-<n>}. */
    static final String PREFIX = "graph-bench-";

    private static final AtomicInteger MADE = new AtomicInteger();
    private static volatile Found found;

    private final ControlGroup.Version version;
    private final Path parent;

    ControlGroups(ControlGroup.Version version, Path parent) {
        this.version = version;
        this.parent = parent;
    }

    /** What looking for control groups found: where to make them, or why none can be made here. */
    public record Found(ControlGroups groups, String unavailable) {

        /** Where groups are made; empty when none can be, and {@link #unavailable()} says why. */
        public Optional<ControlGroups> available() {
            return Optional.ofNullable(groups);
        }
    }

    /** Where this machine lets the harness make memory control groups, looked for once per JVM. */
    public static Found onThisMachine() {
        Found result = found;
        if (result == null) {
            synchronized (ControlGroups.class) {
                if (found == null) {
                    found = find(Path.of("/proc/self/mountinfo"), Path.of("/proc/self/cgroup"));
                }
                result = found;
            }
        }
        return result;
    }

    /** Looks for a place to make groups from the mount table and the harness's own groups, as {@code /proc} gives them. */
    static Found find(Path mountInfo, Path ownGroups) {
        if (!System.getProperty("os.name", "").equals("Linux")) {
            return new Found(null, "control groups are Linux's, this is " + System.getProperty("os.name"));
        }
        List<String> mounts;
        List<String> own;
        try {
            mounts = Files.readAllLines(mountInfo);
            own = Files.readAllLines(ownGroups);
        } catch (IOException | UncheckedIOException e) {
            return new Found(null, "cannot read " + mountInfo + " and " + ownGroups + ": " + e.getMessage());
        }
        String v2Problem = null;
        Optional<MountTable.Mount> unified = MountTable.cgroup2(mounts);
        if (unified.isPresent()) {
            Path root = unified.get().mountPoint();
            if (!controllers(root.resolve("cgroup.controllers")).contains("memory")) {
                v2Problem = "cgroup v2 is mounted at " + root + " without the memory controller";
            } else if (!Files.isWritable(root)) {
                v2Problem = "cgroup v2's root " + root + " is not writable by this user (run as root, or under a"
                        + " delegated group)";
            } else if (!controllers(root.resolve("cgroup.subtree_control")).contains("memory")) {
                v2Problem = "cgroup v2's root " + root + " does not hand the memory controller to groups beneath it"
                        + " (its cgroup.subtree_control lacks +memory)";
            } else {
                return new Found(new ControlGroups(ControlGroup.Version.V2, root), null);
            }
        }
        Optional<MountTable.Mount> memory = MountTable.memoryV1(mounts);
        if (memory.isEmpty()) {
            return new Found(null, v2Problem != null ? v2Problem : "neither cgroup v2 nor cgroup v1's memory"
                    + " controller is mounted");
        }
        Path parent = memory.get().resolve(MountTable.ownV1MemoryGroup(own).orElse("/"));
        if (!Files.isDirectory(parent) || !Files.isWritable(parent)) {
            return new Found(null, (v2Problem == null ? "" : v2Problem + "; ") + "cgroup v1's memory group " + parent
                    + " is not writable by this user (run as root)");
        }
        return new Found(new ControlGroups(ControlGroup.Version.V1, parent), null);
    }

    /** The groups this JVM has made and not yet removed. */
    public List<Path> made() {
        String ours = PREFIX + ProcessHandle.current().pid() + "-";
        try (Stream<Path> groups = Files.list(parent)) {
            return groups.filter(group -> group.getFileName().toString().startsWith(ours)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + parent + ": " + e.getMessage(), e);
        }
    }

    /** The version the groups are made with. */
    public ControlGroup.Version version() {
        return version;
    }

    /**
     * Makes a group of its own for {@code engine}, held to {@code limitBytes} of memory.
     *
     * @throws UncheckedIOException when the group cannot be made or limited; nothing is left behind then
     */
    public ControlGroup create(String engine, long limitBytes) {
        String name = PREFIX + ProcessHandle.current().pid() + "-" + engine.replaceAll("[^A-Za-z0-9_-]", "_") + "-"
                + MADE.incrementAndGet();
        Path path = parent.resolve(name);
        try {
            Files.createDirectory(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the control group " + path + ": " + e.getMessage(), e);
        }
        ControlGroup group = new ControlGroup(version, path);
        try {
            group.limit(limitBytes);
        } catch (UncheckedIOException e) {
            group.close();
            throw e;
        }
        return group;
    }

    private static String controllers(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException | UncheckedIOException e) {
            return "";
        }
    }
}
