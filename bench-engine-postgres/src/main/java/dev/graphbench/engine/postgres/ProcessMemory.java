package dev.graphbench.engine.postgres;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * The memory of a process tree as Linux reports it in {@code /proc/<pid>/smaps_rollup}. PSS, not RSS:
 * every backend maps the same shared buffers, and PSS splits each shared page among the processes
 * that map it, so the sum counts it once.
 */
final class ProcessMemory {

    private ProcessMemory() {
    }

    /** The summed PSS of {@code pid} and its descendants; empty off Linux or when the process is gone. */
    static OptionalLong proportionalSetSize(long pid) {
        Optional<ProcessHandle> root = ProcessHandle.of(pid);
        if (root.isEmpty() || !Files.isReadable(smapsRollup(pid))) {
            return OptionalLong.empty();
        }
        long total = 0;
        boolean measured = false;
        List<ProcessHandle> tree = Stream.concat(root.stream(), root.get().descendants()).toList();
        for (ProcessHandle process : tree) {
            OptionalLong pss = pss(process.pid());
            if (pss.isPresent()) {
                total += pss.getAsLong();
                measured = true;
            }
        }
        return measured ? OptionalLong.of(total) : OptionalLong.empty();
    }

    /** The {@code Pss:} line of one process, in bytes; empty when it has exited meanwhile. */
    private static OptionalLong pss(long pid) {
        try (Stream<String> lines = Files.lines(smapsRollup(pid))) {
            return lines.filter(line -> line.startsWith("Pss:"))
                    .findFirst()
                    .map(line -> OptionalLong.of(kilobytes(line) * 1024))
                    .orElse(OptionalLong.empty());
        } catch (IOException | UncheckedIOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** The number in {@code "Pss:   12345 kB"}. */
    private static long kilobytes(String line) {
        String[] fields = line.trim().split("\\s+");
        return Long.parseLong(fields[1]);
    }

    private static Path smapsRollup(long pid) {
        return Path.of("/proc", Long.toString(pid), "smaps_rollup");
    }
}
