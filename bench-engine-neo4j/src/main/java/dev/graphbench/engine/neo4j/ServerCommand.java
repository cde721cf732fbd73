package dev.graphbench.engine.neo4j;

import java.io.File;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The command that starts {@link Neo4jServerMain} in a JVM of its own: the harness's own {@code java}, the class
 * path the harness runs on (the shaded {@code bench-cli.jar}, a test's class path, or a plugin folder's jars), the
 * heap, and the JVM options Neo4j's own {@code neo4j.conf} gives its server.
 */
final class ServerCommand {

    /**
     * The JVM options of Neo4j's own server configuration that bear on a benchmark: its collector, whole stack traces,
     * final fields trusted by the compiler, no collection on request, Netty's and the page cache's access to the JDK.
     * Neo4j's script also pre-touches a heap whose initial size is its maximum; here the heap grows as it is used, so
     * that a start is quicker and the server's memory in the results is what it took.
     */
    static final List<String> NEO4J_OPTIONS = List.of(
            "-XX:+UseG1GC",
            "-XX:-OmitStackTraceInFastThrow",
            "-XX:+UnlockExperimentalVMOptions",
            "-XX:+TrustFinalNonStaticFields",
            "-XX:+DisableExplicitGC",
            "-Djdk.nio.maxCachedBufferSize=1024",
            "-Dio.netty.tryReflectionSetAccessible=true",
            "-Dlog4j2.disable.jmx=true",
            "--add-opens=java.base/java.nio=ALL-UNNAMED",
            "--add-opens=java.base/java.io=ALL-UNNAMED",
            "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
            "--enable-native-access=ALL-UNNAMED");

    /** Netty and the page cache use {@code sun.misc.Unsafe}, which JDK 24 and later warn about at every start. */
    private static final String UNSAFE_ALLOWED = "--sun-misc-unsafe-memory-access=allow";
    private static final int UNSAFE_WARNING_FROM = 24;

    private ServerCommand() {
    }

    /**
     * The command that starts Neo4j from {@code home} with {@code config}, its heap {@code heapBytes}, its crash
     * reports (if the JVM ever writes one) in {@code logs}, watching {@code harnessPid} to end with it; with
     * {@code more} JVM options ({@link ClassArchive#options()}).
     */
    static List<String> of(Path home, Path config, Path logs, long heapBytes, long harnessPid, List<String> more) {
        List<String> command = new ArrayList<>();
        command.add(javaBinary());
        command.add("-Xmx" + Neo4jMemory.mebibytes(heapBytes));
        command.addAll(NEO4J_OPTIONS);
        if (Runtime.version().feature() >= UNSAFE_WARNING_FROM) {
            command.add(UNSAFE_ALLOWED);
        }
        command.add("-XX:ErrorFile=" + logs.resolve("hs_err_pid%p.log"));
        command.addAll(more);
        command.add("-cp");
        command.add(classPath());
        command.add(Neo4jServerMain.class.getName());
        command.add(home.toString());
        command.add(config.toString());
        command.add(Long.toString(harnessPid));
        return command;
    }

    /** The {@code java} this JVM was started with, or the one of its Java home when the system does not say. */
    static String javaBinary() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /**
     * The harness's class path, led by where this engine's classes come from when it is not on it (a plugin's
     * class loader): the server runs the same Neo4j, from the same jars.
     */
    static String classPath() {
        Set<String> entries = new LinkedHashSet<>();
        ClassLoader loader = ServerCommand.class.getClassLoader();
        if (loader instanceof URLClassLoader plugin) {
            for (URL url : plugin.getURLs()) {
                file(url).ifPresent(entries::add);
            }
        }
        CodeSource own = ServerCommand.class.getProtectionDomain().getCodeSource();
        if (own != null) {
            file(own.getLocation()).ifPresent(entries::add);
        }
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                entries.add(Path.of(entry).toAbsolutePath().toString());
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    private static Optional<String> file(URL url) {
        if (url == null || !url.getProtocol().equals("file")) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(url.toURI()).toAbsolutePath().toString());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
