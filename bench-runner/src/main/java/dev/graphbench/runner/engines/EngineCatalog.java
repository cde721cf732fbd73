package dev.graphbench.runner.engines;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.results.Failures;
import dev.graphbench.runner.engines.Target;
import dev.graphbench.workloads.Workloads;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The engines found by {@link ServiceLoader}, with their settings resolved from an environment,
 * and whether each can run here now.
 */
public final class EngineCatalog {

    /** The name of the engine whose answers every other engine's are checked against. */
    public static final String REFERENCE = "reference";

    private final List<EngineProvider> providers;
    private final Map<String, String> environment;
    private final List<ClassLoader> loaders;
    private Workloads workloads;

    private EngineCatalog(List<EngineProvider> providers, Map<String, String> environment, List<ClassLoader> loaders) {
        this.providers = providers.stream().sorted(Comparator.comparing(EngineProvider::name)).toList();
        this.environment = Map.copyOf(environment);
        this.loaders = List.copyOf(loaders);
    }

    /** The engines and workload catalogues on {@code classLoader}'s path, settings read from {@code environment}. */
    public static EngineCatalog discover(ClassLoader classLoader, Map<String, String> environment) {
        List<EngineProvider> found = new ArrayList<>();
        for (EngineProvider provider : ServiceLoader.load(EngineProvider.class, classLoader)) {
            if (found.stream().noneMatch(known -> known.name().equals(provider.name()))) {
                found.add(provider);
            }
        }
        return new EngineCatalog(found, environment, List.of(classLoader));
    }

    /** A catalog of exactly {@code providers}, and the workloads of graph-bench's own catalogues. */
    public static EngineCatalog of(List<EngineProvider> providers, Map<String, String> environment) {
        return new EngineCatalog(providers, environment, List.of(EngineCatalog.class.getClassLoader()));
    }

    /**
     * The workload catalogue of every {@link dev.graphbench.api.WorkloadCatalogue} the engines' class loaders
     * find, read once.
     *
     * @throws IllegalArgumentException one line naming a catalogue whose workloads are wrong
     */
    public synchronized Workloads workloads() {
        if (workloads == null) {
            workloads = Workloads.discover(loaders);
        }
        return workloads;
    }

    /**
     * The engines of a run or a validation, each with its settings checked before any starts, so that a
     * mistake costs nothing: those named in {@code names}, or every engine when none are named and none
     * were opened by the caller; then the engines {@code opened}. With {@code referenceFirst} the
     * reference engine runs first whenever it is found, as the judge of every other answer. Then each
     * server the user named is probed ({@link EngineProvider#probe}).
     *
     * @throws IllegalArgumentException one line naming an unknown engine, a wrong setting, or a server that
     *                                  does not answer or refuses the credentials
     */
    public List<Target> targets(List<String> names, Map<EngineProvider, Engine> opened, boolean referenceFirst) {
        List<EngineProvider> chosen = new ArrayList<>();
        if (names.isEmpty() && opened.isEmpty()) {
            chosen.addAll(providers);
        } else {
            for (String name : names) {
                EngineProvider provider = provider(name);
                if (!chosen.contains(provider)) {
                    chosen.add(provider);
                }
            }
        }
        boolean referenceOpened = opened.keySet().stream().anyMatch(provider -> provider.name().equals(REFERENCE));
        if (referenceFirst && !referenceOpened) {
            find(REFERENCE).filter(reference -> !chosen.contains(reference)).ifPresent(chosen::add);
            chosen.sort(Comparator.comparing(provider -> !provider.name().equals(REFERENCE)));
        }
        List<Target> targets = new ArrayList<>();
        for (EngineProvider provider : chosen) {
            Settings settings = settings(provider);
            settings.check();
            provider.check(settings);
            targets.add(Target.of(provider, settings, availability(provider), names.contains(provider.name())));
        }
        targets.forEach(EngineCatalog::probe);
        opened.forEach((provider, engine) -> {
            if (referenceFirst && provider.name().equals(REFERENCE)) {
                targets.addFirst(Target.of(provider, engine));
            } else {
                targets.add(Target.of(provider, engine));
            }
        });
        return List.copyOf(targets);
    }

    /**
     * Probes the server {@code target}'s settings name, when the user named one: a connection refused, an
     * unknown host or a wrong password is found before any engine starts.
     *
     * @throws IllegalArgumentException one line naming the engine and what did not answer
     */
    private static void probe(Target target) {
        Settings settings = target.settings();
        boolean named = settings.declared().stream().anyMatch(setting -> settings.isSet(setting.key()));
        if (!named || target.availability().kind() != Availability.Kind.CONFIGURED) {
            return;
        }
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        // As in a run: a plugin's driver finds its own services through the context class loader.
        thread.setContextClassLoader(target.provider().getClass().getClassLoader());
        try {
            target.provider().probe(settings);
        } catch (LinkageError e) {
            throw new IllegalArgumentException(Plugins.cannotLink(Plugins.source(target.provider())
                    .map(plugin -> target.name() + " (" + plugin + ")").orElse(target.name()), e), e);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(target.name() + ": " + Failures.oneLine(e), e);
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    /**
     * This catalog and what {@code plugins} bring: their engines, and their class loaders, where phases and workload
     * catalogues are found too.
     *
     * @throws IllegalArgumentException when two engines have one name, naming where each comes from
     */
    public EngineCatalog withPlugins(List<Plugins.Plugin> plugins) {
        Map<String, String> sources = new LinkedHashMap<>();
        providers.forEach(provider -> sources.put(provider.name(), "graph-bench itself"));
        List<EngineProvider> all = new ArrayList<>(providers);
        List<ClassLoader> withPlugins = new ArrayList<>(loaders);
        for (Plugins.Plugin plugin : plugins) {
            withPlugins.add(plugin.loader());
            for (EngineProvider provider : plugin.engines()) {
                String name = provider.name();
                String taken = sources.putIfAbsent(name, "plugin " + plugin.source());
                if (taken != null) {
                    throw new IllegalArgumentException("two engines are named '" + name + "': one from " + taken
                            + ", one from plugin " + plugin.source() + "; remove one of them from the plugins folder");
                }
                all.add(provider);
            }
        }
        return new EngineCatalog(all, environment, withPlugins);
    }

    /** The class loaders engines, workload catalogues and phases are found in: the class path's, then each plugin's. */
    public List<ClassLoader> loaders() {
        return loaders;
    }

    /** Every provider, by name. */
    public List<EngineProvider> providers() {
        return providers;
    }

    /** The provider named {@code name}; a one-line error listing the known ones otherwise. */
    public EngineProvider provider(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException(
                "unknown engine '" + name + "'; known engines are " + names()));
    }

    /** The provider named {@code name}, when there is one. */
    public Optional<EngineProvider> find(String name) {
        return providers.stream().filter(provider -> provider.name().equals(name)).findFirst();
    }

    /** Every engine's name, comma-separated. */
    public String names() {
        return providers.stream().map(EngineProvider::name).collect(Collectors.joining(", "));
    }

    /** {@code provider}'s settings, read from this catalog's environment. */
    public Settings settings(EngineProvider provider) {
        return Settings.resolve(provider.settings(), environment);
    }

    /** Whether {@code provider} can run here now, and how. */
    public Availability availability(EngineProvider provider) {
        Settings settings = settings(provider);
        if (provider.isConfigured(settings)) {
            return new Availability(Availability.Kind.CONFIGURED, "uses the server its settings name");
        }
        Optional<EmbeddedServer.Launcher> launcher = provider.embeddedServer();
        if (launcher.isEmpty()) {
            return new Availability(Availability.Kind.UNAVAILABLE,
                    "no server configured; " + provider.howToConfigure());
        }
        Optional<String> problem = launcher.get().unavailableReason();
        return problem
                .map(reason -> new Availability(Availability.Kind.UNAVAILABLE,
                        reason + "; or " + provider.howToConfigure()))
                .orElseGet(() -> new Availability(Availability.Kind.EMBEDDED,
                        "starts an embedded server; " + provider.howToConfigure() + " to use your own"));
    }

    /**
     * Whether an engine can run here.
     *
     * @param kind   how it would run
     * @param detail one line: how, or why not and what to set
     */
    public record Availability(Kind kind, String detail) {

        /** How an engine would run. */
        public enum Kind {
            /** Against the server its settings name, or with no server at all. */
            CONFIGURED,
            /** Against an embedded server the harness starts. */
            EMBEDDED,
            /** Not at all, for the reason given. */
            UNAVAILABLE
        }
    }
}
