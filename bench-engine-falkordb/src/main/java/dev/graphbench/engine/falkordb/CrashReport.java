package dev.graphbench.engine.falkordb;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The first lines of the report valkey writes to its log when a signal ends it (SIGSEGV, SIGABRT, ...), in one
 * line: the signal, who sent it if another process did, and the first frames of the thread that crashed, each as
 * {@code symbol (file)}. The report's stack keeps FalkorDB's symbol names: the module is built with them.
 */
final class CrashReport {

    /** How many frames of the crashed thread the line quotes. */
    private static final int FRAMES = 3;
    /** {@code 9430:M 06 Dec 2026 20:21:22.688 # valkey 8.0.1 crashed by signal: 11, si_code: 1}: the text after "# ". */
    private static final Pattern LOGGED = Pattern.compile("^\\d+:[A-Z] [^#*]*[#*] (.*)$");
    /** A thread's heading in the stack trace: its id and name, {@code *} after the one that crashed. */
    private static final Pattern THREAD = Pattern.compile("^\\d+ .*$");
    /** A frame: {@code /path/falkordb.so(Graph_BulkInsert+0xef)[0x7f3713c5d3cf]}. */
    private static final Pattern FRAME = Pattern.compile("^(.*?)\\(([^)]*)\\)\\[0x[0-9a-f]+]$");

    private CrashReport() {
    }

    /** The crash report in {@code log}'s lines, in one line; empty when the log holds none. */
    static Optional<String> summary(List<String> log) {
        int start = -1;
        for (int i = log.size() - 1; i >= 0 && start < 0; i--) {
            if (log.get(i).contains("crashed by signal")) {
                start = i;
            }
        }
        if (start < 0) {
            return Optional.empty();
        }
        StringBuilder line = new StringBuilder(logged(log.get(start)));
        String crashedAt = null;
        List<String> frames = List.of();
        String thread = null;
        for (int i = start + 1; i < log.size(); i++) {
            String text = log.get(i).strip();
            if (text.startsWith("------ STACK TRACE DONE") || text.startsWith("------ REGISTERS")) {
                break;
            }
            String logged = logged(log.get(i));
            if (logged.startsWith("Killed by PID")) {
                line.append("; ").append(logged.replaceFirst(", UID: \\d+", ""));
            } else if (text.equals("EIP:") && i + 1 < log.size()) {
                crashedAt = log.get(i + 1).strip();
            } else if (THREAD.matcher(text).matches() && text.endsWith(" *")) {
                thread = text.substring(text.indexOf(' ') + 1, text.length() - 2);
                frames = frames(log, i + 1, crashedAt);
            }
        }
        if (thread != null) {
            line.append("; thread ").append(thread);
        }
        if (!frames.isEmpty()) {
            line.append(" at ").append(String.join(" < ", frames));
        } else if (crashedAt != null) {
            line.append(" at ").append(frame(crashedAt));
        }
        return Optional.of(line.toString());
    }

    /**
     * The crashed thread's first frames, from the one it crashed at: the frames before it are the signal handler's.
     */
    private static List<String> frames(List<String> log, int from, String crashedAt) {
        List<String> all = new ArrayList<>();
        for (int i = from; i < log.size() && FRAME.matcher(log.get(i).strip()).matches(); i++) {
            all.add(log.get(i).strip());
        }
        int first = crashedAt == null ? -1 : all.indexOf(crashedAt);
        return all.subList(Math.max(first, 0), all.size()).stream().limit(FRAMES).map(CrashReport::frame)
                .collect(Collectors.toList());
    }

    /** {@code symbol+offset (file)}, or {@code file+offset} for a frame without a symbol. */
    private static String frame(String frame) {
        Matcher matcher = FRAME.matcher(frame);
        if (!matcher.matches()) {
            return frame;
        }
        String file = matcher.group(1);
        // valkey names its own frames by its process title, "/usr/bin/valkey-server 127.0.0.1:6379": no folder, no port.
        file = file.substring(file.lastIndexOf('/', file.indexOf(' ') < 0 ? file.length() : file.indexOf(' ')) + 1)
                .replaceFirst(" .*", "");
        String symbol = matcher.group(2);
        return symbol.isEmpty() || symbol.startsWith("+") ? file + symbol : symbol + " (" + file + ")";
    }

    private static String logged(String line) {
        Matcher matcher = LOGGED.matcher(line.strip());
        return matcher.matches() ? matcher.group(1).strip() : line.strip();
    }
}
