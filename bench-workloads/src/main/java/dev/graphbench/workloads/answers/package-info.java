/**
 * Answers as the harness compares them: the canonical form of rows ({@link dev.graphbench.workloads.answers.Canonical})
 * and of documents ({@link dev.graphbench.workloads.answers.Documents}), the same text for the same
 * answer from any engine, and their digests. The answers file, which holds them call by call, is
 * {@code bench-runner}'s ({@code dev.graphbench.runner.answers}).
 */
package dev.graphbench.workloads.answers;
