package dev.graphbench.engine.neo4j;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The harness writes a log4j configuration, {@code log4j-<number>.xml}, to the temporary folder at
 * every start and never removes it. Each names the log files of its server, so the ones of a given
 * server are told apart from those of any other process by their content.
 */
final class Log4jTempFiles {

    private static final Logger LOG = LoggerFactory.getLogger(Log4jTempFiles.class);

    private Log4jTempFiles() {
    }

    /** The folder the harness writes them to. */
    static Path folder() {
        return Path.of(System.getProperty("java.io.tmpdir"));
    }

    /** Deletes every harness log4j configuration that names a file under {@code serverDirectory}. */
    static void deleteMentioning(Path serverDirectory) {
        String mention = serverDirectory.toAbsolutePath().toString();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder(), "log4j-*.xml")) {
            for (Path file : files) {
                if (Files.readString(file, StandardCharsets.UTF_8).contains(mention)) {
                    Files.deleteIfExists(file);
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.warn("could not remove the harness's log4j files from {}: {}", folder(), e.toString());
        }
    }
}
