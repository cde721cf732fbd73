/**
 * Answers as the harness compares them: the canonical form of rows ({@link dev.graphbench.workloads.answers.Canonical})
 * and of documents ({@link dev.graphbench.workloads.answers.Documents}), the same text for the same
 * answer from any engine, their digests; the answers file, written with every call's answer
 * ({@link dev.graphbench.runner.answers.AnswersLog}) under its header
 * ({@link dev.graphbench.runner.answers.AnswersHeader}) and read back to validate an engine against
 * it ({@link dev.graphbench.runner.answers.AnswersFile}); and what a validation found
 * ({@link dev.graphbench.runner.answers.ValidationSummary}).
 */
package dev.graphbench.workloads.answers;
