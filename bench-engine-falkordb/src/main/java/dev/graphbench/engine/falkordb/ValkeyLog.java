package dev.graphbench.engine.falkordb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The log of an embedded valkey-server, in its folder, and its copy in the run's folder, made once when the process
 * ends on its own (a crash): valkey writes its crash report there, the stack included, and the folder goes when the
 * server is closed. A core dump the user allowed ({@code ulimit -c}) is kept beside it; the harness asks for none,
 * since one is as big as the server's memory and the report already names every frame.
 */
final class ValkeyLog {

    private static final Logger LOG = LoggerFactory.getLogger(ValkeyLog.class);

    private final Path folder;
    /** Where the copy goes; null to keep none. */
    private volatile Path runFolder;
    /** The copy, once made. */
    private Path kept;

    ValkeyLog(Path folder) {
        this.folder = folder;
    }

    /** The log's copy goes to {@code folder}, the run's. */
    void keepIn(Path folder) {
        this.runFolder = folder;
    }

    /**
     * Copies the log of process {@code pid}, which ended on its own, into the run's folder, once per process, as
     * {@code falkordb-valkey-<pid>.log}, with a core dump if there is one; returns the copy, or empty when no folder
     * was given or the copy failed.
     */
    synchronized Optional<Path> keep(long pid) {
        Path copy = runFolder == null ? null : runFolder.resolve("falkordb-valkey-" + pid + ".log");
        // Once per process: a server started again after a crash may end again, and keeps that log too.
        if (copy != null && !copy.equals(kept)) {
            try {
                Files.createDirectories(runFolder);
                Files.copy(folder.resolve("valkey.log"), copy, StandardCopyOption.REPLACE_EXISTING);
                Path out = folder.resolve("valkey.out");
                if (Files.exists(out) && Files.size(out) > 0) {
                    // What it printed outside its log: a crash of the loader before the log was open.
                    Files.write(copy, Files.readAllBytes(out), StandardOpenOption.APPEND);
                }
                kept = copy;
                keepCores(pid);
            } catch (IOException | UncheckedIOException e) {
                LOG.warn("could not keep the log of the embedded FalkorDB that ended: {}", e.getMessage());
            }
        }
        return Optional.ofNullable(kept);
    }

    /** A core dump the crash left in the folder (the kernel's default pattern) moved into the run's folder. */
    private void keepCores(long pid) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            for (Path core : files.filter(file -> file.getFileName().toString().matches("core(\\.\\d+)?")).toList()) {
                Path moved = runFolder.resolve("falkordb-valkey-" + pid + "." + core.getFileName());
                Files.move(core, moved, StandardCopyOption.REPLACE_EXISTING);
                LOG.warn("the embedded FalkorDB's core dump is kept in {}", moved);
            }
        }
    }

    /** Whether valkey has begun its crash report: a fatal signal came, and the process ends once it is written. */
    boolean crashing() {
        try (Stream<String> lines = Files.lines(folder.resolve("valkey.log"), StandardCharsets.ISO_8859_1)) {
            return lines.anyMatch(line -> line.contains("BUG REPORT START"));
        } catch (IOException | UncheckedIOException e) {
            return false;
        }
    }

    /** valkey's crash report in one line, or else the log's last line that is not blank. */
    String lastWords() {
        List<String> log;
        try {
            log = Files.readAllLines(folder.resolve("valkey.log"), StandardCharsets.ISO_8859_1);
        } catch (IOException | UncheckedIOException e) {
            return "its log cannot be read: " + e.getMessage();
        }
        return CrashReport.summary(log).map(report -> "its crash report: " + report)
                .orElseGet(() -> "the last line of its log: " + log.stream().map(String::strip)
                        .filter(line -> !line.isEmpty()).reduce((first, second) -> second).orElse("(empty)"));
    }

    /** The signal that ended a process, from its exit code (128 + the signal's number), in words. */
    static String signal(int exitCode) {
        return switch (exitCode - 128) {
            case 6 -> " (SIGABRT)";
            case 7 -> " (SIGBUS)";
            case 9 -> " (SIGKILL)";
            case 11 -> " (SIGSEGV)";
            case 15 -> " (SIGTERM)";
            default -> "";
        };
    }

    /**
     * Sets aside the log of process {@code pid}, which ended, as {@code valkey-<pid>.log} in the server's folder: the
     * process started again after it writes a log of its own, whose crash report is then its own.
     */
    void rotate(long pid) {
        try {
            Files.move(folder.resolve("valkey.log"), folder.resolve("valkey-" + pid + ".log"),
                    StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            LOG.warn("could not set aside the log of the embedded FalkorDB that ended: {}", e.getMessage());
        }
    }

    /** The server's last words: the last line of its log (or of what it printed) that says what went wrong. */
    static String lastProblem(Path folder) {
        for (Path file : List.of(folder.resolve("valkey.log"), folder.resolve("valkey.out"))) {
            try {
                List<String> lines = Files.exists(file) ? Files.readAllLines(file, StandardCharsets.UTF_8) : List.of();
                for (int i = lines.size() - 1; i >= 0; i--) {
                    String line = lines.get(i).strip();
                    if (line.contains("#") || line.contains("rror") || line.contains("FATAL") || line.contains("failed")) {
                        return line.replaceFirst("^\\d+:[A-Z] [^*#]*[*#] ", "");
                    }
                }
                if (!lines.isEmpty()) {
                    return lines.getLast().strip();
                }
            } catch (IOException e) {
                // Say what can be said.
            }
        }
        return "it printed nothing";
    }
}
