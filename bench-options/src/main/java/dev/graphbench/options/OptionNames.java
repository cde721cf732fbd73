package dev.graphbench.options;

/**
 * The command-line names of the run options that other commands take in the same sense ({@code bench report --sf},
 * {@code bench datagen --seed}), as constants an annotation can name, each its {@link RunOption}'s
 * {@code toString()}; and the names of bench's own options, which come before the command.
 */
public final class OptionNames {

    /** {@link RunOption#UNDIRECTED}. */
    public static final String UNDIRECTED = "--undirected";
    /** {@link RunOption#SCALE_FACTOR}. */
    public static final String SF = "--sf";
    /** {@link RunOption#SEED}. */
    public static final String SEED = "--seed";
    /** {@link RunOption#DATASET}. */
    public static final String DATASET = "--dataset";
    /** {@link RunOption#OUTPUT}. */
    public static final String OUTPUT = "--output";
    /** {@link RunOption#CLIENT}. */
    public static final String CLIENT = "--client";
    /** {@link RunOption#ANSWERS}. */
    public static final String ANSWERS = "--answers";
    /** {@link RunOption#WORKLOADS}. */
    public static final String WORKLOADS = "--workloads";
    /** bench's own option before any command: the folder of plugin jars. */
    public static final String PLUGINS = "--plugins";
    /** bench's own option: log what engines and servers do, and print stack traces. */
    public static final String VERBOSE = "--verbose";

    private OptionNames() {
    }
}
