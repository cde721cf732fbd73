/**
 * Where the command line's log lines go: every line to the run's own {@code bench.log}, whole; to the console only
 * warnings and errors, one line each, and none of the libraries whose errors repeat what the run says itself; every
 * line scrubbed of the run's secrets. {@code --verbose} brings the rest back to the console.
 */
package dev.graphbench.cli.logging;
