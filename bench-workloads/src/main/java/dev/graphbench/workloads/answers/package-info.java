/**
 * Answers as the harness compares them: the canonical form of rows ({@link dev.graphbench.workloads.answers.Canonical})
 * and of documents ({@link dev.graphbench.workloads.answers.Documents}), the same text for the same
 * answer from any engine, their digests, and the log of every call's answer
 * ({@link dev.graphbench.workloads.answers.AnswersLog}).
 */
package dev.graphbench.workloads.answers;
