/**
 * The kinds of value an option takes, each read, checked and written back by one
 * {@link dev.graphbench.options.values.ValueType}: whole numbers, seconds, percentages, times with a unit, sizes,
 * moments, flags, lists. An option is a name and a value type ({@link dev.graphbench.options.RunOption}).
 */
package dev.graphbench.options.values;
