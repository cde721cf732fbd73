/**
 * What the harness measures of the machine it runs on, beside what it measures of the engines: the memory a
 * control group holds ({@link dev.graphbench.host.memory}), each process's CPU, memory and I/O from
 * {@code /proc} ({@link dev.graphbench.host.telemetry}), and the page cache, dropped before a cold cycle
 * ({@link dev.graphbench.host.PageCache}).
 */
package dev.graphbench.host;
