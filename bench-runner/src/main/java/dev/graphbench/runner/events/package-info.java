/** What a run tells its listener as it goes, for progress bars and logs. */
package dev.graphbench.runner.events;
