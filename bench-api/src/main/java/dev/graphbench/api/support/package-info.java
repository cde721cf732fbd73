/** Helpers an engine may use: reading a file of named statements. */
package dev.graphbench.api.support;
