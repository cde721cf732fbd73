/**
 * The benchmark graph, generated: deterministic for a scale factor and a seed, streamed (never held
 * whole), with a manifest of its counts and content hash, seeded argument lists so that call
 * {@code k} asks every engine the same thing, and a CSV export.
 */
package dev.graphbench.datagen;
