package dev.graphbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether a folder can be written, found out before anything runs rather than after a long run. */
final class Writable {

    private Writable() {
    }

    /**
     * Creates {@code folder} when missing and writes and deletes a file in it.
     *
     * @throws UsageException one line naming {@code option}, the folder and why it cannot be written
     */
    static void check(String option, Path folder) {
        try {
            Files.createDirectories(folder);
            Files.delete(Files.createTempFile(folder, ".write-check", ".tmp"));
        } catch (IOException | SecurityException e) {
            throw new UsageException(option + ": cannot write to " + folder + " (" + e.getClass().getSimpleName()
                    + (e.getMessage() != null && !e.getMessage().equals(folder.toString()) ? ": " + e.getMessage() : "")
                    + "); choose a folder you can write to");
        }
    }
}
