package dev.graphbench.results;

import dev.graphbench.api.Secrets;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/**
 * Writes a file whole or not at all: into a temporary file of its own beside it, then moved over it
 * in one step. A reader sees the old file or the new, never half of one; two writers at once each
 * write their own temporary file; and a write that fails (a full disk) leaves the old file as it
 * was and no temporary file behind. The temporary file is created as any other file of the run is, so
 * the file ends with the same permissions as the run's CSV and HTML files (the process's umask), not the
 * owner-only ones {@link Files#createTempFile} gives. Every file is text, and what it says passes
 * through {@link Secrets#scrubbing}: no secret the run knows reaches it.
 */
public final class AtomicFiles {

    /** What writes a file's content. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private AtomicFiles() {
    }

    /** Writes {@code text} as UTF-8 to {@code file}, creating its folder. */
    public static void write(Path file, String text) {
        write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * Writes {@code content} to {@code file}, creating its folder.
     *
     * @throws UncheckedIOException naming the file and what went wrong; the file is then as it was
     */
    public static void write(Path file, Content content) {
        Path folder = file.toAbsolutePath().getParent();
        Path temporary = null;
        try {
            Files.createDirectories(folder);
            temporary = folder.resolve("." + file.getFileName() + "." + Long.toUnsignedString(RANDOM.nextLong(), 36)
                    + ".tmp");
            try (OutputStream out = Secrets.scrubbing(Files.newOutputStream(temporary, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE))) {
                content.writeTo(out);
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            deleteQuietly(temporary);
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    private static void deleteQuietly(Path temporary) {
        if (temporary == null) {
            return;
        }
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            // The write already failed and says so; a temporary file that cannot go either changes nothing of that.
            return;
        }
    }
}
