package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Neo4j server's class archive: written by a JVM that stops cleanly and moved into place whole, mapped by the
 * starts after it, replaced when the class path changes, never made from a class path with a folder on it.
 */
class ClassArchiveTest {

    @TempDir
    Path work;

    private String classPath(String... jars) throws IOException {
        StringBuilder path = new StringBuilder();
        for (String jar : jars) {
            Path file = work.resolve("lib").resolve(jar);
            Files.createDirectories(file.getParent());
            if (!Files.exists(file)) {
                Files.writeString(file, jar);
            }
            path.append(path.isEmpty() ? "" : File.pathSeparator).append(file);
        }
        return path.toString();
    }

    /** What the JVM does with {@code -XX:ArchiveClassesAtExit=FILE} as it exits. */
    private static void jvmWrites(List<String> options) throws IOException {
        assertThat(options).singleElement().asString().startsWith("-XX:ArchiveClassesAtExit=");
        Files.writeString(Path.of(options.getFirst().substring("-XX:ArchiveClassesAtExit=".length())), "classes");
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> files = Files.list(work)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        }
    }

    @Test
    void theFirstCleanStopLeavesTheArchiveThatLaterStartsMap() throws IOException {
        ClassArchive archive = ClassArchive.in(work, classPath("a.jar", "b.jar")).orElseThrow();
        jvmWrites(archive.options());
        archive.ended(0);

        assertThat(files()).singleElement().satisfies(file -> assertThat(file.getFileName().toString())
                .matches("neo4j-server-classes-[0-9a-f]{16}\\.jsa"));
        Path made = files().getFirst();
        assertThat(archive.options()).containsExactly("-XX:SharedArchiveFile=" + made);
        assertThat(ClassArchive.in(work, classPath("a.jar", "b.jar")).orElseThrow().options())
                .as("another run, the same JVM and jars").containsExactly("-XX:SharedArchiveFile=" + made);
    }

    @Test
    void aJvmKilledOrFailingLeavesNoArchive() throws IOException {
        ClassArchive archive = ClassArchive.in(work, classPath("a.jar")).orElseThrow();
        jvmWrites(archive.options());
        archive.ended(137);
        assertThat(files()).isEmpty();
        jvmWrites(archive.options());
        // Started again before the last one said how it ended: what it wrote goes.
        archive.options();
        assertThat(files()).isEmpty();
    }

    @Test
    void aRebuiltJarMakesAnArchiveOfItsOwnThatReplacesTheOlder() throws IOException {
        ClassArchive first = ClassArchive.in(work, classPath("a.jar")).orElseThrow();
        jvmWrites(first.options());
        first.ended(0);
        Path older = files().getFirst();
        Files.writeString(work.resolve("lib").resolve("a.jar"), "a rebuilt jar, another size");

        ClassArchive rebuilt = ClassArchive.in(work, classPath("a.jar")).orElseThrow();
        jvmWrites(rebuilt.options());
        rebuilt.ended(0);

        assertThat(files()).singleElement().isNotEqualTo(older);
    }

    @Test
    void aFolderOnTheClassPathCannotBeArchived() throws IOException {
        Path classes = Files.createDirectories(work.resolve("classes"));
        assertThat(ClassArchive.in(work, classPath("a.jar") + File.pathSeparator + classes)).isEmpty();
    }

    @Test
    void anArchiveAHarnessLeftHalfMadeIsRemovedByTheNextRun() throws IOException {
        Path left = Files.writeString(work.resolve("neo4j-server-classes-0123456789abcdef.jsa.1234.tmp"), "classes");
        Files.setLastModifiedTime(left, FileTime.from(Instant.now().minus(Duration.ofHours(1))));
        Path writing = Files.writeString(work.resolve("neo4j-server-classes-0123456789abcdef.jsa.5678.tmp"), "classes");

        ClassArchive.in(work, classPath("a.jar"));

        assertThat(files()).containsExactly(writing);
    }
}
