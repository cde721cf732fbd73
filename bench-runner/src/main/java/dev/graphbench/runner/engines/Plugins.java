package dev.graphbench.runner.engines;

import dev.graphbench.api.ApiVersion;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.options.OptionNames;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * Engines, phases and workloads of other people's, from a folder: each jar in it, and each sub-folder of jars (a
 * plugin with its dependencies), is a plugin with a class loader of its own, which shares only graph-bench's API and
 * the logging facade with the harness. A plugin names its engines' providers in
 * {@code META-INF/services/dev.graphbench.api.EngineProvider}, or what else it brings in a services file of another
 * of graph-bench's interfaces (a phase's, a workload catalogue's), declares graph-bench as provided, and may
 * name the API version it was built against in its manifest ({@link ApiVersion#MANIFEST_ATTRIBUTE}):
 * a plugin of another version is refused before it is loaded, and one whose classes do not link
 * when first called is named with what it lacks ({@link #cannotLink}), never shown as a stack trace.
 */
public final class Plugins {

    /**
     * One plugin: a jar, or a folder of jars.
     *
     * @param source  the jar or folder, as the plugins folder names it
     * @param loader  its class loader, where its engines, phases and workload catalogues are found
     * @param engines the engines it brings; none for a plugin of phases or workloads alone
     */
    public record Plugin(String source, ClassLoader loader, List<EngineProvider> engines) {

        /** Copies the engines. */
        public Plugin {
            engines = List.copyOf(engines);
        }
    }

    /** Where a jar names what it brings for graph-bench to find: a services file of one of its interfaces. */
    private static final String SERVICES = "META-INF/services/dev.graphbench.";

    private Plugins() {
    }

    /**
     * Every plugin in {@code folder}, each with the engines it brings.
     *
     * @throws IllegalArgumentException one line naming the folder or the plugin and what is wrong with it
     */
    public static List<Plugin> load(Path folder, ClassLoader harness) {
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException(OptionNames.PLUGINS + " " + folder + " is not a folder; give the folder that holds"
                    + " the engine jars");
        }
        List<Path> sources;
        try (Stream<Path> entries = Files.list(folder)) {
            sources = entries.filter(entry -> Files.isDirectory(entry) || entry.getFileName().toString().endsWith(".jar"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + OptionNames.PLUGINS + " " + folder + ": " + e.getMessage(), e);
        }
        if (sources.isEmpty()) {
            throw new IllegalArgumentException(OptionNames.PLUGINS + " " + folder + " holds no .jar file nor folder of jars");
        }
        List<Plugin> plugins = new ArrayList<>();
        for (Path source : sources) {
            plugins.add(plugin(source, harness));
        }
        return plugins;
    }

    private static Plugin plugin(Path source, ClassLoader harness) {
        String name = source.getFileName().toString();
        URL[] jars = jars(source);
        PluginClassLoader loader = new PluginClassLoader("plugin " + name, jars, harness);
        List<EngineProvider> found = new ArrayList<>();
        try {
            for (ServiceLoader.Provider<EngineProvider> provider : ServiceLoader.load(EngineProvider.class, loader)
                    .stream().toList()) {
                found.add(described(name, provider.get()));
            }
        } catch (ServiceConfigurationError e) {
            LinkageError linkage = linkageCause(e);
            throw new IllegalArgumentException(linkage != null ? cannotLink("plugin " + name, linkage)
                    : "plugin " + name + ": " + cause(e), e);
        } catch (LinkageError e) {
            throw new IllegalArgumentException(cannotLink("plugin " + name, e), e);
        }
        if (found.isEmpty() && !namesAny(jars)) {
            // A plugin's dependency jars laid beside it, not in a folder of its own, are each taken for a plugin.
            throw new IllegalArgumentException(Files.isDirectory(source)
                    ? "plugin folder " + name + " names no engine: none of its jars has"
                    + " META-INF/services/dev.graphbench.api.EngineProvider"
                    : "plugin " + name + " names no engine: it has no META-INF/services/dev.graphbench.api.EngineProvider;"
                    + " if it is a jar another plugin depends on, give each plugin a folder of its own in the plugins"
                    + " folder, holding its jar and every jar it depends on");
        }
        return new Plugin(name, loader, found);
    }

    /** Whether one of {@code jars} names something for graph-bench to find: a phase, a workload catalogue. */
    private static boolean namesAny(URL[] jars) {
        for (URL jar : jars) {
            try (JarFile opened = new JarFile(Path.of(jar.toURI()).toFile())) {
                if (opened.stream().anyMatch(entry -> entry.getName().startsWith(SERVICES))) {
                    return true;
                }
            } catch (IOException | java.net.URISyntaxException e) {
                throw new IllegalArgumentException("plugin " + jar + " cannot be read: " + e.getMessage(), e);
            }
        }
        return false;
    }

    /** The provider, once what the harness first asks of it answers: a plugin built against another API fails here. */
    private static EngineProvider described(String source, EngineProvider provider) {
        try {
            provider.name();
            provider.displayName();
            provider.description();
            provider.settings();
            provider.dialect();
            return provider;
        } catch (LinkageError e) {
            throw new IllegalArgumentException(cannotLink("plugin " + source, e), e);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("plugin " + source + ": its engine provider "
                    + provider.getClass().getName() + " failed when asked what it is: " + e, e);
        }
    }

    /**
     * Where {@code provider} comes from, as messages name it: {@code "plugin gremlin.jar"}; empty for an
     * engine of graph-bench itself.
     */
    public static Optional<String> source(EngineProvider provider) {
        return provider.getClass().getClassLoader() instanceof PluginClassLoader loader
                ? Optional.of(loader.getName()) : Optional.empty();
    }

    /**
     * One line for a plugin whose classes do not link, naming what failed: a class that is not graph-bench's
     * missing ({@link NoClassDefFoundError}) means a jar is missing from the plugin's folder; a method or field
     * missing from a class that is not graph-bench's, that its jars do not fit together; anything else (a
     * class, method or field of graph-bench's missing, a method of its interfaces not implemented) that the
     * plugin was built against another API.
     *
     * @param who what failed, as messages name it: {@code "plugin gremlin.jar"}
     */
    public static String cannotLink(String who, LinkageError e) {
        String missing = missingClass(e);
        if (missing != null && !missing.startsWith(GRAPH_BENCH)) {
            return who + " cannot find class " + missing + " (" + e.getClass().getSimpleName() + "): a jar is missing"
                    + " from the plugin's folder; put the jar that holds it there, beside the plugin's jar";
        }
        String said = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage().strip());
        boolean ofGraphBench = said.contains(GRAPH_BENCH) || said.contains(GRAPH_BENCH.replace('.', '/'));
        // A member missing from a class of another jar of the plugin's; a missing implementation of an
        // interface (AbstractMethodError) is of graph-bench's SPI, which is what a plugin implements.
        if (!ofGraphBench && (e instanceof NoSuchMethodError || e instanceof NoSuchFieldError)) {
            return who + " does not link with its own jars (" + said + "): a jar in the plugin's folder is of another"
                    + " version than the plugin was built against";
        }
        return who + " was built against another graph-bench API than this one's (API " + ApiVersion.CURRENT + "): "
                + said + "; rebuild it against this graph-bench's bench-api";
    }

    /** The package every class of graph-bench's own is in. */
    private static final String GRAPH_BENCH = "dev.graphbench.";

    /** The class {@code e} could not find, by its binary name; null when it is not about a class missing. */
    private static String missingClass(LinkageError e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof ClassNotFoundException && cause.getMessage() != null) {
                return cause.getMessage().strip().replace('/', '.');
            }
        }
        if (e instanceof NoClassDefFoundError && e.getMessage() != null
                && !e.getMessage().startsWith("Could not initialize class")) {
            return e.getMessage().strip().replace('/', '.');
        }
        return null;
    }

    /** The class loading failure under a service entry's, when there is one. */
    private static LinkageError linkageCause(ServiceConfigurationError e) {
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof LinkageError linkage) {
                return linkage;
            }
        }
        return null;
    }

    /**
     * The jars of a plugin: the jar itself, or every jar in its folder; each checked to be one, and to
     * name no API version but this harness's.
     */
    private static URL[] jars(Path source) {
        List<Path> jars = new ArrayList<>();
        if (Files.isDirectory(source)) {
            try (Stream<Path> files = Files.list(source)) {
                files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().forEach(jars::add);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read plugin folder " + source + ": " + e.getMessage(), e);
            }
            if (jars.isEmpty()) {
                throw new IllegalArgumentException("plugin folder " + source.getFileName() + " holds no .jar file");
            }
        } else {
            jars.add(source);
        }
        List<URL> urls = new ArrayList<>();
        for (Path jar : jars) {
            String shown = jar.equals(source) ? jar.getFileName().toString()
                    : source.getFileName() + "/" + jar.getFileName();
            try (JarFile opened = new JarFile(jar.toFile())) {
                requireThisApi(shown, opened.getManifest());
                urls.add(jar.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("plugin " + jar.getFileName() + ": its path is not a URL: "
                        + e.getMessage(), e);
            } catch (IOException e) {
                throw new IllegalArgumentException("plugin " + jar.getFileName() + " is not a jar file ("
                        + e.getMessage() + "); remove it from the plugins folder or rebuild it", e);
            }
        }
        return urls.toArray(URL[]::new);
    }

    /** Fails when {@code manifest} names an API version other than this harness's. */
    private static void requireThisApi(String jar, Manifest manifest) {
        String declared = manifest == null ? null : manifest.getMainAttributes().getValue(ApiVersion.MANIFEST_ATTRIBUTE);
        if (declared == null) {
            return;
        }
        int version;
        try {
            version = Integer.parseInt(declared.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("plugin " + jar + ": its manifest's " + ApiVersion.MANIFEST_ATTRIBUTE
                    + " is '" + declared + "', not an API version (a whole number, such as " + ApiVersion.CURRENT + ")");
        }
        if (version != ApiVersion.CURRENT) {
            throw new IllegalArgumentException("plugin " + jar + " needs graph-bench API " + version + " (its manifest's "
                    + ApiVersion.MANIFEST_ATTRIBUTE + "), and this graph-bench has API " + ApiVersion.CURRENT
                    + "; use a graph-bench of API " + version + ", or rebuild the plugin against this graph-bench's"
                    + " bench-api");
        }
    }

    /** What went wrong, in a line: the class a service entry names and why it could not be had. */
    private static String cause(ServiceConfigurationError e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        String message = e.getMessage() == null ? "" : e.getMessage().replaceFirst("^dev\\.graphbench\\.api\\.EngineProvider: ", "");
        return root == e ? message : message + " (" + root + ")";
    }
}
