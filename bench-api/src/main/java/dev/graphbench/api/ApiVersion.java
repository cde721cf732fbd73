package dev.graphbench.api;

/**
 * The version of this API, and how a plugin says which one it was built against. The version is a
 * whole number, raised whenever a change would break an engine compiled against the one before (a
 * method added without a default, one removed or changed); additions an engine compiled earlier keeps
 * working with leave it as it is.
 *
 * <p>A plugin jar names the version it was built against in its manifest, {@code Graph-Bench-Api: 2}
 * (with Maven, a {@code manifestEntries} entry of the jar plugin). The harness refuses a plugin that
 * names another version than its own, in one line naming the jar and both versions, before any engine
 * starts; a plugin that names none is loaded, and a method it lacks is reported when the harness first
 * calls it.
 */
public final class ApiVersion {

    /** This API's version. */
    public static final int CURRENT = 2;

    /** The jar manifest attribute in which a plugin names the API version it was built against. */
    public static final String MANIFEST_ATTRIBUTE = "Graph-Bench-Api";

    private ApiVersion() {
    }
}
