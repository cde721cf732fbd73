/**
 * The hops phase: paths from one person to another, timed call by call against the number of hops; its result,
 * its tables and its scatter.
 */
package dev.graphbench.phases.hops;
