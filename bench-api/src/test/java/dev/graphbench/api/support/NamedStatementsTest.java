package dev.graphbench.api.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An engine's statements: its own file beside its classes, and the files a jar adds under
 * {@code META-INF/graph-bench/statements/<engine>/}. The test resources hold an engine's own
 * {@code queries.sql} beside this class, a plugin's for engine {@code plugged}, and one for engine
 * {@code clashing} that names a statement the engine's own file already has.
 */
class NamedStatementsTest {

    private static final String OWN = "dev/graphbench/api/support/queries.sql";

    @TempDir
    Path folder;

    @Test
    void aFileIsReadBesideItsAnchorInFileOrderWithoutItsHeaderOrSemicolons() {
        NamedStatements own = NamedStatements.load(NamedStatementsTest.class, "queries.sql", "--");
        assertThat(own.all().keySet()).containsExactly("one-hop", "two-hops");
        assertThat(own.get("one-hop")).isEqualTo("SELECT COUNT(*) FROM follows WHERE dst = :personId");
        assertThat(own.get("two-hops")).startsWith("SELECT COUNT(DISTINCT f2.dst)\nFROM follows f1")
                .endsWith("WHERE f1.src = :personId");
        assertThatThrownBy(() -> own.get("reach")).isInstanceOf(IllegalStateException.class)
                .hasMessage(OWN + " has no statement named 'reach'");
        assertThatThrownBy(() -> NamedStatements.load(NamedStatementsTest.class, "missing.sql", "--"))
                .hasMessage("no resource missing.sql beside " + NamedStatementsTest.class.getName());
    }

    @Test
    void anEngineWithoutExtraFilesHasItsOwnStatements() {
        NamedStatements queries = NamedStatements.queries(NamedStatementsTest.class, "queries.sql", "--", "alone");
        assertThat(queries.all().keySet()).containsExactly("one-hop", "two-hops");
    }

    @Test
    void aFileOnTheClassPathUnderTheEnginesNameAddsStatements() {
        NamedStatements queries = NamedStatements.queries(NamedStatementsTest.class, "queries.sql", "--", "plugged");
        assertThat(queries.all().keySet()).containsExactly("one-hop", "two-hops", "reach");
        assertThat(queries.get("reach")).isEqualTo("SELECT COUNT(*) FROM reach(:personId, :hops)");
        assertThat(queries.get("one-hop")).isEqualTo("SELECT COUNT(*) FROM follows WHERE dst = :personId");
    }

    @Test
    void aNameGivenInTwoFilesFailsNamingBoth() {
        assertThatThrownBy(() -> NamedStatements.queries(NamedStatementsTest.class, "queries.sql", "--", "clashing"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("statement 'one-hop' is named in both " + OWN + " and ")
                .hasMessageEndingWith("META-INF/graph-bench/statements/clashing/queries.sql");
    }

    @Test
    void theThreadsContextClassLoaderAddsFilesToo() throws Exception {
        Path added = extra("-- name: three-hops\nSELECT 3\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {added.toUri().toURL()}, null)) {
            NamedStatements queries = withContextLoader(loader,
                    () -> NamedStatements.queries(NamedStatementsTest.class, "queries.sql", "--", "plugged"));
            assertThat(queries.all().keySet()).containsExactly("one-hop", "two-hops", "reach", "three-hops");
            assertThat(queries.get("three-hops")).isEqualTo("SELECT 3");
        }
    }

    @Test
    void twoAddedFilesNamingOneStatementFailNamingBoth() throws Exception {
        Path added = extra("-- name: reach\nSELECT 4\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {added.toUri().toURL()}, null)) {
            assertThatThrownBy(() -> withContextLoader(loader,
                    () -> NamedStatements.queries(NamedStatementsTest.class, "queries.sql", "--", "plugged")))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("statement 'reach' is named in both ")
                    .hasMessageContaining("test-classes/META-INF/graph-bench/statements/plugged/queries.sql and ")
                    .hasMessageEndingWith(added.toUri().toURL() + "META-INF/graph-bench/statements/plugged/queries.sql");
        }
    }

    @Test
    void aNameTwiceInOneFileOrAnEmptyStatementFailsNamingTheFile() {
        assertThatThrownBy(() -> NamedStatements.parse("mine.sql", "-- name: a\nSELECT 1\n-- name: a\nSELECT 2", "--"))
                .isInstanceOf(IllegalStateException.class).hasMessage("mine.sql: statement 'a' appears twice");
        assertThatThrownBy(() -> NamedStatements.parse("mine.sql", "-- name: a\n;\n-- name: b\nSELECT 2", "--"))
                .isInstanceOf(IllegalStateException.class).hasMessage("mine.sql: statement 'a' is empty");
        assertThat(NamedStatements.parse("mine.cypher", "// header\n  // name: a\nRETURN 1;\n", "//").all())
                .containsExactly(java.util.Map.entry("a", "RETURN 1"));
    }

    /** A class path folder holding a file added for engine {@code plugged}. */
    private Path extra(String statements) throws Exception {
        Path file = folder.resolve("META-INF/graph-bench/statements/plugged/queries.sql");
        Files.createDirectories(file.getParent());
        Files.writeString(file, statements);
        return folder;
    }

    private static <T> T withContextLoader(ClassLoader loader, Callable<T> call) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return call.call();
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}
