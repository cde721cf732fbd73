package dev.graphbench.host.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where control groups are made, read from mount tables as Linux writes them; and, where this machine lets the
 * harness make one, a real group that holds a process to a limit, counts the process the kernel ends for
 * exceeding it, and is gone once closed.
 */
class ControlGroupsTest {

    @TempDir
    Path folder;

    private static final String V1_MEMORY = "35 31 0:32 / %s rw,relatime - cgroup cgroup rw,memory";
    private static final String V2 = "41 31 0:38 / %s rw,relatime - cgroup2 cgroup2 rw";

    private ControlGroups.Found find(List<String> mounts, List<String> own) throws IOException {
        Path mountInfo = Files.write(folder.resolve("mountinfo"), mounts);
        Path cgroup = Files.write(folder.resolve("cgroup"), own);
        return ControlGroups.find(mountInfo, cgroup);
    }

    @Test
    void onVersionOneAGroupIsMadeBeneathTheHarnesssOwn() throws IOException {
        Path memory = Files.createDirectories(folder.resolve("memory").resolve("jobs").resolve("job-7"));
        ControlGroups.Found found = find(List.of(V1_MEMORY.formatted(folder.resolve("memory"))),
                List.of("9:name=systemd:/", "4:memory:/jobs/job-7", "0::/"));

        assertThat(found.unavailable()).isNull();
        ControlGroups groups = found.available().orElseThrow();
        assertThat(groups.version()).isEqualTo(ControlGroup.Version.V1);
        assertThat(groups.made()).isEmpty();
        Files.createDirectory(memory.resolve(ControlGroups.PREFIX + ProcessHandle.current().pid() + "-postgres-1"));
        Files.createDirectory(memory.resolve(ControlGroups.PREFIX + "1-postgres-1"));
        assertThat(groups.made()).extracting(path -> path.getFileName().toString())
                .containsExactly(ControlGroups.PREFIX + ProcessHandle.current().pid() + "-postgres-1");
    }

    @Test
    void inAContainerTheMountsRootIsTakenOffTheHarnesssGroup() {
        MountTable.Mount mount = new MountTable.Mount("/docker/abc", Path.of("/sys/fs/cgroup/memory"));

        assertThat(mount.resolve("/docker/abc/jobs")).isEqualTo(Path.of("/sys/fs/cgroup/memory/jobs"));
        assertThat(mount.resolve("/docker/abc")).isEqualTo(Path.of("/sys/fs/cgroup/memory"));
        assertThat(MountTable.memoryV1(List.of("36 31 0:33 / /sys/fs/cgroup/devices rw - cgroup cgroup rw,devices",
                "35 31 0:32 /docker/abc /sys/fs/cgroup/memory rw,nosuid - cgroup cgroup rw,memory")))
                .contains(mount);
        assertThat(MountTable.cgroup2(List.of("22 1 0:21 / /sys/fs/cgroup\\040two rw - cgroup2 cgroup2 rw")))
                .map(MountTable.Mount::mountPoint).contains(Path.of("/sys/fs/cgroup two"));
    }

    @Test
    void versionTwoIsTakenWhenItsRootHandsTheMemoryControllerOn() throws IOException {
        Path root = Files.createDirectories(folder.resolve("unified"));
        Files.writeString(root.resolve("cgroup.controllers"), "cpuset cpu io memory pids\n");
        Files.writeString(root.resolve("cgroup.subtree_control"), "cpu memory\n");

        ControlGroups.Found found = find(List.of(V1_MEMORY.formatted(folder.resolve("memory")), V2.formatted(root)),
                List.of("4:memory:/", "0::/user.slice"));

        assertThat(found.available().orElseThrow().version()).isEqualTo(ControlGroup.Version.V2);
    }

    @Test
    void versionTwoWithoutTheMemoryControllerFallsBackToVersionOne() throws IOException {
        Path root = Files.createDirectories(folder.resolve("unified"));
        Files.writeString(root.resolve("cgroup.controllers"), "hugetlb\n");
        Files.createDirectories(folder.resolve("memory"));

        ControlGroups.Found found = find(List.of(V2.formatted(root), V1_MEMORY.formatted(folder.resolve("memory"))),
                List.of("4:memory:/", "0::/"));

        assertThat(found.available().orElseThrow().version()).isEqualTo(ControlGroup.Version.V1);
    }

    @Test
    void withoutEitherTheReasonSaysWhatWasFound() throws IOException {
        Path root = Files.createDirectories(folder.resolve("unified"));
        Files.writeString(root.resolve("cgroup.controllers"), "cpu io\n");

        assertThat(find(List.of("31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755"), List.of("0::/"))
                .unavailable()).isEqualTo("neither cgroup v2 nor cgroup v1's memory controller is mounted");
        assertThat(find(List.of(V2.formatted(root)), List.of("0::/")).unavailable())
                .isEqualTo("cgroup v2 is mounted at " + root + " without the memory controller");
        assertThat(find(List.of(V1_MEMORY.formatted(folder.resolve("absent"))), List.of("4:memory:/")).unavailable())
                .isEqualTo("cgroup v1's memory group " + folder.resolve("absent") + " is not writable by this user (run"
                        + " as root)");
    }

    @Test
    void aRealGroupHoldsAProcessCountsItsOutOfMemoryKillAndIsGoneOnceClosed() throws Exception {
        ControlGroups.Found found = ControlGroups.onThisMachine();
        assumeTrue(found.available().isPresent(), () -> "no control group can be made here: " + found.unavailable());

        ControlGroup group = found.available().get().create("test", 32L << 20);
        Path path = group.path();
        // Once in the group, the shell keeps 200 MB of output in a variable: past 32 MiB the kernel ends it.
        Process hungry = new ProcessBuilder("sh", "-c", "sleep 1; x=$(head -c 200000000 /dev/zero | tr '\\0' a)")
                .start();
        try {
            group.add(hungry.pid());
            assertThat(group.processes()).contains(hungry.pid());
            assertThat(Files.readString(Path.of("/proc", String.valueOf(hungry.pid()), "cgroup")))
                    .contains("/" + path.getFileName());

            assertThat(hungry.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(hungry.exitValue()).isEqualTo(128 + 9);
            assertThat(group.oomKills()).isEqualTo(1);
            assertThat(group.peakBytes().orElseThrow()).isBetween(16L << 20, 32L << 20);
        } finally {
            hungry.destroyForcibly();
            group.close();
        }
        assertThat(Files.exists(path)).isFalse();
        assertThat(found.available().get().made()).doesNotContain(path);
    }

    @Test
    void closingMovesAProcessStillInTheGroupOutFirst() throws Exception {
        ControlGroups.Found found = ControlGroups.onThisMachine();
        assumeTrue(found.available().isPresent(), () -> "no control group can be made here: " + found.unavailable());

        ControlGroup group = found.available().get().create("test", 64L << 20);
        Process sleeper = new ProcessBuilder("sleep", "30").start();
        try {
            group.add(sleeper.pid());
            group.close();

            assertThat(Files.exists(group.path())).isFalse();
            assertThat(sleeper.isAlive()).isTrue();
            assertThat(group.oomKills()).isZero();
        } finally {
            sleeper.destroyForcibly();
        }
    }
}
