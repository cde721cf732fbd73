package dev.graphbench.cli;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Engines of other people's, as jars in a folder: each jar brings an {@code EngineProvider} and
 * its {@code META-INF/services} line, and declares bench-api as provided.
 */
final class Plugins {

    private final ClassLoader classLoader;

    private Plugins(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    /** The built-in engines, and those in {@code folder} when it is given. */
    static Plugins load(String folder) {
        ClassLoader application = Plugins.class.getClassLoader();
        if (folder == null) {
            return new Plugins(application);
        }
        Path directory = Path.of(folder);
        if (!Files.isDirectory(directory)) {
            throw new UsageException("--plugins " + folder + " is not a folder; give the folder that holds the engine jars");
        }
        List<URL> jars = new ArrayList<>();
        try (Stream<Path> files = Files.list(directory)) {
            for (Path jar : files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().toList()) {
                jars.add(jar.toUri().toURL());
            }
        } catch (MalformedURLException e) {
            throw new UsageException("--plugins " + folder + " holds a jar whose path is not a URL: " + e.getMessage());
        } catch (IOException e) {
            throw new UsageException("cannot read --plugins " + folder + ": " + e.getMessage());
        }
        if (jars.isEmpty()) {
            throw new UsageException("--plugins " + folder + " holds no .jar file");
        }
        return new Plugins(new URLClassLoader("bench-plugins", jars.toArray(URL[]::new), application));
    }

    ClassLoader classLoader() {
        return classLoader;
    }
}
