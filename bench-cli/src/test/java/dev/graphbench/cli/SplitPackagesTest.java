package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No package of graph-bench's is split between two modules: each module's classes sit in packages no
 * other module puts a class in, as the module system and an isolating class loader (a plugin's) demand.
 * bench-cli's tests see every module's jar (bench-conformance's as a test dependency), so the check runs
 * over this class path, and a module of the build missing from it fails too.
 */
class SplitPackagesTest {

    private static final String OWN_PACKAGES = "dev/graphbench/";
    private static final Path ROOT = Path.of(System.getProperty("basedir", ".")).resolve("..").toAbsolutePath()
            .normalize();
    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

    @Test
    void noPackageIsSplitBetweenModules() {
        Map<String, Set<String>> modulesByPackage = packagesOfEachModule();
        List<String> split = new ArrayList<>();
        modulesByPackage.forEach((name, modules) -> {
            if (modules.size() > 1) {
                split.add("package " + name + " is split between " + String.join(" and ", modules));
            }
        });
        assertThat(split).as("move the classes of one module into a package of its own").isEmpty();
    }

    @Test
    void everyModuleWithCodeIsOnTheClassPath() throws IOException {
        Set<String> seen = new TreeSet<>();
        packagesOfEachModule().values().forEach(seen::addAll);
        Matcher module = MODULE.matcher(Files.readString(ROOT.resolve("pom.xml")));
        List<String> withCode = new ArrayList<>();
        while (module.find()) {
            if (Files.isDirectory(ROOT.resolve(module.group(1)).resolve("src/main/java"))) {
                withCode.add(module.group(1));
            }
        }
        assertThat(withCode).as("the build's modules").contains("bench-api", "bench-cli");
        assertThat(seen).as("modules whose packages are checked: add a missing one as a test dependency of bench-cli")
                .containsAll(withCode);
    }

    /** For each package of graph-bench's, the modules that put a class in it, read from the test class path. */
    static Map<String, Set<String>> packagesOfEachModule() {
        Map<String, Set<String>> modulesByPackage = new TreeMap<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry);
            // A module's tests share its packages by design; only main code counts.
            if (path.endsWith("test-classes") || path.getFileName().toString().endsWith("-tests.jar")) {
                continue;
            }
            String module = moduleOf(path);
            for (String name : classes(path)) {
                if (name.startsWith(OWN_PACKAGES) && !name.endsWith("module-info.class")) {
                    String packageName = name.substring(0, name.lastIndexOf('/')).replace('/', '.');
                    modulesByPackage.computeIfAbsent(packageName, key -> new TreeSet<>()).add(module);
                }
            }
        }
        return modulesByPackage;
    }

    /** Every class file under a class path entry, as a path with {@code /}. */
    private static List<String> classes(Path entry) {
        if (Files.isDirectory(entry)) {
            try (Stream<Path> files = Files.walk(entry)) {
                return files.filter(file -> file.toString().endsWith(".class"))
                        .map(file -> entry.relativize(file).toString().replace(File.separatorChar, '/'))
                        .toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        if (!Files.isRegularFile(entry) || !entry.toString().endsWith(".jar")) {
            return List.of();
        }
        try (JarFile jar = new JarFile(entry.toFile())) {
            return jar.stream().map(JarEntry::getName)
                    .filter(name -> name.endsWith(".class") && !name.startsWith("META-INF/"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The module an entry is: a jar's artifact as its Maven descriptor names it, else the jar's name; a folder
     * of classes, {@code <module>/target/classes}, its module's folder.
     */
    private static String moduleOf(Path entry) {
        if (Files.isDirectory(entry)) {
            Path target = entry.getParent();
            return target != null && target.getParent() != null ? target.getParent().getFileName().toString()
                    : entry.toString();
        }
        if (Files.isRegularFile(entry) && entry.toString().endsWith(".jar")) {
            try (JarFile jar = new JarFile(entry.toFile())) {
                JarEntry descriptor = jar.stream()
                        .filter(file -> file.getName().startsWith("META-INF/maven/")
                                && file.getName().endsWith("/pom.properties"))
                        .findFirst().orElse(null);
                if (descriptor != null) {
                    try (InputStream in = jar.getInputStream(descriptor)) {
                        Properties properties = new Properties();
                        properties.load(in);
                        String artifact = properties.getProperty("artifactId");
                        if (artifact != null) {
                            return artifact;
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return entry.getFileName().toString();
    }
}
