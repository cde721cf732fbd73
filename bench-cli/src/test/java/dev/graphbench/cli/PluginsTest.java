package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.cli.plugins.PluginJar;
import dev.graphbench.cli.plugins.ReferenceLike;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines from a plugins folder, as jars a third party ships: one that works runs beside the built-in
 * ones; one whose answers differ, one that crashes the harness, and every way a jar can be broken
 * each end as the exit codes say, a broken jar in one line naming it.
 */
class PluginsTest {

    private static final String[] QUICK = {"--sf", "0.001", "--calls", "3", "--warmup", "1", "--warmup-seconds", "0",
        "--settle-seconds", "0", "--phases", "load,traverse"};

    @TempDir
    Path folder;

    private Path plugins() throws IOException {
        return Files.createDirectories(folder.resolve("plugins"));
    }

    private Path jarOf(String name, String service) throws IOException {
        return PluginJar.write(plugins().resolve(name + ".jar"), List.of(ReferenceLike.class), List.of(service));
    }

    private Cli run(String engine) {
        List<String> args = new ArrayList<>(List.of("--plugins", folder.resolve("plugins").toString(), "run",
                "--engines", engine, "--output", folder.resolve("results").toString()));
        args.addAll(List.of(QUICK));
        return Cli.run(args.toArray(String[]::new));
    }

    private static void oneLine(Cli cli, int exit, String start) {
        assertThat(cli.exit).as(cli.err).isEqualTo(exit);
        assertThat(cli.err.strip()).doesNotContain("\n").doesNotContain("\tat ").startsWith("bench: " + start);
    }

    @Test
    void aPluginThatWorksRunsBesideTheBuiltInEnginesAndAgrees() throws IOException {
        jarOf("faithful", ReferenceLike.Faithful.class.getName());

        Cli engines = Cli.run("--plugins", plugins().toString(), "engines");
        assertThat(engines.out).contains("faithful (Plugin faithful): the reference engine as a plugin", "reference (");

        Cli run = run("faithful");
        assertThat(run.exit).as(run.err).isZero();
        assertThat(run.out).contains("Plugin faithful (ms)", "Every engine's answers agree with the reference engine's");
    }

    @Test
    void anEngineWhoseAnswersDifferEndsWithExitFour() throws IOException {
        jarOf("miscounting", ReferenceLike.Miscounting.class.getName());

        Cli run = run("miscounting");

        assertThat(run.exit).as(run.err).isEqualTo(4);
        assertThat(run.out).contains("ANSWERS DIFFER: miscounting disagrees with reference on one-hop, first at call 0");
    }

    @Test
    void aFaultOfTheHarnessItselfEndsWithExitOneInOneLine() throws IOException {
        jarOf("crashing", ReferenceLike.Crashing.class.getName());

        Cli run = run("crashing");

        assertThat(run.exit).as(run.err).isEqualTo(1);
        assertThat(run.err).doesNotContain("\tat ");
        assertThat(run.err.strip().lines().toList().getLast()).isEqualTo("bench: unexpected AssertionError: a broken"
                + " invariant (run with --verbose for the stack trace)");
    }

    @Test
    void aFileThatIsNotAJarIsNamed() throws IOException {
        Files.writeString(plugins().resolve("notes.jar"), "not a zip file");

        oneLine(Cli.run("--plugins", plugins().toString(), "engines"), 2, "plugin notes.jar is not a jar file (");
    }

    @Test
    void aServiceEntryNamingAClassThePluginDoesNotHaveIsNamedWithItsJar() throws IOException {
        jarOf("missing", "com.example.NoSuchProvider");

        oneLine(Cli.run("--plugins", plugins().toString(), "engines"), 2,
                "plugin missing.jar: Provider com.example.NoSuchProvider not found");
    }

    @Test
    void aProviderWhoseConstructorThrowsIsNamedWithItsJarAndTheCause() throws IOException {
        jarOf("unmakeable", ReferenceLike.Unmakeable.class.getName());

        Cli cli = Cli.run("--plugins", plugins().toString(), "engines");

        oneLine(cli, 2, "plugin unmakeable.jar: Provider " + ReferenceLike.Unmakeable.class.getName());
        assertThat(cli.err).contains("no licence file found");
    }

    @Test
    void twoEnginesWithOneNameAreRefusedNamingBoth() throws IOException {
        jarOf("impostor", ReferenceLike.Impostor.class.getName());

        oneLine(Cli.run("--plugins", plugins().toString(), "engines"), 2, "two engines are named 'postgres': one from"
                + " graph-bench itself, one from plugin impostor.jar; remove one of them from the plugins folder");
    }

    @Test
    void aMissingOrEmptyPluginsFolderIsRefused() throws IOException {
        oneLine(Cli.run("--plugins", folder.resolve("none").toString(), "engines"), 2, "--plugins "
                + folder.resolve("none") + " is not a folder");
        oneLine(Cli.run("--plugins", plugins().toString(), "engines"), 2, "--plugins " + plugins()
                + " holds no .jar file nor folder of jars");
    }
}
