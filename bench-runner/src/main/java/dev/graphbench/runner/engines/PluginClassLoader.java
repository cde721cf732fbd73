package dev.graphbench.runner.engines;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * The class loader of one plugin: it looks in the plugin's own jars first, and asks the harness only
 * for the plugin API ({@code dev.graphbench.api}), the logging facade ({@code org.slf4j}) and the JDK,
 * so that a plugin may bring its own versions of libraries the harness also uses (a driver, Netty,
 * Jackson, Drivine) and neither sees the other's.
 */
final class PluginClassLoader extends URLClassLoader {

    /** What a plugin shares with the harness: the types they speak to each other in. */
    private static final List<String> SHARED = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.",
            "dev.graphbench.api.", "org.slf4j.");

    PluginClassLoader(String name, URL[] jars, ClassLoader harness) {
        super(name, jars, harness);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                if (shared(name)) {
                    loaded = getParent().loadClass(name);
                } else {
                    try {
                        loaded = findClass(name);
                    } catch (ClassNotFoundException notInThePlugin) {
                        loaded = getParent().loadClass(name);
                    }
                }
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    @Override
    public URL getResource(String name) {
        URL own = findResource(name);
        return own != null ? own : getParent().getResource(name);
    }

    /**
     * The plugin's own resources first, then the harness's; but only the plugin's own service files, as
     * the harness's engines are not the plugin's.
     */
    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        if (name.startsWith("META-INF/services/")) {
            return findResources(name);
        }
        List<URL> all = new ArrayList<>(Collections.list(findResources(name)));
        all.addAll(Collections.list(getParent().getResources(name)));
        return Collections.enumeration(all);
    }

    private static boolean shared(String name) {
        return SHARED.stream().anyMatch(name::startsWith);
    }
}
