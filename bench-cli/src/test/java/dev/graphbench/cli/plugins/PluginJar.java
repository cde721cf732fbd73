package dev.graphbench.cli.plugins;

import dev.graphbench.api.EngineProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * Writes a plugin jar as a third party ships one: compiled classes (from this module's test classes,
 * each with its nested and anonymous classes, or every class of a folder compiled at test time), a
 * {@code META-INF/services} file naming its engine providers, or any text in their place, and a
 * manifest with the attributes given.
 */
public final class PluginJar {

    private PluginJar() {
    }

    /** A jar at {@code jar} of {@code classes}, whose services file lists {@code services}, one a line. */
    public static Path write(Path jar, List<Class<?>> classes, List<String> services) {
        return write(jar, classes, services, Map.of());
    }

    /** As {@link #write(Path, List, List)}, its manifest holding {@code manifest}'s attributes too. */
    public static Path write(Path jar, List<Class<?>> classes, List<String> services, Map<String, String> manifest) {
        try {
            Map<String, Path> entries = new LinkedHashMap<>();
            for (Class<?> type : classes) {
                for (Path compiled : compiled(type)) {
                    entries.put(type.getPackageName().replace('.', '/') + "/" + compiled.getFileName(), compiled);
                }
            }
            return write(jar, entries, services, manifest);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A jar at {@code jar} of {@code classes}, whose services file of the interface {@code service} lists
     * {@code providers}: a plugin of something else than engines, such as a phase.
     */
    public static Path write(Path jar, List<Class<?>> classes, Class<?> service, List<String> providers,
                             Map<String, String> manifest) {
        try {
            Map<String, Path> entries = new LinkedHashMap<>();
            for (Class<?> type : classes) {
                for (Path compiled : compiled(type)) {
                    entries.put(type.getPackageName().replace('.', '/') + "/" + compiled.getFileName(), compiled);
                }
            }
            return write(jar, entries, service.getName(), providers, manifest);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A jar at {@code jar} of every class file under {@code classes}, whose services file lists {@code services}. */
    public static Path writeFolder(Path jar, Path classes, List<String> services) {
        return writeFolder(jar, classes, services, Map.of());
    }

    /**
     * As {@link #writeFolder(Path, Path, List)}, its manifest holding {@code manifest}'s attributes; with no
     * services, a jar of classes alone, as a library is.
     */
    public static Path writeFolder(Path jar, Path classes, List<String> services, Map<String, String> manifest) {
        try (Stream<Path> files = Files.walk(classes)) {
            Map<String, Path> entries = new LinkedHashMap<>();
            for (Path file : files.filter(file -> file.toString().endsWith(".class")).sorted().toList()) {
                entries.put(classes.relativize(file).toString().replace('\\', '/'), file);
            }
            return write(jar, entries, services, manifest);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path write(Path jar, Map<String, Path> entries, List<String> services, Map<String, String> attributes)
            throws IOException {
        return write(jar, entries, EngineProvider.class.getName(), services, attributes);
    }

    private static Path write(Path jar, Map<String, Path> entries, String service, List<String> services,
                              Map<String, String> attributes) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        attributes.forEach((name, value) -> manifest.getMainAttributes().putValue(name, value));
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
            for (Map.Entry<String, Path> entry : entries.entrySet()) {
                out.putNextEntry(new JarEntry(entry.getKey()));
                try (InputStream in = Files.newInputStream(entry.getValue())) {
                    in.transferTo(out);
                }
                out.closeEntry();
            }
            if (!services.isEmpty()) {
                out.putNextEntry(new JarEntry("META-INF/services/" + service));
                out.write((String.join("\n", services) + "\n").getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        return jar;
    }

    /** The class file of {@code type} and those of the classes nested in it, anonymous ones too. */
    private static List<Path> compiled(Class<?> type) throws IOException {
        try {
            Path folder = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .resolve(type.getPackageName().replace('.', '/'));
            String name = type.getSimpleName();
            try (Stream<Path> files = Files.list(folder)) {
                return new ArrayList<>(files.filter(file -> {
                    String fileName = file.getFileName().toString();
                    return fileName.equals(name + ".class") || fileName.startsWith(name + "$");
                }).toList());
            }
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
