package dev.graphbench.host.memory;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The control-group lines of {@code /proc/self/mountinfo} and {@code /proc/self/cgroup}. */
final class MountTable {

    private MountTable() {
    }

    /**
     * A mount of a control-group hierarchy.
     *
     * @param root       the group of the hierarchy the mount shows at its mount point (not {@code /} in a container)
     * @param mountPoint where it is mounted
     */
    record Mount(String root, Path mountPoint) {

        /** The folder of group {@code group} (a path from the hierarchy's root, as {@code /proc/self/cgroup} gives it). */
        Path resolve(String group) {
            String relative = group.startsWith(root) ? group.substring(root.length()) : group;
            relative = relative.replaceFirst("^/+", "");
            return relative.isEmpty() ? mountPoint : mountPoint.resolve(relative);
        }
    }

    /** The first {@code cgroup2} mount. */
    static Optional<Mount> cgroup2(List<String> mountInfo) {
        return mountInfo.stream().map(MountTable::parse).flatMap(Optional::stream)
                .filter(line -> line.type().equals("cgroup2")).map(Line::mount).findFirst();
    }

    /** The first {@code cgroup} (v1) mount of the memory controller. */
    static Optional<Mount> memoryV1(List<String> mountInfo) {
        return mountInfo.stream().map(MountTable::parse).flatMap(Optional::stream)
                .filter(line -> line.type().equals("cgroup") && Arrays.asList(line.options().split(",")).contains("memory"))
                .map(Line::mount).findFirst();
    }

    /** The harness's own group of the v1 memory hierarchy, from {@code /proc/self/cgroup} ({@code 4:memory:/a/b}). */
    static Optional<String> ownV1MemoryGroup(List<String> ownGroups) {
        for (String line : ownGroups) {
            String[] fields = line.split(":", 3);
            if (fields.length == 3 && Arrays.asList(fields[1].split(",")).contains("memory")) {
                return Optional.of(fields[2]);
            }
        }
        return Optional.empty();
    }

    private record Line(Mount mount, String type, String options) {
    }

    /**
     * One line of mountinfo: {@code 35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory}; the
     * fields after the {@code -} are the file system's type, its source and its own options.
     */
    private static Optional<Line> parse(String line) {
        String[] fields = line.trim().split(" ");
        int separator = Arrays.asList(fields).indexOf("-");
        if (separator < 5 || fields.length < separator + 4) {
            return Optional.empty();
        }
        return Optional.of(new Line(new Mount(unescape(fields[3]), Path.of(unescape(fields[4]))), fields[separator + 1],
                fields[separator + 3]));
    }

    /** mountinfo writes a space, a tab, a newline and a backslash as octal escapes ({@code \040}). */
    private static String unescape(String field) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == '\\' && i + 3 < field.length() && field.substring(i + 1, i + 4).matches("[0-7]{3}")) {
                out.append((char) Integer.parseInt(field.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
