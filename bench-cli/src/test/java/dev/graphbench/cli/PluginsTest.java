package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.ApiVersion;
import dev.graphbench.cli.plugins.OtherApi;
import dev.graphbench.cli.plugins.OwnNetty;
import dev.graphbench.cli.plugins.PluginJar;
import dev.graphbench.cli.plugins.ReferenceLike;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines from a plugins folder, as jars a third party ships: one that works runs beside the built-in
 * ones, one that brings its own version of a library the harness uses too runs with its own; one whose
 * answers differ, one that crashes the harness, one built against another API, and every way a jar can
 * be broken each end as the exit codes say, a broken jar in one line naming it.
 */
class PluginsTest {

    private static final String[] QUICK = {"--sf", "0.001", "--calls", "3", "--warmup", "1", "--warmup-seconds", "0",
        "--settle-seconds", "0", "--phases", "load,traverse"};

    @TempDir
    Path folder;

    private Path plugins() throws IOException {
        return Files.createDirectories(folder.resolve("plugins"));
    }

    /** A plugin jar of the reference engine's kind, naming this API's version, as a plugin built now does. */
    private Path jarOf(String name, String service) throws IOException {
        return PluginJar.write(plugins().resolve(name + ".jar"), List.of(ReferenceLike.class), List.of(service),
                Map.of(ApiVersion.MANIFEST_ATTRIBUTE, String.valueOf(ApiVersion.CURRENT)));
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
        assertThat(run.out).contains("Plugin faithful (ms)", "Judged by the reference engine: every answer agrees, call by call");
    }

    @Test
    void anEngineWhoseAnswersDifferEndsWithExitFour() throws IOException {
        jarOf("miscounting", ReferenceLike.Miscounting.class.getName());

        Cli run = run("miscounting");

        assertThat(run.exit).as(run.err).isEqualTo(4);
        assertThat(run.out).contains("ANSWERS DIFFER: miscounting differs from reference on one-hop, first at call 0");
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
        Files.createDirectories(plugins().resolve("gremlin"));
        oneLine(Cli.run("--plugins", plugins().toString(), "engines"), 2, "plugin folder gremlin holds no .jar file");
    }

    @Test
    void aPluginThatNeedsAnotherApiVersionIsRefusedNamingBoth() throws IOException {
        int next = ApiVersion.CURRENT + 1;
        PluginJar.write(plugins().resolve("future.jar"), List.of(ReferenceLike.class),
                List.of(ReferenceLike.Faithful.class.getName()), Map.of("Graph-Bench-Api", String.valueOf(next)));

        oneLine(Cli.run("--plugins", plugins().toString(), "engines"), 2, "plugin future.jar needs graph-bench API " + next
                + " (its manifest's Graph-Bench-Api), and this graph-bench has API " + ApiVersion.CURRENT + "; use a"
                + " graph-bench of API " + next + ", or rebuild the plugin against this graph-bench's bench-api");
        // A plugin built against the API before this one's SPI changed (API 1) is refused the same way.
        Files.delete(plugins().resolve("future.jar"));
        PluginJar.write(plugins().resolve("earlier.jar"), List.of(ReferenceLike.class),
                List.of(ReferenceLike.Faithful.class.getName()), Map.of("Graph-Bench-Api", "1"));
        oneLine(Cli.run("--plugins", plugins().toString(), "engines"), 2, "plugin earlier.jar needs graph-bench API 1");
    }

    @Test
    void anApiVersionThatIsNotANumberIsNamed() throws IOException {
        PluginJar.write(plugins().resolve("odd.jar"), List.of(ReferenceLike.class),
                List.of(ReferenceLike.Faithful.class.getName()), Map.of("Graph-Bench-Api", "two"));

        oneLine(Cli.run("--plugins", plugins().toString(), "engines"), 2, "plugin odd.jar: its manifest's Graph-Bench-Api"
                + " is 'two', not an API version (a whole number, such as " + ApiVersion.CURRENT + ")");
    }

    @Test
    void aProviderBuiltBeforeAMethodOfTheApiExistedIsNamedWithWhatItLacks() throws IOException {
        Path classes = OtherApi.compile(folder.resolve("older"), Map.of("dev.graphbench.api.EngineProvider", """
                package dev.graphbench.api;

                import java.util.List;

                public interface EngineProvider {
                    String name();
                    String displayName();
                    List<Setting> settings();
                    boolean isConfigured(Settings settings);
                    Dialect dialect();
                    Engine open(Settings settings);
                }
                """), Map.of("com.example.older.OlderProvider", """
                package com.example.older;

                import dev.graphbench.api.*;
                import dev.graphbench.engine.reference.ReferenceProvider;
                import java.util.List;

                public final class OlderProvider implements EngineProvider {
                    public String name() { return "older"; }
                    public String displayName() { return "Older"; }
                    public List<Setting> settings() { return List.of(); }
                    public boolean isConfigured(Settings settings) { return true; }
                    public Dialect dialect() { return new ReferenceProvider().dialect(); }
                    public Engine open(Settings settings) { return new ReferenceProvider().open(settings); }
                }
                """));
        PluginJar.writeFolder(plugins().resolve("older.jar"), classes, List.of("com.example.older.OlderProvider"));

        Cli cli = Cli.run("--plugins", plugins().toString(), "engines");

        oneLine(cli, 2, "plugin older.jar was built against another graph-bench API than this one's (API " + ApiVersion.CURRENT + "):"
                + " AbstractMethodError: ");
        assertThat(cli.err.strip()).contains("OlderProvider", "description()")
                .endsWith("; rebuild it against this graph-bench's bench-api");
    }

    @Test
    void aProviderCallingAMethodTheApiNoLongerHasIsNamedWithTheMethod() throws IOException {
        Path classes = OtherApi.compile(folder.resolve("renamed"), Map.of("dev.graphbench.api.Setting", """
                package dev.graphbench.api;

                public record Setting(String key, String environmentVariable) {
                    public static Setting named(String key, String environmentVariable) {
                        return new Setting(key, environmentVariable);
                    }
                }
                """), Map.of("com.example.renamed.RenamedProvider", """
                package com.example.renamed;

                import dev.graphbench.api.*;
                import dev.graphbench.engine.reference.ReferenceProvider;
                import java.util.List;

                public final class RenamedProvider implements EngineProvider {
                    public String name() { return "renamed"; }
                    public String displayName() { return "Renamed"; }
                    public String description() { return "a plugin of an API whose settings were made otherwise"; }
                    public List<Setting> settings() { return List.of(Setting.named("url", "RENAMED_URL")); }
                    public boolean isConfigured(Settings settings) { return true; }
                    public Dialect dialect() { return new ReferenceProvider().dialect(); }
                    public Engine open(Settings settings) { return new ReferenceProvider().open(settings); }
                }
                """));
        PluginJar.writeFolder(plugins().resolve("renamed.jar"), classes, List.of("com.example.renamed.RenamedProvider"));

        Cli cli = Cli.run("--plugins", plugins().toString(), "engines");

        oneLine(cli, 2, "plugin renamed.jar was built against another graph-bench API than this one's (API " + ApiVersion.CURRENT + "):"
                + " NoSuchMethodError: ");
        assertThat(cli.err).contains("dev.graphbench.api.Setting.named(java.lang.String, java.lang.String)");
    }

    @Test
    void anEngineThatFailsToLinkOnlyWhenCalledIsHeldNamingItsPluginAndTheRunGoesOn() throws IOException {
        Path classes = OtherApi.compile(folder.resolve("recounting"), Map.of("dev.graphbench.api.Answer", """
                package dev.graphbench.api;

                import java.util.List;

                public record Answer(List<List<Object>> rows) {
                    public static Answer counted(long count) {
                        return new Answer(List.of(List.of(count)));
                    }

                    public long count() {
                        return ((Number) rows.get(0).get(0)).longValue();
                    }
                }
                """), Map.of("com.example.recounting.RecountingProvider", """
                package com.example.recounting;

                import dev.graphbench.api.*;
                import dev.graphbench.engine.reference.ReferenceProvider;
                import java.util.List;
                import java.util.Map;

                public final class RecountingProvider implements EngineProvider {
                    private final ReferenceProvider reference = new ReferenceProvider();
                    public String name() { return "recounting"; }
                    public String displayName() { return "Recounting"; }
                    public String description() { return "counts through an Answer factory this API does not have"; }
                    public List<Setting> settings() { return List.of(); }
                    public boolean isConfigured(Settings settings) { return true; }
                    public Dialect dialect() { return reference.dialect(); }
                    public Engine open(Settings settings) {
                        Engine inner = reference.open(settings);
                        return new Engine() {
                            public EngineInfo info() { return new EngineInfo("Recounting", "1", "none", "1", "in-process"); }
                            public void ping() { }
                            public Schema schema() { return inner.schema(); }
                            public Loader loader() { return inner.loader(); }
                            public Session openSession() {
                                Session session = inner.openSession();
                                return new Session() {
                                    public Answer execute(Query query, Map<String, Object> arguments) {
                                        Answer answer = session.execute(query, arguments);
                                        return query.id().equals("one-hop") ? Answer.counted(answer.count()) : answer;
                                    }
                                    public void close() { session.close(); }
                                };
                            }
                            public void close() { inner.close(); }
                        };
                    }
                }
                """));
        PluginJar.writeFolder(plugins().resolve("recounting.jar"), classes,
                List.of("com.example.recounting.RecountingProvider"));

        Cli run = run("recounting");

        assertThat(run.exit).as(run.err).isEqualTo(3);
        assertThat(run.err).doesNotContain("\tat ").contains("[recounting] held: recounting (plugin recounting.jar) was"
                + " built against another graph-bench API than this one's (API " + ApiVersion.CURRENT + "): NoSuchMethodError:"
                + " 'dev.graphbench.api"
                + ".Answer dev.graphbench.api.Answer.counted(long)'; rebuild it against this graph-bench's bench-api");
        EngineRun recounting = BuiltInResults.read(ResultsFolder.at(folder.resolve("results")).latestRun().orElseThrow()
                .resolve("recounting-sf0.001.json"));
        assertThat(BuiltInResults.load(recounting).status()).as("what ran before the call that failed is kept").hasToString("OK");
        assertThat(recounting.workload("one-hop").reason()).contains("NoSuchMethodError");
    }

    /**
     * A plugin whose engine needs a parser from a library jar of its own (as TinkerPop's Gremlin needs
     * antlr4-runtime), compiled here; {@code lacking} uses it when its engine opens, {@code lacking-early} when
     * its provider is made. Returns the folder of their class files, the parser's included.
     */
    private Path pluginNeedingALibrary() {
        String provider = """
                package com.example.lacking;

                import dev.graphbench.api.*;
                import dev.graphbench.engine.reference.ReferenceProvider;
                import java.util.List;

                public class LackingProvider implements EngineProvider {
                    private final ReferenceProvider reference = new ReferenceProvider();
                    public String name() { return "lacking"; }
                    public String displayName() { return "Lacking"; }
                    public String description() { return "parses with a library of its own"; }
                    public List<Setting> settings() { return List.of(); }
                    public boolean isConfigured(Settings settings) { return true; }
                    public Dialect dialect() { return reference.dialect(); }
                    public Engine open(Settings settings) {
                        com.example.parser.Grammar.check(name());
                        return reference.open(settings);
                    }
                }
                """;
        String early = """
                package com.example.lacking;

                public final class EarlyProvider extends LackingProvider {
                    private final String grammar = com.example.parser.Grammar.check("lacking-early");
                    public String name() { return grammar; }
                }
                """;
        return OtherApi.compile(folder.resolve("lacking-classes"), Map.of(), Map.of(
                "com.example.parser.Grammar", """
                        package com.example.parser;

                        public final class Grammar {
                            public static String check(String name) { return name; }
                        }
                        """, "com.example.lacking.LackingProvider", provider, "com.example.lacking.EarlyProvider", early));
    }

    /** The parser's class file, moved out of {@code classes} into a library jar of its own at {@code jar}. */
    private Path library(Path classes, Path jar) throws IOException {
        Path library = folder.resolve("library-classes");
        Files.createDirectories(library.resolve("com/example/parser"));
        Files.move(classes.resolve("com/example/parser/Grammar.class"), library.resolve("com/example/parser/Grammar.class"));
        return PluginJar.writeFolder(jar, library, List.of());
    }

    @Test
    void aPluginWhoseFolderLacksAJarItNeedsNamesTheMissingClassNotTheApi() throws IOException {
        Path classes = pluginNeedingALibrary();
        library(classes, folder.resolve("parser.jar"));
        Path plugin = Files.createDirectories(plugins().resolve("lacking"));
        Map<String, String> thisApi = Map.of(ApiVersion.MANIFEST_ATTRIBUTE, String.valueOf(ApiVersion.CURRENT));
        PluginJar.writeFolder(plugin.resolve("lacking.jar"), classes, List.of("com.example.lacking.LackingProvider"),
                thisApi);

        Cli run = run("lacking");
        Cli verbose = Cli.run("--verbose", "--plugins", plugins().toString(), "run", "--engines", "lacking", "--output",
                folder.resolve("verbose").toString(), "--sf", "0.001", "--phases", "load,traverse");

        assertThat(run.exit).as(run.err).isEqualTo(3);
        assertThat(run.err).doesNotContain("\tat ").doesNotContain("another graph-bench API")
                .contains("[lacking] held: lacking (plugin lacking) cannot find class com.example.parser.Grammar"
                        + " (NoClassDefFoundError): a jar is missing from the plugin's folder; put the jar that holds it"
                        + " there, beside the plugin's jar");
        assertThat(verbose.logs).as("--verbose shows the cause's stack")
                .contains("Caused by: java.lang.ClassNotFoundException: com.example.parser.Grammar", "\tat ");

        // Made when the provider is: refused before anything runs, in one line.
        Files.delete(plugin.resolve("lacking.jar"));
        PluginJar.writeFolder(plugin.resolve("lacking.jar"), classes, List.of("com.example.lacking.EarlyProvider"),
                thisApi);
        oneLine(Cli.run("--plugins", plugins().toString(), "engines"), 2, "plugin lacking cannot find class"
                + " com.example.parser.Grammar (NoClassDefFoundError): a jar is missing from the plugin's folder");
    }

    @Test
    void aPluginWithItsDependencyJarBesideItIsToldToGiveEachPluginAFolderOfItsOwn() throws IOException {
        Path classes = pluginNeedingALibrary();
        // Laid flat in the plugins folder, as a user unpacking a plugin might: the library sorts first.
        library(classes, plugins().resolve("antlr4-runtime.jar"));
        PluginJar.writeFolder(plugins().resolve("lacking.jar"), classes, List.of("com.example.lacking.LackingProvider"));

        oneLine(Cli.run("--plugins", plugins().toString(), "engines"), 2, "plugin antlr4-runtime.jar names no engine:"
                + " it has no META-INF/services/dev.graphbench.api.EngineProvider; if it is a jar another plugin depends"
                + " on, give each plugin a folder of its own in the plugins folder, holding its jar and every jar it"
                + " depends on");

        // As the message says: one folder, the plugin's jar and the jar it depends on.
        Path own = Files.createDirectories(plugins().resolve("lacking"));
        Files.move(plugins().resolve("antlr4-runtime.jar"), own.resolve("antlr4-runtime.jar"));
        Files.move(plugins().resolve("lacking.jar"), own.resolve("lacking.jar"));
        Cli run = run("lacking");
        assertThat(run.exit).as(run.err).isZero();
        assertThat(run.out).contains("Lacking (ms)");
    }

    @Test
    void aPluginBringingItsOwnNettySeesItsOwnAndTheHarnessItsOwnInOneRun() throws IOException {
        Path plugin = Files.createDirectories(plugins().resolve("own-netty"));
        PluginJar.write(plugin.resolve("own-netty.jar"), List.of(ReferenceLike.class, OwnNetty.class),
                List.of(OwnNetty.class.getName()), Map.of(ApiVersion.MANIFEST_ATTRIBUTE, String.valueOf(ApiVersion.CURRENT)));
        String theirs = System.getProperty("plugin.netty.version");
        Path netty = Path.of(System.getProperty("plugin.libraries")).resolve("netty-common-" + theirs + ".jar");
        Files.copy(netty, plugin.resolve(netty.getFileName()));

        Cli run = run("neo4j,own-netty");

        assertThat(run.exit).as(run.err).isZero();
        assertThat(run.out).contains("Judged by the reference engine: every answer agrees, call by call");
        Path results = ResultsFolder.at(folder.resolve("results")).latestRun().orElseThrow();
        String ours = System.getProperty("netty.version");
        assertThat(theirs).isNotEqualTo(ours);
        assertThat(BuiltInResults.read(results.resolve("own-netty-sf0.001.json")).engine().driverVersion())
                .as("the plugin's calls ran on its own Netty").isEqualTo(theirs);
        assertThat(io.netty.util.Version.class.getPackage().getImplementationVersion())
                .as("the harness's Netty, which its Neo4j engine ran on in the same run").isEqualTo(ours);
        assertThat(BuiltInResults.read(results.resolve("neo4j-sf0.001.json")).status()).hasToString("OK");
    }
}
