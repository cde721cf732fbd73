package dev.graphbench.host.memory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * The memory of a process and every process under it, from Linux's {@code /proc/<pid>/smaps_rollup}: the sum of
 * their proportional set sizes (PSS), which splits each page the processes share among them, so that memory
 * they all map (PostgreSQL's shared buffers) is counted once rather than once a process.
 */
public final class ProcessTreeMemory {

    private ProcessTreeMemory() {
    }

    /** The summed PSS of {@code pid} and its descendants; empty off Linux or once the process is gone. */
    public static OptionalLong of(long pid) {
        return ProcessHandle.of(pid).map(root -> {
            long total = 0;
            boolean measured = false;
            for (ProcessHandle process : Stream.concat(Stream.of(root), root.descendants()).toList()) {
                OptionalLong pss = pss(process.pid());
                if (pss.isPresent()) {
                    total += pss.getAsLong();
                    measured = true;
                }
            }
            return measured ? OptionalLong.of(total) : OptionalLong.empty();
        }).orElse(OptionalLong.empty());
    }

    /** The {@code Pss:} line of one process, in bytes; empty when it has ended meanwhile. */
    private static OptionalLong pss(long pid) {
        try (Stream<String> lines = Files.lines(Path.of("/proc", Long.toString(pid), "smaps_rollup"))) {
            return lines.filter(line -> line.startsWith("Pss:")).findFirst()
                    .map(line -> OptionalLong.of(Long.parseLong(line.substring(4).replace("kB", "").strip()) * 1024))
                    .orElse(OptionalLong.empty());
        } catch (IOException | UncheckedIOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}
