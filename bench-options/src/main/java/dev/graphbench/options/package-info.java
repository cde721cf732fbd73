/**
 * A run's options, typed end to end: each {@link dev.graphbench.options.RunOption} is described once (its name,
 * default, help and value type), {@link dev.graphbench.options.RunOptions} holds a run's values by option, and
 * {@link dev.graphbench.options.OptionRules} checks the rules that span options. The command line, the builders,
 * the results files and the report all read options through these types, never by name.
 */
package dev.graphbench.options;
