package dev.graphbench.engine.neo4j;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Java's class-data sharing for the Neo4j server's JVM: the first server that stops cleanly leaves an archive of the
 * classes it loaded in the work folder, and every later start maps it instead of reading and checking those classes
 * again (measured here: a start took 3.3 to 3.8 s of CPU with it, 6.5 to 7.8 s without). The archive is named after
 * the JVM and the class path it was made with (each jar's path, size and time), so that another JDK or a rebuilt jar
 * makes its own, which replaces the older; it is written under a name of its own and moved into place whole, so that
 * two runs at once never read half of one. Only a class path of jars can be archived: with a folder on it (a test's
 * class path) the server starts without.
 */
final class ClassArchive {

    private static final Logger LOG = LoggerFactory.getLogger(ClassArchive.class);
    private static final String PREFIX = "neo4j-server-classes-";
    private static final String SUFFIX = ".jsa";
    private static final String WRITING = ".tmp";
    /**
     * A JVM writes its archive in the seconds it takes to exit, and the harness moves it at once: one older than this
     * was left by a harness that ended first, and is removed.
     */
    private static final Duration LEFT_BEHIND = Duration.ofMinutes(10);

    private final Path archive;
    /** Where the running JVM writes its archive when it stops; null when it maps one. */
    private Path writing;

    private ClassArchive(Path archive) {
        this.archive = archive;
    }

    /**
     * The archive of this JVM and class path under {@code workDirectory}; empty when the class path cannot be archived.
     * Archives a harness left half made are removed.
     */
    static Optional<ClassArchive> in(Path workDirectory, String classPath) {
        removeLeftBehind(workDirectory.toAbsolutePath());
        StringBuilder key = new StringBuilder(Runtime.version().toString()).append('\n')
                .append(System.getProperty("java.home")).append('\n');
        for (String entry : classPath.split(File.pathSeparator)) {
            Path jar = Path.of(entry);
            if (!Files.isRegularFile(jar)) {
                return Optional.empty();
            }
            try {
                key.append(jar).append(' ').append(Files.size(jar)).append(' ')
                        .append(Files.getLastModifiedTime(jar).toMillis()).append('\n');
            } catch (IOException e) {
                return Optional.empty();
            }
        }
        return Optional.of(new ClassArchive(workDirectory.toAbsolutePath()
                .resolve(PREFIX + sha256(key.toString()).substring(0, 16) + SUFFIX)));
    }

    /** The JVM options of the next start: map the archive, or write one when the JVM stops. */
    List<String> options() {
        ended(-1);
        if (Files.isRegularFile(archive)) {
            return List.of("-XX:SharedArchiveFile=" + archive);
        }
        writing = archive.resolveSibling(archive.getFileName() + "." + UUID.randomUUID() + WRITING);
        return List.of("-XX:ArchiveClassesAtExit=" + writing);
    }

    /**
     * The JVM started with {@link #options()} has ended, with {@code exitCode} (-1: killed, or not known): an archive
     * it wrote on a clean stop is moved into place, replacing those of other JVMs and class paths; one cut short is
     * removed.
     */
    void ended(int exitCode) {
        Path written = writing;
        writing = null;
        if (written == null || !Files.exists(written)) {
            return;
        }
        try {
            if (exitCode != 0 || Files.size(written) == 0) {
                Files.deleteIfExists(written);
                return;
            }
            try (DirectoryStream<Path> older = Files.newDirectoryStream(archive.getParent(), PREFIX + "*" + SUFFIX)) {
                for (Path other : older) {
                    if (!other.equals(archive)) {
                        Files.deleteIfExists(other);
                    }
                }
            }
            Files.move(written, archive, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            LOG.info("the Neo4j server's classes archived in {} for the next start", archive);
        } catch (IOException e) {
            LOG.warn("could not keep the Neo4j server's class archive {}: {}", written, e.toString());
        }
    }

    private static void removeLeftBehind(Path folder) {
        Instant before = Instant.now().minus(LEFT_BEHIND);
        try (DirectoryStream<Path> writings = Files.newDirectoryStream(folder, PREFIX + "*" + WRITING)) {
            for (Path writing : writings) {
                if (Files.getLastModifiedTime(writing).toInstant().isBefore(before)) {
                    Files.deleteIfExists(writing);
                }
            }
        } catch (IOException e) {
            // A folder not made yet holds nothing; any other trouble is left for the next run.
        }
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
