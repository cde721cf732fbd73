package dev.graphbench.cli.plugins;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * Writes a plugin jar as a third party ships one: compiled classes (from this module's test classes,
 * each with its nested and anonymous classes) and a {@code META-INF/services} file naming its engine
 * providers, or any text in their place.
 */
public final class PluginJar {

    private PluginJar() {
    }

    /** A jar at {@code jar} of {@code classes}, whose services file lists {@code services}, one a line. */
    public static Path write(Path jar, List<Class<?>> classes, List<String> services) {
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            for (Class<?> type : classes) {
                for (Path compiled : compiled(type)) {
                    String entry = type.getPackageName().replace('.', '/') + "/" + compiled.getFileName();
                    out.putNextEntry(new JarEntry(entry));
                    try (InputStream in = Files.newInputStream(compiled)) {
                        in.transferTo(out);
                    }
                    out.closeEntry();
                }
            }
            out.putNextEntry(new JarEntry("META-INF/services/dev.graphbench.api.EngineProvider"));
            out.write((String.join("\n", services) + "\n").getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The class file of {@code type} and those of the classes nested in it, anonymous ones too. */
    private static List<Path> compiled(Class<?> type) throws IOException {
        try {
            Path folder = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .resolve(type.getPackageName().replace('.', '/'));
            String name = type.getSimpleName();
            try (Stream<Path> files = Files.list(folder)) {
                return files.filter(file -> {
                    String fileName = file.getFileName().toString();
                    return fileName.equals(name + ".class") || fileName.startsWith(name + "$");
                }).toList();
            }
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
