/**
 * The one call loop every sequential measurement goes through ({@link dev.graphbench.runner.calls.CallLoop}):
 * warm-up, the cold call, the timed calls with the sampler, canonical answers judged against the reference, the
 * answers log and the watch on each call; a call that throws holds its workload with the reason
 * ({@link dev.graphbench.runner.calls.Calls}). Concurrent workers make each call through the same
 * {@link dev.graphbench.runner.calls.CallStep}.
 */
package dev.graphbench.runner.calls;
