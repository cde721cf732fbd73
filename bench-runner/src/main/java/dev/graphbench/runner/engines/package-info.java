/**
 * The engines a run may ask: those {@link java.util.ServiceLoader} finds on the class path, and those of plugin
 * jars in class loaders of their own ({@link dev.graphbench.runner.engines.Plugins}), each with its settings
 * resolved and whether it can run here ({@link dev.graphbench.runner.engines.EngineCatalog}).
 */
package dev.graphbench.runner.engines;
