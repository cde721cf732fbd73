/**
 * The reference engine: the graph in this JVM's heap as compact arrays, every query answered in
 * plain Java. It is the judge every other engine's answers are checked against, and counts paths both
 * as walks and as trails.
 */
package dev.graphbench.engine.reference;
