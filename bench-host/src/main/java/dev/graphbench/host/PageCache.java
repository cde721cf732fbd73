package dev.graphbench.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The operating system's page cache, dropped before a cold cycle so that an engine reads its files from
 * disk again, as after a reboot. Linux alone offers it, to a process allowed to write
 * {@code /proc/sys/vm/drop_caches} (root, outside a read-only container); elsewhere the run says it could not.
 */
public final class PageCache {

    private static final Path DROP_CACHES = Path.of("/proc/sys/vm/drop_caches");

    private PageCache() {
    }

    /** Writes dirty pages out and drops the clean ones; says what happened, in words a cycle's start reports. */
    public static String drop() {
        try {
            Process sync = new ProcessBuilder("sync").redirectErrorStream(true).start();
            sync.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
            sync.waitFor();
            // 3: the page cache, and the dentries and inodes with it.
            Files.writeString(DROP_CACHES, "3");
            return "the page cache dropped";
        } catch (IOException | SecurityException e) {
            return "the page cache not dropped (" + (Files.exists(DROP_CACHES) ? "this process may not write "
                    + DROP_CACHES + ": run as root, outside a read-only container" : "no " + DROP_CACHES + " here")
                    + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "the page cache not dropped (interrupted)";
        }
    }
}
