package dev.graphbench.cli.plugins;

import dev.graphbench.api.EngineProvider;
import dev.graphbench.engine.reference.ReferenceProvider;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Plugins as a third party built them against another version of the API than this harness's:
 * compiled now, with the JDK's compiler, against the API types another version declared differently
 * (given as source) and the rest of this API and the reference engine as they are; then the API's
 * own classes are left out, as a plugin leaves bench-api out of its jar. What the plugin calls that
 * this API lacks fails only when the harness runs it, as it would for a plugin built elsewhere.
 */
public final class OtherApi {

    private OtherApi() {
    }

    /**
     * Compiles {@code plugin} against {@code api}, each a map from a type's binary name to its source,
     * into {@code folder}, and returns the folder of the plugin's class files.
     */
    public static Path compile(Path folder, Map<String, String> api, Map<String, String> plugin) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<JavaFileObject> units = new ArrayList<>();
        api.forEach((name, text) -> units.add(source(name, text)));
        plugin.forEach((name, text) -> units.add(source(name, text)));
        String classpath = Stream.of(EngineProvider.class, ReferenceProvider.class).map(OtherApi::location)
                .collect(Collectors.joining(File.pathSeparator));
        StringWriter problems = new StringWriter();
        try {
            Files.createDirectories(folder);
            boolean compiled = javac.getTask(problems, null, null, List.of("-d", folder.toString(), "-classpath",
                    classpath, "--release", "21", "-proc:none"), null, units).call();
            if (!compiled) {
                throw new IllegalStateException("the plugin does not compile: " + problems);
            }
            // The API's classes are the harness's to give, whatever version the plugin was built against.
            deleteAll(folder.resolve("dev/graphbench/api"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return folder;
    }

    private static JavaFileObject source(String binaryName, String text) {
        return new SimpleJavaFileObject(URI.create("string:///" + binaryName.replace('.', '/') + ".java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return text;
            }
        };
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void deleteAll(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }
}
