/**
 * The depth ladder: how far an engine's walk goes, rung by rung, before it takes too long; its result, tables and
 * chart.
 */
package dev.graphbench.phases.ladder;
