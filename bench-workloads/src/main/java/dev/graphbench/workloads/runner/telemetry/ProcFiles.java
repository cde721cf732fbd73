package dev.graphbench.workloads.runner.telemetry;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What Linux keeps of one process in {@code /proc/<pid>}: its CPU time ({@code stat}), its resident
 * memory ({@code smaps_rollup}, else {@code status}) and its storage I/O ({@code io}).
 */
final class ProcFiles {

    /**
     * Clock ticks a second in {@code /proc/<pid>/stat}: the kernel's USER_HZ, 100 on every architecture a
     * JVM of this project runs on, whatever the kernel's own tick rate.
     */
    static final double TICKS_PER_SECOND = 100;

    private static final Path PROC = Path.of("/proc");

    private ProcFiles() {
    }

    /** Whether this system has a {@code /proc} to read. */
    static boolean available() {
        return Files.isReadable(PROC.resolve("self").resolve("stat"));
    }

    /**
     * One process's figures.
     *
     * @param userTicks        its own CPU time in user mode, every thread's
     * @param systemTicks      in kernel mode
     * @param childUserTicks   that of its children that ended and were waited for, and of theirs
     * @param childSystemTicks likewise in kernel mode
     * @param residentBytes    its PSS, or its RSS where there is no {@code smaps_rollup}
     * @param readBytes        what it read from storage, with its waited-for children's; -1 when unreadable
     * @param writtenBytes     what it wrote to storage likewise; -1 when unreadable
     * @param ended            whether it has ended and waits to be waited for (a zombie)
     */
    record Reading(long userTicks, long systemTicks, long childUserTicks, long childSystemTicks, long residentBytes,
                   long readBytes, long writtenBytes, boolean ended) {
    }

    /**
     * The figures of process {@code pid}; empty when it has gone (or never was), which a process that ends
     * between two reads of its files also gives.
     */
    static Optional<Reading> read(long pid) {
        Path folder = PROC.resolve(Long.toString(pid));
        try {
            String stat = Files.readString(folder.resolve("stat"), StandardCharsets.US_ASCII);
            // The command name, in brackets, may hold spaces and brackets: the fields start after the last one.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // Fields 14 to 17 of proc(5), counted from 1 with pid and name the first two.
            boolean ended = fields[0].equals("Z") || fields[0].equals("X");
            long user = Long.parseLong(fields[11]);
            long system = Long.parseLong(fields[12]);
            long childUser = Long.parseLong(fields[13]);
            long childSystem = Long.parseLong(fields[14]);
            OptionalLong resident = kilobytes(folder.resolve("smaps_rollup"), "Pss:");
            if (resident.isEmpty()) {
                resident = kilobytes(folder.resolve("status"), "VmRSS:");
            }
            long[] io = io(folder.resolve("io"));
            return Optional.of(new Reading(user, system, childUser, childSystem,
                    resident.orElse(0) * 1024, io[0], io[1], ended));
        } catch (IOException | UncheckedIOException | NumberFormatException | IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    /** The number of the line starting with {@code key}, in kB; empty when the file or the line is missing. */
    private static OptionalLong kilobytes(Path file, String key) {
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
                if (line.startsWith(key)) {
                    return OptionalLong.of(Long.parseLong(line.substring(key.length()).replace("kB", "").strip()));
                }
            }
        } catch (IOException | UncheckedIOException | NumberFormatException e) {
            // Missing here: the caller tries another file, or reports none.
        }
        return OptionalLong.empty();
    }

    /** {@code read_bytes} and {@code write_bytes}; -1 each when the file cannot be read (another user's process). */
    private static long[] io(Path file) {
        long[] io = {-1, -1};
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
                if (line.startsWith("read_bytes:")) {
                    io[0] = Long.parseLong(line.substring("read_bytes:".length()).strip());
                } else if (line.startsWith("write_bytes:")) {
                    io[1] = Long.parseLong(line.substring("write_bytes:".length()).strip());
                }
            }
        } catch (IOException | UncheckedIOException | NumberFormatException e) {
            return new long[] {-1, -1};
        }
        return io;
    }
}
