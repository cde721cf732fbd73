/**
 * Answers files: every answered call's arguments and canonical answer, written as a run goes
 * ({@link dev.graphbench.runner.answers.AnswersLog}) and read back to validate an engine against them
 * ({@link dev.graphbench.runner.answers.AnswersFile}), and the verdicts of a validation.
 */
package dev.graphbench.runner.answers;
