/**
 * The write phase: writes timed call by call, what they wrote read back and deleted after.
 */
package dev.graphbench.phases.write;
