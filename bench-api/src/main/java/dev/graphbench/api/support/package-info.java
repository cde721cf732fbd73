/**
 * Helpers an engine may use: reading a file of named statements, and writing a query's literal parameters
 * into a statement.
 */
package dev.graphbench.api.support;
