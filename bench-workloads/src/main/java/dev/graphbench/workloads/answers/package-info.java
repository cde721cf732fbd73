/**
 * Answers as the harness compares them: the canonical form of rows ({@link dev.graphbench.workloads.answers.Canonical})
 * and of documents ({@link dev.graphbench.workloads.answers.Documents}), the same text for the same
 * answer from any engine, their digests; the answers file, written with every call's answer
 * ({@link dev.graphbench.workloads.answers.AnswersLog}) under its header
 * ({@link dev.graphbench.workloads.answers.AnswersHeader}) and read back to validate an engine against
 * it ({@link dev.graphbench.workloads.answers.AnswersFile}); and what a validation found
 * ({@link dev.graphbench.workloads.answers.ValidationSummary}).
 */
package dev.graphbench.workloads.answers;
