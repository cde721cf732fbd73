package dev.graphbench.host.telemetry;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What Linux keeps of one process in {@code /proc/<pid>}: its CPU time ({@code stat}), its resident
 * memory ({@code status}) and its storage I/O ({@code io}). Each is a few counters the kernel keeps,
 * cheap to read whatever the process's size; {@code smaps_rollup}, which would give the PSS, walks the
 * process's page tables under its memory map lock, tens of milliseconds a gigabyte, and is not read.
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
     * @param privateBytes     its resident anonymous memory ({@code RssAnon}), its own; all of its resident memory
     *                         ({@code VmRSS}) on a kernel that does not say
     * @param fileBytes        its resident file pages ({@code RssFile}): the program and libraries, which processes
     *                         of one program share
     * @param sharedBytes      its resident shared memory ({@code RssShmem}): PostgreSQL's shared buffers
     * @param readBytes        what it read from storage, with its waited-for children's; -1 when unreadable
     * @param writtenBytes     what it wrote to storage likewise; -1 when unreadable
     * @param ended            whether it has ended and waits to be waited for (a zombie)
     */
    record Reading(long userTicks, long systemTicks, long childUserTicks, long childSystemTicks, long privateBytes,
                   long fileBytes, long sharedBytes, long readBytes, long writtenBytes, boolean ended) {

        /** All of its resident memory. */
        long residentBytes() {
            return privateBytes + fileBytes + sharedBytes;
        }
    }

    /**
     * The figures of process {@code pid}; empty when it has gone (or never was), which a process that ends
     * between two reads of its files also gives.
     */
    static Optional<Reading> read(long pid) {
        Path folder = PROC.resolve(Long.toString(pid));
        try {
            String stat = Files.readString(folder.resolve("stat"), StandardCharsets.ISO_8859_1);
            // The command name, in brackets, may hold spaces and brackets: the fields start after the last one.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // Fields 14 to 17 of proc(5), counted from 1 with pid and name the first two.
            boolean ended = fields[0].equals("Z") || fields[0].equals("X");
            long user = Long.parseLong(fields[11]);
            long system = Long.parseLong(fields[12]);
            long childUser = Long.parseLong(fields[13]);
            long childSystem = Long.parseLong(fields[14]);
            Map<String, Long> memory = kilobytes(folder.resolve("status"));
            long[] io = io(folder.resolve("io"));
            boolean split = memory.containsKey("RssAnon:");
            return Optional.of(new Reading(user, system, childUser, childSystem,
                    1024 * memory.getOrDefault(split ? "RssAnon:" : "VmRSS:", 0L),
                    1024 * memory.getOrDefault("RssFile:", 0L), 1024 * memory.getOrDefault("RssShmem:", 0L),
                    io[0], io[1], ended));
        } catch (IOException | UncheckedIOException | NumberFormatException | IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    /** The resident memory lines of {@code status}, in kB by their key; none that are missing. */
    private static Map<String, Long> kilobytes(Path status) throws IOException {
        Map<String, Long> memory = new HashMap<>();
        for (String line : Files.readAllLines(status, StandardCharsets.ISO_8859_1)) {
            if (line.startsWith("VmRSS:") || line.startsWith("RssAnon:") || line.startsWith("RssFile:")
                    || line.startsWith("RssShmem:")) {
                int colon = line.indexOf(':');
                memory.put(line.substring(0, colon + 1),
                        Long.parseLong(line.substring(colon + 1).replace("kB", "").strip()));
            }
        }
        return memory;
    }

    /** {@code read_bytes} and {@code write_bytes}; -1 each when the file cannot be read (another user's process). */
    private static long[] io(Path file) {
        long[] io = {-1, -1};
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
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
